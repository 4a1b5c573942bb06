import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditRecord } from '@shared/domain';
import { SidePanel } from '@shared/ui';
import { dateTime } from '../format';
import { actionLabel, actorLabel, entityLabels, valueText } from './auditLabels';

/** The 'Activity entry' side panel: who did what, when, to what, and each field before and after. */
export function ActivityDetails({ record, onClose }: { record: AuditRecord | null; onClose(): void }) {
  const changes = record ? Object.entries(record.changes) : [];
  return (
    <SidePanel open={record !== null} title="Activity entry" onClose={onClose}>
      {record && (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0, mb: 3 }}>
            {(
              [
                ['When', dateTime(record.at)],
                ['Member', actorLabel(record)],
                ['Action', actionLabel(record.action)],
                ['Entity', entityLabels[record.entity]],
                ['Entity id', record.entityId ?? '-'],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }} data-testid="activity-detail">
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="h6" component="h3" id="activity-changes-title" sx={{ mb: 1 }}>
            Changes
          </Typography>
          {changes.length === 0 ? (
            <Typography color="text.secondary">No field was changed.</Typography>
          ) : (
            <Table size="small" aria-labelledby="activity-changes-title" sx={{ tableLayout: 'fixed' }}>
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map(([field, { from, to }]) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      {field}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{valueText(from)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{valueText(to)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </SidePanel>
  );
}
