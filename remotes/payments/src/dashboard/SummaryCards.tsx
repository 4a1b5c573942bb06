import { Paper, Typography } from '@mui/material';
import type { DashboardSummary } from '@shared/domain';
import { summaryFigures } from './figures';
import { rangeLabel } from './ranges';

/** The four summary cards; each is a group named after its figure, so it can be found by name. */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  return summaryFigures(summary).map(({ label, value, overRange }) => (
    <Paper key={label} role="group" aria-label={label} sx={{ p: 2.5 }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography data-testid="figure" sx={{ fontSize: '1.75rem', fontWeight: 800, my: 0.5 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {overRange ? `Last ${rangeLabel(summary.range)}` : 'Now'}
      </Typography>
    </Paper>
  ));
}
