import { Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { formatPounds, type MerchandiseOrder } from '@shared/domain';
import type { MerchandiseOrderStep } from '@shared/api';
import { SidePanel } from '@shared/ui';
import type { ReactNode } from 'react';
import { ITEM_IMAGE_RATIO, ItemImage } from '../ItemImage';
import { orderDate, statusColour } from './orderFormat';
import { useCan } from '@shared/auth';

interface Props {
  order: MerchandiseOrder | null;
  onClose(): void;
  /** The admin asked to take the order a step on. */
  onStep(order: MerchandiseOrder, step: MerchandiseOrderStep): void;
}

/** The step each status can take, and its button: Pending ones are confirmed, Confirmed ones delivered. */
const nextStep: Partial<Record<MerchandiseOrder['status'], { step: MerchandiseOrderStep; label: string }>> = {
  Pending: { step: 'confirm', label: 'Confirm Order' },
  Confirmed: { step: 'deliver', label: 'Mark as Delivered' },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</Typography>
    </Stack>
  );
}

/** The right side panel of an order row: the order as the API has it, and its next step when it has one. */
export function OrderDetailsPanel({ order, onClose, onStep }: Props) {
  // Confirming and delivering are for owners and admins; finance reads the orders.
  const mayStep = useCan('merchandise:write');
  const next = order && mayStep ? nextStep[order.status] : undefined;
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
          {next && (
            <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={() => onStep(order, next.step)}>
              {next.label}
            </Button>
          )}
        </>
      )}
    </SidePanel>
  );
}
