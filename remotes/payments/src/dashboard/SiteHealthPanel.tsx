import { Alert, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useSiteHealth } from '@shared/api';
import { LoadFailed } from '@shared/ui';
import { paymentDateTime } from '../format';
import { CanaryRates } from './CanaryRates';

/**
 * Site health, for owners and admins (the page shows it only to them): the errors visitors'
 * browsers reported per app version in the last hour and day, each canary's error rate beside its
 * stable release's, and the canaries the API rolled back by itself in the last day
 * (docs/architecture.md#canary-error-rates-and-auto-rollback).
 */
export function SiteHealthPanel() {
  const read = useSiteHealth();
  const health = read.data;
  return (
    <Paper component="section" aria-labelledby="site-health" sx={{ p: 2.5, mt: 2, minWidth: 0 }}>
      <Typography id="site-health" variant="h3" component="h2" sx={{ mb: 1 }}>
        Site health
      </Typography>
      {read.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading site health" />
      ) : !health ? (
        <LoadFailed message="Failed to load the site health" onRetry={() => void read.refetch()} />
      ) : (
        <>
          {health.rollbacks.map((rollback) => (
            <Alert key={`${rollback.remote}-${rollback.at}`} severity="warning" sx={{ mb: 1 }}>
              <strong>
                {rollback.remote}: canary rolled back automatically, {paymentDateTime(rollback.at)}.
              </strong>{' '}
              {rollback.reason}
            </Alert>
          ))}
          {health.data.length === 0 ? (
            <Typography color="text.secondary">No errors reported in the last day.</Typography>
          ) : (
            // Focusable so a keyboard user can scroll the table sideways on a narrow screen.
            <TableContainer tabIndex={0} role="group" aria-label="Errors per version">
              <Table size="small" aria-label="Errors per version">
                <TableHead>
                  <TableRow>
                    <TableCell>App</TableCell>
                    <TableCell>Version</TableCell>
                    <TableCell align="right">Last hour</TableCell>
                    <TableCell align="right">Last day</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {health.data.map((row) => (
                    <TableRow key={`${row.remote}@${row.version}`} aria-label={`${row.remote} ${row.version}`}>
                      <TableCell>{row.remote}</TableCell>
                      <TableCell>{row.version}</TableCell>
                      <TableCell align="right">{row.errorsLastHour}</TableCell>
                      <TableCell align="right">{row.errorsLastDay}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <CanaryRates canaries={health.canaries} />
        </>
      )}
    </Paper>
  );
}
