import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface ActionDialogProps {
  title: string;
  /** The confirmation: exactly what will happen. Null while the form (children) is filled in. */
  question: string | null;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the API refused, in its own words. */
  error: string | null;
  onClose(): void;
  /** The form is filled in: check it and, if it is right, ask the question. */
  onReview?(): void;
  /** Back from the question to the form (when there is one). */
  onBack?(): void;
  onConfirm(): void;
  children?: ReactNode;
}

/**
 * Every action of the order page goes through this dialog: its form when it has one, then the
 * question of what will happen, which nothing is done before the admin confirms.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { title, question, confirmLabel, busyLabel, busy, error, onClose, onReview, onBack, onConfirm, children } = props;
  const id = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={question === null ? undefined : `${id}-question`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {question === null ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onReview?.();
          }}
        >
          <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Continue
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogContent>
            <DialogContentText id={`${id}-question`}>{question}</DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onBack ?? onClose} disabled={busy}>
              {onBack ? 'Back' : 'Cancel'}
            </Button>
            <Button onClick={onConfirm} variant="contained" disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
