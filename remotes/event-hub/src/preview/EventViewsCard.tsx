import { Card, CardContent, Typography } from '@mui/material';
import { type EventViews, useEventViews } from '@shared/api';

export const VIEWS_LOAD_FAILED = 'Views could not be loaded';

/** How the last 30 days compare with the 30 before: '+12% from the previous 30 days'. */
export function viewsChange({ last30, previous30 }: EventViews): string {
  if (previous30 === 0) return 'No views in the previous 30 days';
  const percent = Math.round(((last30 - previous30) / previous30) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% from the previous 30 days`;
}

/**
 * The preview's EVENT VIEW card: real views of the event's page in the last 30 days, counted by the
 * storefront and the API (docs/product-rules.md#event-views), and the change from the 30 before.
 */
export function EventViewsCard({ eventId }: { eventId: string }) {
  const views = useEventViews(eventId);
  const note = views.data ? viewsChange(views.data) : views.isError ? VIEWS_LOAD_FAILED : 'Last 30 days';
  return (
    <Card variant="outlined" aria-busy={views.isPending && !views.isError}>
      <CardContent>
        <Typography component="h2" variant="overline" sx={{ fontWeight: 700 }}>
          EVENT VIEW
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>{views.data ? views.data.last30.toLocaleString('en-GB') : '-'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </CardContent>
    </Card>
  );
}
