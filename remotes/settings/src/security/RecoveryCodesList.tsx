import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { saveFile } from '@shared/ui';
import { useEffect, useRef } from 'react';

/** The file "Download codes" saves. */
export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

/** The ten recovery codes, shown this once, right after two-factor sign-in is turned on. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const download = () =>
    saveFile(
      new Blob([`Recovery codes: each works once, instead of a code from your app.\n\n${codes.join('\n')}\n`], { type: 'text/plain' }),
      RECOVERY_CODES_FILE,
    );
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Typography variant="h4" component="h3" id="recovery-codes-title" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        Your recovery codes
      </Typography>
      <Typography>
        If you lose your phone, sign in with one of these instead of a code from your app; each works once. Keep them somewhere safe: they
        are shown only this once.
      </Typography>
      <Box
        component="ol"
        aria-labelledby="recovery-codes-title"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={download}>
          Download codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
