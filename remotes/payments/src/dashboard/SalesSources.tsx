import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { DashboardSummary } from '@shared/domain';
import { sourceFigures } from './figures';

/** One bar per source (Experiences, Parties, Merchandise): its share of the range's sales. */
export function SalesSources({ summary }: { summary: DashboardSummary }) {
  return (
    <Paper component="section" aria-labelledby="sales-sources" sx={{ p: 2.5, height: '100%' }}>
      <Typography id="sales-sources" variant="h3" component="h2" sx={{ mb: 2 }}>
        Sales Sources
      </Typography>
      <Stack spacing={2.5}>
        {sourceFigures(summary).map(({ label, value, percent }) => (
          <Box key={label} data-testid="sales-source">
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
              <Typography>
                {value} ({percent}%)
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`${label} share of sales`}
              sx={{ height: 10, borderRadius: 5 }}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
