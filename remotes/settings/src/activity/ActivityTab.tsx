import { Box, Typography } from '@mui/material';
import { useAuditTrail } from '@shared/api';
import type { AuditRecord } from '@shared/domain';
import { useMemo, useState } from 'react';
import { useDebounced } from '../useDebounced';
import { ActivityDetails } from './ActivityDetails';
import { ActivityFilterBar } from './ActivityFilterBar';
import { ActivityGrid } from './ActivityGrid';
import { activitySearchParams, auditQueryOf, readActivityFilters, type ActivityFilters } from './activityFilters';
import { LoadFailed, useAskedSearchParams } from '@shared/ui';

/** How long the Member filter waits for the typing to stop before it asks the API. */
export const MEMBER_TYPING_MS = 400;

/**
 * Settings > Activity (owners and admins): the audit trail, filtered by the API as the address
 * says; a row opens what changed, field by field.
 */
export function ActivityTab() {
  const [params, ask] = useAskedSearchParams();
  const filters = useMemo(() => readActivityFilters(params), [params]);
  const member = useDebounced(filters.member, MEMBER_TYPING_MS);
  const { query, errors } = useMemo(() => auditQueryOf({ ...filters, member }), [filters, member]);
  const trail = useAuditTrail(query);
  const [open, setOpen] = useState<AuditRecord | null>(null);
  // Replaced, not pushed: Back leaves the page rather than undoing each keystroke. Built on the
  // filters last asked for, so a second change made before the address shows the first keeps it.
  const show = (change: Partial<ActivityFilters>) =>
    ask((last) => activitySearchParams({ ...readActivityFilters(last), ...change }), { replace: true });

  return (
    <Box component="section" aria-labelledby="activity-title" sx={{ minWidth: 0 }}>
      <Typography variant="h3" component="h2" id="activity-title" sx={{ mb: 1 }}>
        Activity
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every change made in the back office: who, when, and each field before and after. The newest 1000 that match are shown.
      </Typography>
      <ActivityFilterBar filters={filters} errors={errors} onChange={show} />
      {trail.isError && !trail.data ? (
        <LoadFailed message="Could not load the activity." onRetry={() => void trail.refetch()} />
      ) : (
        <ActivityGrid rows={trail.data ?? []} loading={trail.isFetching} onOpen={setOpen} />
      )}
      <ActivityDetails record={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
