import { Divider, Stack, Typography } from '@mui/material';
import { DEPOSIT_PERCENT, formatPounds, kindOfSegment, priceOrder, VAT_PERCENT, type PriceBreakdown } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { formatDeadline } from '../event/deadline';
import type { AppliedPromo } from '../promo/usePromoCode';
import { AmountRow } from '../ui/AmountRow';
import type { CheckoutFormValues } from './checkoutForm';

/**
 * The charge as the server will compute it: the same `priceOrder` (docs/product-rules.md#pricing).
 * A promo code comes as the pence the server answered it takes off these choices, which priceOrder
 * takes off as they are, so its VAT and instalments are the server's too.
 */
export function priceOf(
  event: CheckoutEvent,
  quantity: number,
  form: CheckoutFormValues,
  promo?: AppliedPromo,
): PriceBreakdown | undefined {
  if (!form.room || !form.gender) return undefined;
  return priceOrder({
    kind: kindOfSegment(event.kind).word,
    price: event.price,
    accommodationPriceSingle: event.accommodationPriceSingle,
    accommodationPriceShared: event.accommodationPriceShared,
    discount: event.discount,
    discountFor: event.discountFor,
    quantity,
    room: form.room,
    gender: form.gender,
    instalment: form.instalment,
    ...(promo && promo.discount > 0 ? { promo: { kind: 'AMOUNT' as const, value: promo.discount } } : {}),
  });
}

/** The summary panel: what is bought and exactly what will be charged today. */
export function SummaryPanel({
  event,
  quantity,
  form,
  promo,
}: {
  event: CheckoutEvent;
  quantity: number;
  form: CheckoutFormValues;
  promo?: AppliedPromo;
}) {
  const price = priceOf(event, quantity, form, promo);
  const eventDiscount = price ? price.discount - price.promoDiscount : 0;
  return (
    <Stack spacing={1.5} data-testid="summary">
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
        Summary
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{event.title}</Typography>
      <AmountRow
        label={`Tickets (${quantity} x ${formatPounds(event.price)})`}
        value={formatPounds(event.price * quantity)}
        testId="summary-tickets"
      />
      {!price ? (
        <Typography color="text.secondary">Choose your gender and room to see the amount due.</Typography>
      ) : (
        <>
          {price.accommodationUnit > 0 && (
            <AmountRow
              label={`Accommodation (${quantity} x ${formatPounds(price.accommodationUnit)})`}
              value={formatPounds(price.accommodationUnit * quantity)}
            />
          )}
          <Divider />
          {/* Sub total, Discount and Promo code (only when there is one), VAT, Total: every line that makes the charge. */}
          <AmountRow label="Sub total" value={formatPounds(price.base)} testId="summary-subtotal" />
          {eventDiscount > 0 && <AmountRow label="Discount" value={`-${formatPounds(eventDiscount)}`} testId="summary-discount" />}
          {promo && price.promoDiscount > 0 && (
            <AmountRow label={`Promo code (${promo.code})`} value={`-${formatPounds(price.promoDiscount)}`} testId="summary-promo" />
          )}
          {price.instalments.length > 0 && (
            <>
              <AmountRow label="Order total (before VAT)" value={formatPounds(price.total)} testId="summary-total" />
              <AmountRow label={`First instalment (${DEPOSIT_PERCENT}%)`} value={formatPounds(price.dueNow)} />
            </>
          )}
          <AmountRow label={`VAT (${VAT_PERCENT}%)`} value={formatPounds(price.vat)} testId="summary-vat" />
          <AmountRow
            label={price.instalments.length > 0 ? 'Total due today' : 'Total'}
            value={formatPounds(price.charge)}
            testId="summary-grand-total"
            strong
          />
          {price.instalments.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="summary-instalments">
              Then {price.instalments.length} instalments of {price.instalments.map(formatPounds).join(', ')} (plus VAT) on/before{' '}
              {formatDeadline(event.instalmentDeadline)}.
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
