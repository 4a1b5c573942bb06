import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { dayOfMonth, formatEventTime, formatPounds, paths, weekdayShort } from '@shared/domain';
import { Link } from 'react-router-dom';
import type { Listing } from '../lists/listing';
import { ImageCarousel } from './ImageCarousel';

function CardBody({ event, eager }: { event: Listing; eager: boolean }) {
  return (
    <>
      <ImageCarousel images={event.images} alt={event.title} eager={eager} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ textAlign: 'center', minWidth: 48 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'secondary.main' }}>
              {weekdayShort(event.date)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800, lineHeight: 1 }}>
              {dayOfMonth(event.date)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {formatEventTime(event.time)}
          </Typography>
          {event.soldOut && <Chip label="Sold out" color="secondary" size="small" />}
        </Stack>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {event.address}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {event.description}
        </Typography>
        <Typography sx={{ mt: 1.5, fontWeight: 700 }}>Ticket: {formatPounds(event.price)}</Typography>
      </CardContent>
    </>
  );
}

/** A sold-out event stays visible but cannot be booked. */
export function EventCard({ event, eager = false }: { event: Listing; eager?: boolean }) {
  return (
    <Card sx={{ height: '100%' }} data-testid="event-card">
      {event.soldOut ? (
        <CardBody event={event} eager={eager} />
      ) : (
        <CardActionArea
          component={Link}
          to={`${paths.checkOut(event.kind)}?event=${event.id}`}
          state={{ event, header: { title: event.title } }}
          sx={{ height: '100%', alignItems: 'stretch' }}
        >
          <CardBody event={event} eager={eager} />
        </CardActionArea>
      )}
    </Card>
  );
}
