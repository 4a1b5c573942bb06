import { Box, Button, Stack, Typography } from '@mui/material';
import { errorMessage, signInApi } from '@shared/api/sign-in';
import type { AdminUser } from '@shared/domain';
import { errorProps, OutlinedTextField, toastShort } from '@shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';

interface Props {
  /** What the password step answered: proof of the password, for a few minutes. */
  challenge: string;
  onSignedIn: (token: string, admin: AdminUser) => void;
  onBack: () => void;
}

/**
 * The second step of signing in for a member with two-factor sign-in on
 * (docs/product-rules.md#two-factor-sign-in): a code of their authenticator app, or one of their
 * recovery codes, each of those good once.
 */
export function SecondFactorForm({ challenge, onSignedIn, onBack }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError('Enter the code from your app');
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { token, admin } = await signInApi.loginSecondFactor({ challenge, code: code.trim() });
      onSignedIn(token, admin);
    } catch (failure) {
      const message = errorMessage(failure, 'Invalid code');
      setError(message);
      toast.error(message, toastShort);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Two-factor sign-in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography>
      <Stack spacing={2}>
        <OutlinedTextField
          label="Authentication code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          inputRef={field}
          {...errorProps(error)}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Checking...' : 'Verify'}
        </Button>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
      </Stack>
    </Box>
  );
}
