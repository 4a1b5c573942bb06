import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useConfirmTwoFactor } from '@shared/api';
import { TwoFactorCode, type TwoFactorSetup } from '@shared/domain';
import { errorProps, focusFirstInvalid } from '@shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** 'JBSWY3DPEHPK3PXP' => 'JBSW Y3DP EHPK 3PXP': easier to type into an app. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code, an SVG document, as an image address. */
const imageOf = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface Props {
  setup: TwoFactorSetup;
  onCancel(): void;
  onConfirmed(recoveryCodes: string[]): void;
}

/** The secret of a new set-up, to scan or type into the app, and the code that proves the app has it. */
export function TwoFactorSetupForm({ setup, onCancel, onConfirmed }: Props) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The Turn on button is gone: the keyboard goes on from the new step's heading.
  useEffect(() => heading.current?.focus(), []);

  const refuse = (message: string) => {
    flushSync(() => setError(message));
    focusFirstInvalid(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const checked = TwoFactorCode.safeParse({ code });
    if (!checked.success) return refuse(checked.error.issues[0].message);
    try {
      onConfirmed(await confirm.mutateAsync(checked.data));
    } catch (failure) {
      refuse(errorMessage(failure, 'The code could not be checked. Please try again.'));
    }
  };

  const problem = errorProps(error, 'The code changes every 30 seconds.');

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h3" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        Set up your authenticator app
      </Typography>
      <Typography>Scan this QR code with an authenticator app, then enter the 6-digit code it shows.</Typography>
      <Box
        component="img"
        src={imageOf(setup.qrSvg)}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        sx={{ bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Setup key (to type instead of scanning)
        </Typography>
        <Typography
          component="dd"
          data-testid="two-factor-secret"
          sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere' }}
        >
          {groupedSecret(setup.secret)}
        </Typography>
      </Box>
      <Stack component="form" ref={form} noValidate onSubmit={submit} spacing={2} aria-label="Confirm two-factor sign-in">
        <TextField
          label="6-digit code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          autoComplete="one-time-code"
          required
          sx={{ maxWidth: 240 }}
          {...problem}
          slotProps={{ ...problem.slotProps, htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking...' : 'Confirm'}
          </Button>
          <Button onClick={onCancel} disabled={confirm.isPending}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
