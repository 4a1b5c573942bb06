import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CanaryHealth, ReleaseHealth } from '@shared/domain';

/** Errors an hour as if every visitor had this release (null: it has no visitors). */
const rateText = (rate: number | null) => (rate === null ? '-' : `${Number(rate.toFixed(1))}/h`);

function ReleaseRow({ remote, channel, release }: { remote: string; channel: 'Stable' | 'Canary'; release: ReleaseHealth }) {
  return (
    <TableRow aria-label={`${remote} ${channel.toLowerCase()}`}>
      <TableCell>{channel}</TableCell>
      <TableCell>{release.version ?? 'unknown'}</TableCell>
      <TableCell align="right">{release.sharePercent}%</TableCell>
      <TableCell align="right">{release.errorsLastHour}</TableCell>
      <TableCell align="right">{rateText(release.rate)}</TableCell>
    </TableRow>
  );
}

/**
 * Each canary beside its stable release: the rate is the last hour's errors divided by the share of
 * visitors the release serves, so the two compare (docs/architecture.md#canary-error-rates-and-auto-rollback).
 */
export function CanaryRates({ canaries }: { canaries: CanaryHealth[] }) {
  return canaries.map((health) => (
    <Box component="section" key={health.remote} aria-label={`${health.remote} canary`} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {health.remote}: canary against stable
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {health.autoRollback
          ? `Rolled back automatically when over ${health.autoRollback.factor} times the stable rate with at least ${health.autoRollback.minSample} errors in an hour.`
          : 'No automatic rollback set.'}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Release</TableCell>
            <TableCell>Version</TableCell>
            <TableCell align="right">Visitors</TableCell>
            <TableCell align="right">Errors (1 h)</TableCell>
            <TableCell align="right">Rate (all visitors)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <ReleaseRow remote={health.remote} channel="Canary" release={health.canary} />
          <ReleaseRow remote={health.remote} channel="Stable" release={health.stable} />
        </TableBody>
      </Table>
    </Box>
  ));
}
