import { Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { formatPounds, type MerchandiseOrder } from '@shared/domain';
import { SidePanel } from '@shared/ui';
import type { ReactNode } from 'react';
import { ITEM_IMAGE_RATIO, ItemImage } from '../ItemImage';
import { orderDate, statusColour } from './orderFormat';

interface Props {
  order: MerchandiseOrder | null;
  onClose(): void;
  onConfirm(order: MerchandiseOrder): void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</Typography>
    </Stack>
  );
}

/** The right side panel of an order row: the order as the API has it; Pending ones can be confirmed. */
export function OrderDetailsPanel({ order, onClose, onConfirm }: Props) {
  return (
    <SidePanel open={order !== null} title="Order Details" onClose={onClose}>
      {order && (
        <>
          <Stack spacing={2}>
            <ItemImage src={order.image} alt={order.itemName} sx={{ aspectRatio: ITEM_IMAGE_RATIO, height: 'auto', borderRadius: 2 }} />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h6" component="h3">
                {order.itemName}
              </Typography>
              <Chip label={order.status} color={statusColour[order.status]} />
            </Stack>
            <Row label="Order">#{order.id}</Row>
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Customer
            </Typography>
            <Row label="Email">{order.payerEmail}</Row>
            <Row label="Payment type">{order.paymentType}</Row>
            <Row label="Order date">{orderDate(order.date)}</Row>
            <Row label="Delivery date">{orderDate(order.deliveryDate)}</Row>
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Totals
            </Typography>
            <Row label="Quantity">{order.quantity}</Row>
            <Row label="Unit price">{formatPounds(Math.round(order.amount / order.quantity))}</Row>
            <Row label="Total amount">{formatPounds(order.amount)}</Row>
          </Stack>
          {order.status === 'Pending' && (
            <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={() => onConfirm(order)}>
              Confirm Order
            </Button>
          )}
        </>
      )}
    </SidePanel>
  );
}
