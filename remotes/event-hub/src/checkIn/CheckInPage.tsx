import { Alert, AlertTitle, Button, Paper, Stack, TextField } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { errorMessage, ticketApi } from '@shared/api';
import { paths, type CheckInResult } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CameraScanner, canScan } from './CameraScanner';

const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'an earlier time';

/** What the door staff read: a verdict first, then who the ticket belongs to. */
function verdict(answer: CheckInResult): { severity: 'success' | 'warning' | 'error'; title: string; detail: string } {
  const holder = answer.attendeeName ? `${answer.attendeeName}, ticket ${answer.code}` : `Ticket ${answer.code ?? ''}`.trim();
  switch (answer.result) {
    case 'VALID':
      return { severity: 'success', title: 'Valid: let them in', detail: `${holder}. Checked in at ${when(answer.checkedInAt)}.` };
    case 'ALREADY_CHECKED_IN':
      return { severity: 'error', title: 'Already checked in', detail: `${holder} was let in at ${when(answer.checkedInAt)}.` };
    case 'BALANCE_DUE':
      return {
        severity: 'warning',
        title: 'Balance due',
        detail: `${holder}: the order still has instalments to pay. Do not admit until it is paid.`,
      };
    case 'TEST_TICKET':
      return {
        severity: 'error',
        title: 'Test ticket',
        detail: `${holder} was issued by a test site, where no real payment is taken. Do not admit.`,
      };
    case 'VOID':
      return { severity: 'error', title: 'Cancelled ticket', detail: `${holder}. This ticket was cancelled and cannot be used.` };
    case 'UNKNOWN':
      return { severity: 'error', title: 'Unknown ticket', detail: 'No paid ticket has this code. Check it was typed correctly.' };
    case 'FORGED':
      return {
        severity: 'error',
        title: 'Forged ticket',
        detail:
          'This QR code was not issued by us, or was altered: it does not match the ticket it names. Do not admit. If the ticket was renamed, ask for the latest one from their e-mail or booking page.',
      };
  }
}

/** /admin/events/check-in: type or scan a ticket code at the door. */
export function CheckInPage() {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [answer, setAnswer] = useState<CheckInResult>();
  const [failure, setFailure] = useState<string>();
  const scannable = canScan();

  const check = async (value: string) => {
    if (!value.trim()) return setFailure('Enter a ticket code.');
    setChecking(true);
    setFailure(undefined);
    setAnswer(undefined);
    try {
      setAnswer(await ticketApi.checkIn(value));
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
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 640 }}>
        <Stack spacing={2}>
          <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} noValidate>
            <TextField
              label="Ticket code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="7K3M-Q9TX-2HDR-5WNA"
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
