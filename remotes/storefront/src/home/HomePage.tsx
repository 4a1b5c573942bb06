import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { formatEventDate, formatEventTime, paths, truncateWords } from '@shared/domain';
import { useSiteConfig } from '@shared/ui';
import { Link } from 'react-router-dom';
import type { Listing } from '../lists/listing';
import { useEventLists } from '../lists/listsState';

const showcase = [
  { title: 'Experiences', text: 'Getaways and concerts with accommodation and packages.', to: paths.experiences },
  { title: 'Parties', text: 'The nights everyone talks about, some with group discounts.', to: paths.parties },
  { title: 'Merchandise', text: 'Wear the memories: caps, tees and more.', to: paths.merchandise },
];

function Upcoming({ label, event }: { label: string; event?: Listing }) {
  if (!event) return null;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="secondary.main" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="h3" component="h3">
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {formatEventDate(event.date)}, {formatEventTime(event.time)}
        </Typography>
        <Typography>{truncateWords(event.description, 18)}</Typography>
        <Button component={Link} to={`${paths.checkOut(event.kind)}?event=${event.id}`} state={{ event }} variant="contained" sx={{ mt: 2 }}>
          Get tickets
        </Button>
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  const { brand } = useSiteConfig();
  const experiences = useEventLists('experiences');
  const parties = useEventLists('parties');

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1">Effortless Event Discovery, Seamless Bookings with {brand}</Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.1rem' }}>
            Find getaways, concerts and parties, book in minutes, pay in full or in instalments, and get your tickets by e-mail.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
            <Button component={Link} to={paths.experiences} variant="contained" color="secondary" size="large">
              Explore Experiences
            </Button>
            <Button component={Link} to={paths.parties} variant="outlined" color="inherit" size="large">
              See Parties
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={3}>
          {showcase.map((item) => (
            <Grid key={item.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" component="h2">
                    {item.title}
                  </Typography>
                  <Typography sx={{ my: 1 }}>{item.text}</Typography>
                  <Button component={Link} to={item.to}>
                    View {item.title}
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
          Upcoming events
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Upcoming label="Next party" event={parties.open[0]} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Upcoming label="Next experience" event={experiences.open[0]} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
