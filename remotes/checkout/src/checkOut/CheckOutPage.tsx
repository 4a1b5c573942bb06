import { Box, Button, Chip, Divider, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useEvent, useReportEventView } from '@shared/api';
import { discountBadgeText, discountGroupLabel, formatEventSpan, formatPounds, inclVatText, paths, type EventKind } from '@shared/domain';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkoutEventState, clampQuantity, maxQuantity, orderLimitNote, type CheckoutEvent } from '../event/checkoutEvent';
import { CheckoutHeader } from '../event/CheckoutHeader';
import { checkoutStore } from '../event/checkoutStore';
import { EventUnavailable } from '../event/EventUnavailable';
import { LoadingCheckout } from '../event/LoadingCheckout';
import { useRememberedEvent } from '../event/rememberedEvent';
import { useBuyerLimit } from '../event/useBuyerLimit';
import { BoughtCountBadge } from './BoughtCountBadge';
import { EventDescription } from './EventDescription';
import { EventGallery } from './EventGallery';
import { QuantityPicker } from './QuantityPicker';
import { TicketStack } from './TicketStack';
import { useSaleGate } from './useSaleGate';
import { StickyActionBar } from '../mobile/StickyActionBar';
import { QueueGate, useQueueTurn } from '../queue/QueueGate';
import { AmountRow } from '../ui/AmountRow';
import { useOpenAtTop } from '../ui/useOpenAtTop';
import { claimQuery, heldFor, maxPerOrderOf, useClaim } from '../waitingList/claim';
import { ClaimNotice } from '../waitingList/ClaimNotice';

// Only a sold-out event shows it, and its form's checks come with zod: a chunk of its own, so the
// event page a visitor arrives on downloads neither (shared/domain/src/zodFree.test.ts).
const JoinWaitingList = lazy(() => import('../waitingList/JoinWaitingList').then((m) => ({ default: m.JoinWaitingList })));

const exploreLabel: Record<EventKind, string> = { experiences: 'Explore Other Experiences', parties: 'Explore Other Parties' };

/** /{kind}/check-out: the event and the ticket selection (docs/product-rules.md#check-out). */
export function CheckOutPage({ kind }: { kind: EventKind }) {
  const id = useSearchParams()[0].get('event');
  // Fetched on every visit, so a deep link works and the tickets left are current.
  const read = useEvent(kind, id);
  // The answer arrives as an urgent update that would render the whole page in one task; deferred,
  // React renders it in slices and a phone stays responsive (docs/architecture.md#the-event-page-on-a-phone).
  const answer = useDeferredValue(read.data);
  const remembered = useRememberedEvent(kind, id, answer);
  const state = checkoutEventState(kind, id, { data: answer, isError: read.isError }, remembered);
  useOpenAtTop();
  return (
    <>
      <CheckoutHeader event={state.status === 'ready' ? state.event : undefined} backTo={paths[kind]} />
      {state.status === 'ready' ? (
        <EventSelection key={state.event.id} event={state.event} />
      ) : state.status === 'unavailable' ? (
        <EventUnavailable />
      ) : (
        <LoadingCheckout leave={state.status === 'missing'} />
      )}
    </>
  );
}

