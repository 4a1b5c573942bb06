import {
  Alert,
  Chip,
  Pagination,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { errorMessage, type MerchandiseOrderStep, useMerchandiseOrderStep, useMerchandiseOrders } from '@shared/api';
import { formatPounds, MERCHANDISE_ORDERS_PAGE_SIZE, type MerchandiseOrder } from '@shared/domain';
import { AdminPage, useAskedSearchParams } from '@shared/ui';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../ConfirmDialog';
import { ItemImage } from '../ItemImage';
import { OrderDetailsPanel } from './OrderDetailsPanel';
import { orderDate, statusColour } from './orderFormat';
import { ordersViewParams, readOrdersView, type OrdersView, type StatusFilter } from './ordersAddress';

const statuses: StatusFilter[] = ['All', 'Delivered', 'Confirmed', 'Pending'];
const columns = ['Item', 'Customer', 'Payment', 'Date', 'Quantity', 'Amount', 'Status'];

/**
 * On a phone the table keeps the item, the amount and the status, the item held at the left while
 * the rest scrolls (docs/product-rules.md#tables-on-a-phone); the side panel has the rest.
 */
const PHONE_COLUMNS = new Set(['Item', 'Amount', 'Status']);
const cellSx = (column: string): SxProps<Theme> => ({
  ...(PHONE_COLUMNS.has(column) ? {} : { display: { xs: 'none', sm: 'table-cell' } }),
  ...(column === 'Item' ? { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } : {}),
});

/** What the question before each step says, and the toast after it. */
const stepTexts: Record<MerchandiseOrderStep, { title: string; question: string; confirmLabel: string; done: string; failed: string }> = {
  confirm: {
    title: 'Confirm Order',
    question: 'Are you sure you want to confirm this order?',
    confirmLabel: 'Confirm',
    done: 'Order confirmed successfully',
    failed: 'Failed to confirm order',
  },
  deliver: {
    title: 'Mark as Delivered',
    question: 'Has the customer received this order? It will be marked Delivered.',
    confirmLabel: 'Mark Delivered',
    done: 'Order marked as delivered',
    failed: 'Failed to mark the order as delivered',
  },
};

/** /admin/merchandise/orders: the orders from the API, 10 a page, filtered by status; both kept in the address. */
export function OrdersPage() {
  const [params, ask] = useAskedSearchParams();
  const { status, page } = readOrdersView(params);
  // Built on the last view asked for: a page clicked just after a filter keeps that filter.
  const show = useCallback(
    (change: Partial<OrdersView>) => ask((last) => ordersViewParams({ ...readOrdersView(last), ...change }), { replace: true }),
    [ask],
  );
  const [selected, setSelected] = useState<MerchandiseOrder | null>(null);
  const [asking, setAsking] = useState<{ order: MerchandiseOrder; step: MerchandiseOrderStep } | null>(null);
  // The last page stays on screen (dimmed, with its page buttons) until the next one arrives.
  const read = useMerchandiseOrders({ page, ...(status === 'All' ? {} : { status }) });
  const result = read.data;
  const loading = read.isFetching;
  const failed = read.isError;
  const stepping = useMerchandiseOrderStep();
  const pages = result ? Math.max(1, Math.ceil(result.total / MERCHANDISE_ORDERS_PAGE_SIZE)) : 1;

  // Confirming or delivering the last order of a filtered last page empties it: step back to the new last page.
  useEffect(() => {
    if (result && !read.isPlaceholderData && page > pages) show({ page: pages });
  }, [result, read.isPlaceholderData, page, pages, show]);

  const takeStep = async () => {
    if (!asking) return;
    const texts = stepTexts[asking.step];
    try {
      // Answers once the orders on screen have been fetched again.
      await stepping.mutateAsync({ id: asking.order.id, step: asking.step });
      toast.success(texts.done);
      setAsking(null);
      setSelected(null);
    } catch (error) {
      toast.error(errorMessage(error, texts.failed));
    }
  };
  const question = stepTexts[asking?.step ?? 'confirm'];

  const openWithKeys = (order: MerchandiseOrder) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setSelected(order);
  };

  return (
    <AdminPage title="Orders">
      <ToggleButtonGroup
        exclusive
        value={status}
        onChange={(_, next: StatusFilter | null) => {
          if (next) show({ status: next, page: 1 });
        }}
        aria-label="Filter orders by status"
        size="small"
        sx={{ mb: 3, flexWrap: 'wrap' }}
      >
        {statuses.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {failed && <Alert severity="error">Failed to load orders</Alert>}
      <TableContainer component={Paper} aria-busy={loading} sx={{ opacity: loading && result ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table aria-label="Merchandise orders" sx={{ minWidth: { sm: 760 } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} sx={cellSx(column)}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!result &&
              !failed &&
              Array.from({ length: 5 }, (_, row) => (
                <TableRow key={row}>
                  <TableCell colSpan={columns.length}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ))}
            {result?.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ textAlign: 'center', py: 4 }}>
                  No orders found for this filter.
                </TableCell>
              </TableRow>
            )}
            {result?.data.map((order) => (
              <TableRow
                key={order.id}
                hover
                tabIndex={0}
                onClick={() => setSelected(order)}
                onKeyDown={openWithKeys(order)}
                sx={{ cursor: 'pointer' }}
                data-testid={`order-row-${order.id}`}
              >
                <TableCell sx={cellSx('Item')}>
                  <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 600 }}>
                    <ItemImage src={order.image} alt="" sx={{ width: 40, height: 40, borderRadius: 1, flex: 'none' }} />
                    {order.itemName}
                  </Typography>
                </TableCell>
                <TableCell sx={cellSx('Customer')}>{order.payerEmail}</TableCell>
                <TableCell sx={cellSx('Payment')}>{order.paymentType}</TableCell>
                <TableCell sx={cellSx('Date')}>{orderDate(order.date)}</TableCell>
                <TableCell sx={cellSx('Quantity')}>{order.quantity}</TableCell>
                <TableCell sx={cellSx('Amount')}>{formatPounds(order.amount)}</TableCell>
                <TableCell sx={cellSx('Status')}>
                  <Chip size="small" label={order.status} color={statusColour[order.status]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => show({ page: next })}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          aria-label="Order pages"
        />
      )}
      {/* The panel steps aside while the question is asked and comes back on Cancel (docs/decisions.md#2026-11-25-no-dialog-over-a-side-panel). */}
      <OrderDetailsPanel
        order={asking ? null : selected}
        onClose={() => setSelected(null)}
        onStep={(order, step) => setAsking({ order, step })}
      />
      <ConfirmDialog
        open={asking !== null}
        title={question.title}
        question={question.question}
        confirmLabel={question.confirmLabel}
        busy={stepping.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={takeStep}
      />
    </AdminPage>
  );
}
