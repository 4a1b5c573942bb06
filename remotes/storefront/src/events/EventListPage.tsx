import { Box, Container, Grid, Typography } from '@mui/material';
import type { EventKind } from '@shared/domain';
import { CardGridSkeleton, PageHeader } from '@shared/ui';
import { useEffect } from 'react';
import { useEventLists } from '../lists/listsState';
import { EventCard } from './EventCard';
import { groupByMonth } from './groupByMonth';

const headers: Record<EventKind, { title: string; subtitle: string; description: string }> = {
  experiences: {
    title: 'Experiences',
    subtitle: 'Getaways, concerts and curated trips',
    description: 'Accommodation and packages included. Pay in full or spread the cost in instalments.',
  },
  parties: {
    title: 'Parties',
    subtitle: 'Nights out worth planning for',
    description: 'Book your ticket in minutes. Some parties carry discounts for groups.',
  },
};

export function EventListPage({ kind }: { kind: EventKind }) {
  const { open, loading, lastFetched } = useEventLists(kind);
  useEffect(() => window.scrollTo(0, 0), [kind]);
  const banner = open[0] ? open[0].posterImage || open[0].images[0] : undefined;
  const settled = !loading && lastFetched !== null;

  return (
    <>
      <PageHeader {...headers[kind]} />
      {banner && (
        <Box sx={{ aspectRatio: '1300 / 406', maxHeight: 406, overflow: 'hidden', bgcolor: 'grey.200' }}>
          <img src={banner} alt="" width={1300} height={406} loading="eager" fetchPriority="high" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </Box>
      )}
      <Container maxWidth="lg" sx={{ py: 4 }}>
        {!settled ? (
          <CardGridSkeleton />
        ) : (
          groupByMonth(open).map((group, groupIndex) => (
            <Box component="section" key={group.heading} sx={{ mb: 5 }} aria-labelledby={`month-${groupIndex}`}>
              <Typography id={`month-${groupIndex}`} variant="h2" sx={{ mb: 2 }}>
                {group.heading}
              </Typography>
              <Grid container spacing={3}>
                {group.events.map((event, i) => (
                  <Grid key={event.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <EventCard event={event} eager={groupIndex === 0 && i < 3} />
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))
        )}
      </Container>
    </>
  );
}