function EventSelection({ event: shown }: { event: CheckoutEvent }) {
  const navigate = useNavigate();
  // A waiting-list claim link: the tickets its offer holds are this visitor's to order.
  const claim = useClaim(shown.id);
  const event = heldFor(shown, claim);
  const [chosen, setQuantity] = useState(() => checkoutStore.get(event.kind, event.id)?.quantity ?? 1);
  const buyerLimit = useBuyerLimit();
  // A queued event's tickets are for visitors whose turn came (the QueueGate below).
  const admitted = useQueueTurn(event, claim !== undefined);
  const joinWaitingList = (
    <Suspense>
      <JoinWaitingList eventId={event.id} maxPerOrder={maxPerOrderOf(event)} />
    </Suspense>
  );
  const sale = useSaleGate(event);
  const limitNote = orderLimitNote(event, buyerLimit);
  const soldOut = event.ticketsLeft === 0;
  const quantity = soldOut ? 0 : clampQuantity(event, chosen, buyerLimit);
  const badge = discountBadgeText(event.discount, event.discountFor);
  const group = discountGroupLabel(event.discountFor);
  // Shown for the group it is for; the confirmation's summary applies it once the gender is chosen.
  const discountTotal = badge ? event.discount * quantity : 0;
  // The EVENT VIEW figure of the admin's preview: one view per visitor and day (docs/product-rules.md#event-views).
  useReportEventView(event.id);

  const getTicket = () => {
    checkoutStore.update(event.kind, event.id, { quantity });
    navigate(`${paths.confirmation(event.kind)}?event=${encodeURIComponent(event.id)}${claimQuery(claim)}`, {
      state: { event: event.wire, quantity },
    });
  };

  return (
    <Box className="ui-container" sx={{ py: { xs: 3, md: 5 } }}>
      <EventGallery images={event.images} title={event.title} />
      <Box sx={{ display: 'grid', gap: 4, mt: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h2">
            {event.title}
          </Typography>
          <Typography color="text.secondary">{event.address}</Typography>
          {/* The spec's 'Ticket: £price', with what it costs once VAT is added beside it (no drip pricing). */}
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="ticket-price">
            Ticket: {formatPounds(event.price)}{' '}
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '1rem', color: 'text.secondary' }}>
              ({inclVatText(event.price)})
            </Typography>
          </Typography>
          <Typography data-testid="event-when">
            {formatEventSpan({
              day: event.date,
              time: event.time,
              timeZone: event.timeZone,
              endDate: event.endDate,
              endTime: event.endTime,
            })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <BoughtCountBadge event={event} />
            {badge && <Chip label={badge} color="secondary" data-testid="discount-badge" />}
          </Stack>
          <EventDescription event={event} />
          {event.packages.length > 0 && (
            <Box>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                What is included
              </Typography>
              <List dense disablePadding aria-label="Package">
                {event.packages.map((item) => (
                  <ListItem key={item} disableGutters>
                    <ListItemText primary={`• ${item}`} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </Stack>

        <Paper component="section" aria-labelledby="tickets-heading" sx={{ p: 3, alignSelf: 'start' }}>
          <Typography id="tickets-heading" variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Tickets
          </Typography>
          <ClaimNotice claim={claim} event={event} />
          {/* A claim link's offer is its own admission: its tickets wait for this visitor already. */}
          <QueueGate event={event} skip={claim !== undefined} soldOut={joinWaitingList}>
            {soldOut ? (
              // Not while a claim link is being read: its tickets may be this visitor's.
              claim !== 'loading' && joinWaitingList
            ) : (
              <Stack spacing={2}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <QuantityPicker
                    value={quantity}
                    max={maxQuantity(event, buyerLimit)}
                    onChange={(next) => setQuantity(clampQuantity(event, next, buyerLimit))}
                    describedBy={limitNote ? 'order-limit' : undefined}
                  />
                  {event.ticketsLeft <= 20 && (
                    <Typography variant="body2" color="text.secondary">
                      {event.ticketsLeft === 1 ? 'Only 1 ticket left' : `Only ${event.ticketsLeft} tickets left`}
                    </Typography>
                  )}
                </Stack>
                {limitNote && (
                  <Typography id="order-limit" variant="body2" color="text.secondary" sx={{ mt: '8px !important' }}>
                    {limitNote}
                  </Typography>
                )}
                <TicketStack quantity={quantity} title={event.title} image={event.posterImage || event.images[0] || ''} />
                <Divider />
                <AmountRow
                  label={`Sub total (${quantity} x ${formatPounds(event.price)})`}
                  value={formatPounds(event.price * quantity)}
                  testId="sub-total"
                />
                {discountTotal > 0 && (
                  <AmountRow label={`Discount (${group})`} value={`-${formatPounds(discountTotal)}`} testId="discount" />
                )}
              </Stack>
            )}
            <Stack spacing={1.5} sx={{ mt: 3 }}>
              {sale.open ? (
                <Button variant="contained" size="large" onClick={getTicket} disabled={soldOut}>
                  Get Ticket Now
                </Button>
              ) : (
                <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>{sale.shown}</Box>
              )}
              <Button variant="outlined" size="large" onClick={() => navigate(paths[event.kind])}>
                {exploreLabel[event.kind]}
              </Button>
            </Stack>
          </QueueGate>
        </Paper>
      </Box>
      {sale.open && (
        <StickyActionBar
          label="Get tickets"
          detail={`Ticket: ${formatPounds(event.price)} (${inclVatText(event.price)})`}
          onClick={getTicket}
          disabled={soldOut || !admitted}
        />
      )}
    </Box>
  );
}
