import { Alert, Box, Button, Card, CardContent, Grid, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEvent, usePaidUsers } from '@shared/api';
import {
  discountBadgeText,
  formatEventSpan,
  formatPounds,
  kindOfSegment,
  paths,
  summarizeEvent,
  type EventKind,
  type EventSummary,
  type Experience,
  type Party,
} from '@shared/domain';
import { AdminPage } from '@shared/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { editPath, kindInfo } from '../eventKinds';
import { StatusChip } from '../events/StatusChip';
import { PARTY_LOAD_FAILED, useFailureToast, useRedirectAfterFailure } from '../loadFailure';
import { EventViewsCard } from './EventViewsCard';
import { PreviewCarousel } from './PreviewCarousel';
import { useCan } from '@shared/auth';

export const EXPERIENCE_LOAD_FAILED = 'Failed to load experience data';

/** /admin/events/{experiences|parties}/preview/{id} */
export function EventPreviewPage({ kind }: { kind: EventKind }) {
  const { id = '' } = useParams();
  const loaded = useEvent(kind, id);
  const mayEdit = useCan('events:write');
  const failed = loaded.isError;
  useFailureToast(failed, kind === 'parties' ? PARTY_LOAD_FAILED : EXPERIENCE_LOAD_FAILED);
  useRedirectAfterFailure(failed && kind === 'parties');
  // TICKET BOUGHT: a failed count is only logged.
  const bought = usePaidUsers({ productType: kindInfo[kind].productType, productId: id }).data?.count ?? null;
  const back = (
    <Button component={RouterLink} to={paths.admin.events} startIcon={<ArrowBack />}>
      Back
    </Button>
  );

  if (failed || !loaded.data) {
    return (
      <AdminPage title={`${kindOfSegment(kind).label} preview`} actions={back}>
        {failed ? (
          <Alert severity="error">{kind === 'parties' ? PARTY_LOAD_FAILED : EXPERIENCE_LOAD_FAILED}</Alert>
        ) : (
          <Stack spacing={2} aria-busy="true" aria-label="Loading" role="status">
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        )}
      </AdminPage>
    );
  }

  const event = summarizeEvent(kind, loaded.data);
  return (
    <AdminPage title={event.title} actions={back}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PreviewCarousel images={event.images} alt={event.title} />
            <Section title="Details">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography component="span">Status:</Typography>
                <StatusChip status={event.status} />
              </Stack>
              <Typography>
                {formatEventSpan({
                  day: event.date,
                  time: event.time,
                  timeZone: event.timeZone,
                  endDate: event.endDate,
                  endTime: event.endTime,
                })}
              </Typography>
              <Typography>{event.address}</Typography>
              <Typography sx={{ fontWeight: 600 }}>Ticket: {formatPounds(event.price)}</Typography>
            </Section>
            <Section title="Description">
              <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>
            </Section>
            <KindDetails event={loaded.data} summary={event} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            {/* Real views of the event page (docs/product-rules.md#event-views), not invented figures. */}
            <EventViewsCard eventId={event.id} />
            <Figure label="TICKET BOUGHT" value={bought === null ? '-' : String(bought)} note={`of ${event.capacity} tickets`} />
            <Button component={RouterLink} to={paths.admin.eventTickets(kind, event.id)} variant="contained">
              View Ticket List
            </Button>
            <Button component={RouterLink} to={paths.admin.eventWaitingList(kind, event.id)} variant="outlined">
              Waiting List
            </Button>
            {mayEdit && (
              <Button component={RouterLink} to={editPath(kind, event.id)} variant="outlined">
                Edit Event
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
    </AdminPage>
  );
}

/** Packages and room prices for an experience; the discount (only above 0) for a party. */
function KindDetails({ event, summary }: { event: Experience | Party; summary: EventSummary }) {
  if ('eventPackage' in event) {
    const experience = event;
    return (
      <>
        <Section title="Event package">
          <List dense disablePadding>
            {experience.eventPackage.map((item) => (
              <ListItem key={item} disableGutters>
                <ListItemText primary={item} />
              </ListItem>
            ))}
          </List>
        </Section>
        <Section title="Accommodation">
          <Typography>Single room: {formatPounds(summary.accommodationPriceSingle)}</Typography>
          <Typography>Shared room: {formatPounds(summary.accommodationPriceShared)}</Typography>
        </Section>
      </>
    );
  }
  const party = event;
  if (party.discount <= 0) return null;
  return (
    <Section title="Discount">
      <Typography>{discountBadgeText(party.discount, party.discountFor) ?? `Discount of ${formatPounds(party.discount)}`}</Typography>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="overline" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>{value}</Typography>
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </CardContent>
    </Card>
  );
}
