import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useDoorEvents } from '@shared/api';
import { DEVICE_NAME_MAX, formatEventDate } from '@shared/domain';
import { useState } from 'react';
import type { Door } from './useDoor';

const downloadedAt = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The door's set-up: this device's name, and the event whose list it keeps for checking in offline. */
export function DoorSetup({ door }: { door: Door }) {
  const events = useDoorEvents();
  const [eventId, setEventId] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const named = door.device.trim().length > 0;

  const download = async (id: string) => {
    setDownloading(true);
    setFailure(undefined);
    try {
      await door.download(id);
    } catch (error) {
      setFailure(errorMessage(error, 'The tickets could not be downloaded. Check the connection and try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="Device name"
        value={door.device}
        onChange={(event) => door.setDevice(event.target.value)}
        placeholder="Door 1"
        helperText="Shown to the other doors when a ticket this device let in is scanned again."
        slotProps={{ htmlInput: { maxLength: DEVICE_NAME_MAX } }}
        size="small"
      />
      {door.list ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flex: 1 }}>
            Checking in <strong>{door.list.event.title}</strong>, {formatEventDate(door.list.event.day)}. Tickets downloaded at{' '}
            {downloadedAt(door.list.downloadedAt)}.
          </Typography>
          <Button onClick={() => void download(door.list!.event.id)} disabled={!door.online || downloading}>
            Download again
          </Button>
          <Button onClick={door.leave} disabled={door.waiting > 0} title={door.waiting > 0 ? 'Sync the waiting scans first' : undefined}>
            Change event
          </Button>
        </Stack>
      ) : (
        door.canKeepList && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              select
              label="Event"
              value={eventId}
              onChange={(event) => setEventId(event.target.value)}
              size="small"
              sx={{ flex: 1 }}
              disabled={!events.data}
              helperText="Its tickets are kept on this device, to keep checking in without a connection."
            >
              {(events.data ?? []).map((event) => (
                <MenuItem key={event.id} value={event.id}>
                  {event.title}, {formatEventDate(event.day)} {event.time}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() => void download(eventId)}
              disabled={!eventId || !named || downloading || !door.online}
              sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
            >
              {downloading ? 'Downloading...' : 'Download tickets'}
            </Button>
          </Stack>
        )
      )}
      {door.list && !named && <Alert severity="warning">Name this device before checking in.</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
