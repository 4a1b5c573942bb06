import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { errorMessage, useEraseBuyer } from '@shared/api';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { count } from '../format';

/** Exactly what erasing does. */
export const ERASE_EXPLANATION =
  'Their name, e-mail, phone and address are replaced on every order, ticket and payment. Amounts, dates and references stay for the accounts. This cannot be undone.';

interface Props {
  email: string;
  onClose(): void;
  onErased(): void;
}

/** Erases a buyer once the e-mail address has been typed again: a slip of the mouse cannot do it. */
export function EraseBuyerDialog({ email, onClose, onErased }: Props) {
  const id = useId();
  const erase = useEraseBuyer();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();

  const confirm = async () => {
    if (!matches || erase.isPending) return;
    setError(null);
    try {
      const erased = await erase.mutateAsync(email);
      toast.success(
        `The buyer was erased: ${count(erased.orders, 'order')}, ${count(erased.tickets, 'ticket')}, ${count(erased.payments, 'payment')} and ${count(erased.merchandiseOrders, 'merchandise order')}.`,
      );
      onClose();
      onErased();
    } catch (failure) {
      setError(errorMessage(failure, 'The buyer could not be erased. Please try again.'));
    }
  };

  return (
    <Dialog
      open
      onClose={erase.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-explanation`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
          Erase {email}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-explanation`} sx={{ mb: 2 }}>
            {ERASE_EXPLANATION}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Type the e-mail address again to confirm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={erase.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!matches || erase.isPending}>
            {erase.isPending ? 'Erasing...' : 'Erase buyer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
