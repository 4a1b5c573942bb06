import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { errorMessage, leaveQueue, useQueuePlace } from '@shared/api';
import { type QueueState, WAITING_ROOM_OPENS_MINUTES } from '@shared/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { SaleCountdown } from '@shared/ui/countdown';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { waitText } from './waitText';

export const QUEUE_TEXTS = {
  joining: 'Joining the queue…',
  heading: 'You are in the queue',
  drawAtOnSale:
    'Everyone who arrives before tickets go on sale gets a random place in line when the sale starts, so there is no need to refresh.',
  keepPage: 'Keep this page open: it moves on by itself when your turn comes.',
  yourTurn: 'It is your turn: choose your tickets.',
  turnPassed: 'Your turn to buy has passed.',
  joinAgain: 'Join the queue again',
  soldOut: 'This event is sold out.',
  failed: 'We could not get you a place in the queue.',
} as const;

/** When the waiting room of an event opens (ms), or null when its queue is open already. */
function roomOpensAt(event: CheckoutEvent): number | null {
  const onSaleAt = event.wire.onSaleAt;
  return onSaleAt ? Date.parse(onSaleAt) - WAITING_ROOM_OPENS_MINUTES * 60_000 : null;
}

/** Whether the waiting room is open now; turns true by itself when its time comes. */
function useRoomOpen(event: CheckoutEvent): boolean {
  const opensAt = roomOpensAt(event);
  const [open, setOpen] = useState(() => opensAt === null || Date.now() >= opensAt);
  useEffect(() => {
    if (open || opensAt === null) return;
    const timer = window.setTimeout(() => setOpen(true), Math.max(0, opensAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [open, opensAt]);
  return open;
}

/** Whether the visitor may have the event's tickets now: it does not queue, or their turn came. */
export function useQueueTurn(event: CheckoutEvent, skip = false): boolean {
  const queued = event.wire.useQueue && !skip;
  const open = useRoomOpen(event);
  const place = useQueuePlace(event.id, queued && open);
  return !queued || Boolean(place.data?.admitted && place.data.admissionToken);
}

/**
 * The on-sale queue in front of an event's tickets (docs/product-rules.md#on-sale-queue). An event
 * that does not queue, or whose waiting room is not open yet, shows `children` (the tickets, or
 * their on-sale countdown); in the room the visitor sees their place and wait, updated by itself,
 * until their turn, then the tickets; `soldOut` is shown to everyone still waiting when none are left.
 * `skip` lets a visitor past without queueing.
 */
export function QueueGate({
  event,
  children,
  soldOut,
  skip = false,
}: {
  event: CheckoutEvent;
  children: ReactNode;
  /** What everyone still waiting is shown once the event sells out (the waiting list). */
  soldOut?: ReactNode;
  /** No queue for this visitor (a waiting-list claim holds their tickets already). */
  skip?: boolean;
}) {
  const queued = event.wire.useQueue && !skip;
  const open = useRoomOpen(event);
  const place = useQueuePlace(event.id, queued && open);
  if (!queued || !open) return children;
  if (place.isPending) {
    return (
      <Stack spacing={1} role="status">
        <Typography>{QUEUE_TEXTS.joining}</Typography>
        <LinearProgress aria-label={QUEUE_TEXTS.joining} />
      </Stack>
    );
  }
  if (place.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void place.refetch()}>Try again</Button>}>
        {errorMessage(place.error, QUEUE_TEXTS.failed)}
      </Alert>
    );
  }
  const state = place.data;
  if (state.admitted && state.admissionToken) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{QUEUE_TEXTS.yourTurn}</Alert>
        {children}
      </Stack>
    );
  }
  if (state.soldOut) return soldOut ?? <Alert severity="warning">{QUEUE_TEXTS.soldOut}</Alert>;
  if (state.admitted) {
    return (
      <Alert
        severity="info"
        action={
          <Button
            onClick={() => {
              leaveQueue(event.id);
              void place.refetch();
            }}
          >
            {QUEUE_TEXTS.joinAgain}
          </Button>
        }
      >
        {QUEUE_TEXTS.turnPassed}
      </Alert>
    );
  }
  return <WaitingRoom state={state} event={event} />;
}

function WaitingRoom({ state, event }: { state: QueueState; event: CheckoutEvent }) {
  return (
    <Box component="section" aria-labelledby="queue-heading" data-testid="waiting-room">
      <Typography id="queue-heading" variant="h4" component="h4" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {QUEUE_TEXTS.heading}
      </Typography>
      {/* Before the on-sale time, the same countdown as the event page's. */}
      {state.waitingForOnSale && event.onSaleAt && (
        <Box sx={{ mb: 2 }}>
          <SaleCountdown onSaleAt={event.onSaleAt} timeZone={event.timeZone} />
        </Box>
      )}
      {/* Read out when the place or wait changes (every few seconds at most), not on every render. */}
      <Stack spacing={1} aria-live="polite">
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="queue-position">
          {state.waitingForOnSale ? `Your place for now: ${state.position}` : `Your place in line: ${state.position}`}
        </Typography>
        <Typography data-testid="queue-wait">Estimated wait: {waitText(state.estimatedWaitSeconds)}</Typography>
      </Stack>
      <LinearProgress sx={{ my: 2 }} aria-label="Waiting for your turn" />
      {state.waitingForOnSale && <Typography color="text.secondary">{QUEUE_TEXTS.drawAtOnSale}</Typography>}
      <Typography color="text.secondary">{QUEUE_TEXTS.keepPage}</Typography>
    </Box>
  );
}
