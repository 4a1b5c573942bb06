import { Alert, Chip, Stack, Typography } from '@mui/material';
import CloudOff from '@mui/icons-material/CloudOff';
import CloudDone from '@mui/icons-material/CloudDone';
import type { Door } from './useDoor';
import { syncReport } from './verdicts';

const scans = (count: number) => `${count} ${count === 1 ? 'scan' : 'scans'}`;

/** Whether the door is online, what waits to be sent, the gate's counters and the server's reports after a sync. */
export function DoorStatus({ door }: { door: Door }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {door.online ? (
          <Chip
            icon={<CloudDone />}
            color="success"
            variant="outlined"
            label={door.waiting > 0 ? `Online: ${scans(door.waiting)} waiting to sync` : 'Online'}
          />
        ) : (
          <Chip icon={<CloudOff />} color="warning" label={`Offline: ${scans(door.waiting)} waiting to sync`} />
        )}
        {door.counts && (
          <Typography aria-label="Gate counter">
            Checked in <strong>{door.counts.checkedIn}</strong> / {door.counts.expected} expected
          </Typography>
        )}
      </Stack>
      {door.syncFailure && <Alert severity="error">{door.syncFailure}</Alert>}
      {door.reports.length > 0 && (
        <Alert severity="warning" onClose={door.clearReports} aria-label="After the sync">
          <strong>After the sync</strong>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {door.reports.map((report, i) => (
              <li key={`${report.scanned}-${i}`}>{syncReport(report)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
