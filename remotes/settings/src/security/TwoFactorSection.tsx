import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage, useStartTwoFactor, useTwoFactorStatus } from '@shared/api';
import type { TwoFactorSetup } from '@shared/domain';
import { useState } from 'react';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TurnOffTwoFactorDialog } from './TurnOffTwoFactorDialog';
import { TwoFactorSetupForm } from './TwoFactorSetupForm';
import { LoadFailed } from '@shared/ui';

export const TEAM_REQUIRES_TWO_FACTOR = 'Your team requires two-factor sign-in. Set it up to use the back office.';

/**
 * Settings > Security: whether the member signs in with a second factor. Turning it on shows the
 * secret (a QR code, and as text), asks for a code of the app, then shows the ten recovery codes
 * this once; turning it off asks for the password again.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data } = status;

  const turnOn = async () => {
    setProblem(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (failure) {
      setProblem(errorMessage(failure, 'Two-factor sign-in could not be set up. Please try again.'));
    }
  };

  let body;
  if (codes) body = <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <TwoFactorSetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  else if (data?.enabled)
    body = (
      <Button variant="outlined" onClick={() => setTurningOff(true)} sx={{ alignSelf: 'flex-start' }}>
        Turn off
      </Button>
    );
  else if (data)
    body = (
      <Button variant="contained" onClick={() => void turnOn()} disabled={start.isPending} sx={{ alignSelf: 'flex-start' }}>
        {start.isPending ? 'Starting...' : 'Turn on'}
      </Button>
    );

  return (
    <Paper component="section" aria-labelledby="two-factor-title" sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h3" component="h2" id="two-factor-title" sx={{ mb: 1 }}>
        Two-factor sign-in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        When you sign in, you also enter a code from an authenticator app on your phone.
      </Typography>
      {status.isError && !data ? (
        <LoadFailed message="Could not load two-factor sign-in." onRetry={() => void status.refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        <Stack spacing={2}>
          <Typography>
            <strong>Status:</strong> <span data-testid="two-factor-status">{data.enabled ? 'On' : 'Off'}</span>
          </Typography>
          {data.required && !data.enabled && <Alert severity="warning">{TEAM_REQUIRES_TWO_FACTOR}</Alert>}
          {problem && <Alert severity="error">{problem}</Alert>}
          {body}
        </Stack>
      )}
      {turningOff && <TurnOffTwoFactorDialog onClose={() => setTurningOff(false)} />}
    </Paper>
  );
}
