import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessage, useOfferWaitingListEntry, useRemoveWaitingListEntry } from '@shared/api';
import type { WaitingListEntry } from '@shared/domain';
import { useId } from 'react';
import { toast } from 'react-toastify';

/** What an admin asked to do to one entry of a waiting list. */
export interface EntryAction {
  kind: 'offer' | 'remove';
  entry: WaitingListEntry;
}

const tickets = (quantity: number) => `${quantity} ${quantity === 1 ? 'ticket' : 'tickets'}`;

/** Each action in words saying exactly what will happen and who is e-mailed. */
const wording = {
  offer: {
    title: 'Offer tickets now',
    question: ({ email, quantity }: WaitingListEntry) =>
      `Offer ${tickets(quantity)} to ${email} now, ahead of anyone before them? They will get an e-mail with a link that holds the tickets for them for a limited time.`,
    confirm: 'Offer now',
    done: ({ email }: WaitingListEntry) => `Tickets offered to ${email}`,
  },
  remove: {
    title: 'Remove from the waiting list',
    question: ({ email, status }: WaitingListEntry) =>
      `Remove ${email} from the waiting list?${status === 'OFFERED' ? ' Their open offer ends and its tickets go back on sale.' : ''} They are not e-mailed.`,
    confirm: 'Remove',
    done: ({ email }: WaitingListEntry) => `${email} removed from the waiting list`,
  },
};

/** Asks before an action on an entry; a refusal (the tickets no longer fit, the entry moved on) is shown in the dialog. */
export function EntryActionDialog({ action, onClose }: { action: EntryAction | null; onClose(): void }) {
  const id = useId();
  const offer = useOfferWaitingListEntry();
  const remove = useRemoveWaitingListEntry();
  const write = action?.kind === 'offer' ? offer : remove;
  const words = action && wording[action.kind];
  const close = () => {
    offer.reset();
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!action || !words) return;
    write.mutate(action.entry.id, {
      onSuccess: () => {
        toast.success(words.done(action.entry));
        close();
      },
    });
  };
  return (
    <Dialog
      open={action !== null}
      onClose={write.isPending ? undefined : close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      {action && words && (
        <>
          <DialogTitle id={`${id}-title`}>{words.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-text`}>{words.question(action.entry)}</DialogContentText>
            {write.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(write.error, 'That did not work. Please try again.')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={write.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} variant="contained" color={action.kind === 'remove' ? 'error' : 'primary'} disabled={write.isPending}>
              {words.confirm}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
