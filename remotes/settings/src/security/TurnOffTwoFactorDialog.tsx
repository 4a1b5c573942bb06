import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessage, statusOf, useTurnOffTwoFactor } from '@shared/api';
import { TwoFactorOff } from '@shared/domain';
import { focusFirstInvalid } from '@shared/ui';
import { PasswordField } from '@shared/ui/password-field';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';

/**
 * Turning two-factor sign-in off asks for the password again. A wrong password is told under the
 * field; a refusal that is not about it (409: the team requires two-factor sign-in) above it.
 */
export function TurnOffTwoFactorDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const turnOff = useTurnOffTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (turnOff.isPending) return;
    setRefusal(undefined);
    const checked = TwoFactorOff.safeParse({ password });
    if (!checked.success) {
      flushSync(() => setError(checked.error.issues[0].message));
      return focusFirstInvalid(form.current);
    }
    try {
      await turnOff.mutateAsync(checked.data);
      toast.success('Two-factor sign-in is off');
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, 'Two-factor sign-in could not be turned off. Please try again.');
      if (statusOf(failure) === 409) return setRefusal(message);
      flushSync(() => setError(message));
      focusFirstInvalid(form.current);
    }
  };

  return (
    <Dialog open onClose={turnOff.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <form ref={form} noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>Turn off two-factor sign-in</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Enter your password to turn it off. You will then sign in with your password alone.
          </DialogContentText>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
            error={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={turnOff.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={turnOff.isPending}>
            {turnOff.isPending ? 'Turning off...' : 'Turn off'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
