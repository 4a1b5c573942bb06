import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import { errorMessage, useAdminOrder } from '@shared/api';
import { paths } from '@shared/domain';
import { AdminPage, LoadFailed } from '@shared/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { readFailed } from '../loading/pageSkeleton';
import { EmailsTable } from './EmailsTable';
import { LookChip } from './LookChip';
import { OrderActions } from './OrderActions';
import { orderStatusLook } from './orderLabels';
import { OrderSummary } from './OrderSummary';
import { PaymentsTable } from './PaymentsTable';
import { RefundsTable } from './RefundsTable';
import { ScheduleTable } from './ScheduleTable';
import { TicketsTable } from './TicketsTable';

export const ORDER_LOAD_FAILED = 'Failed to load the order';

/** /admin/orders/{id}: one order, everything that happened to it, and what an admin can do to it. */
export function OrderPage() {
  const { id = '' } = useParams();
  const read = useAdminOrder(id);
  const order = read.data;
  return (
    <AdminPage
      title={order ? `Order ${order.reference}` : 'Order'}
      actions={
        <Button component={RouterLink} to={paths.admin.payments} startIcon={<ArrowBack />}>
          Back
        </Button>
      }
    >
      {order ? (
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box>
            <LookChip look={orderStatusLook(order.status)} />
          </Box>
          <OrderActions order={order} />
          <OrderSummary order={order} />
          <TicketsTable order={order} />
          <ScheduleTable schedule={order.schedule} />
          <PaymentsTable order={order} />
          <RefundsTable refunds={order.refunds} />
          <EmailsTable emails={order.emails} />
        </Stack>
      ) : readFailed(read) ? (
        <LoadFailed message={errorMessage(read.error, ORDER_LOAD_FAILED)} onRetry={() => void read.refetch()} />
      ) : (
        <Stack role="status" aria-busy="true" aria-label="Loading" spacing={2}>
          <Skeleton variant="rounded" height={36} sx={{ maxWidth: 320 }} />
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
    </AdminPage>
  );
}
