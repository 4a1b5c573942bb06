import { Alert, AlertTitle, Button, Divider, Paper, Stack, TextField } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { errorMessage } from '@shared/api';
import { paths, type CheckInResult } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CameraScanner, canScan } from './CameraScanner';
import { DoorSetup } from './DoorSetup';
import { DoorStatus } from './DoorStatus';
import { useInstallable } from './installable';
import { useDoor } from './useDoor';
import { verdict } from './verdicts';

/**
 * /admin/events/check-in: type or scan a ticket code at the door. A USB scanner that types the code
 * and presses Enter works as the keyboard does. With an event's tickets downloaded, the door keeps
 * checking people in without a connection (docs/product-rules.md#offline-check-in).
 */
export function CheckInPage() {
  const door = useDoor();
  useInstallable();
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [answer, setAnswer] = useState<CheckInResult>();
  const [failure, setFailure] = useState<string>();
  const scannable = canScan();
  const unnamed = door.list !== undefined && !door.device.trim();

  const check = async (value: string) => {
    if (!value.trim()) return setFailure('Enter a ticket code.');
    if (unnamed) return setFailure('Name this device before checking in.');
    setChecking(true);
    setFailure(undefined);
    setAnswer(undefined);
    try {
      setAnswer(await door.check(value));
      // Selected, so the next code typed or sent by a scanner replaces this one.
      field.current?.select();
    } catch (error) {
      setFailure(errorMessage(error, 'The ticket could not be checked. Try again.'));
    } finally {
      setChecking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  const scanned = (value: string) => {
    setScanning(false);
    setCode(value);
    void check(value);
  };

  const shown = answer && verdict(answer);
  return (
    <AdminPage
      title="Ticket check-in"
      actions={
        <Button component={RouterLink} to={paths.admin.events} startIcon={<ArrowBack />}>
          Back
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
        <Stack spacing={2}>
          <DoorSetup door={door} />
          <Divider />
          {door.list ? (
            <DoorStatus door={door} />
          ) : (
            !door.online && <Alert severity="warning">Offline: download an event's tickets to check in without a connection.</Alert>
          )}
          <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} noValidate>
            <TextField
              label="Ticket code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="7K3M-Q9TX-2HDR-5WNA"
              inputRef={field}
              autoFocus
              autoComplete="off"
              fullWidth
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" disabled={checking} sx={{ whiteSpace: 'nowrap', px: 4 }}>
              {checking ? 'Checking...' : 'Check in'}
            </Button>
          </Stack>
          {scannable &&
            (scanning ? (
              <CameraScanner onCode={scanned} onClose={() => setScanning(false)} />
            ) : (
              <Button variant="outlined" startIcon={<QrCodeScanner />} onClick={() => setScanning(true)} sx={{ alignSelf: 'flex-start' }}>
                Scan with camera
              </Button>
            ))}
          <div aria-live="polite">
            {shown && (
              <Alert severity={shown.severity} variant="filled">
                <AlertTitle>{shown.title}</AlertTitle>
                {shown.detail}
              </Alert>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </div>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
