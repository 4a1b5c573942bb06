import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useJoinWaitingList } from '@shared/api';
import { WaitingListJoin } from '@shared/domain';
import { errorProps, fieldErrorsOf, focusFirstInvalid, withoutError, type FieldErrors } from '@shared/ui';
import { flushSync } from 'react-dom';
import { useId, useRef, useState, type FormEvent } from 'react';

type Field = 'email';

/**
 * 'Join the waiting list' of a sold-out event (docs/product-rules.md#waiting-list): an e-mail and
 * the tickets wanted, up to what one order of the event may take; once in line, the place. Its own
 * component so every sold-out screen of the check-out (the event page, the queue's) offers the same.
 */
export function JoinWaitingList({ eventId, maxPerOrder }: { eventId: string; maxPerOrder: number }) {
  const join = useJoinWaitingList(eventId);
  const [email, setEmail] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  if (join.data) {
    return (
      <Alert severity="success" role="status" data-testid="waiting-list-joined">
        You are number {join.data.position} on the waiting list. We will e-mail {email.trim()} as soon as tickets come free.
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WaitingListJoin.safeParse({ email, quantity });
    if (!parsed.success) {
      flushSync(() => setErrors(fieldErrorsOf<Field>(parsed.error.issues)));
      focusFirstInvalid(form.current);
      return;
    }
    join.mutate(parsed.data);
  };

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Alert severity="warning">This event is sold out.</Alert>
        <Typography id={headingId} variant="h4" component="h4" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          Join the waiting list
        </Typography>
        <Typography variant="body2" color="text.secondary">
          When tickets come free, the next person in line gets an e-mail with a link that holds them for a while.
        </Typography>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors(withoutError<Field>('email'));
          }}
          {...errorProps(errors.email)}
        />
        <TextField
          select
          label="Tickets wanted"
          value={quantity}
          onChange={(e) => setQuantity(Number(e.target.value))}
          fullWidth
          slotProps={{ select: { native: true } }}
        >
          {Array.from({ length: maxPerOrder }, (_, i) => i + 1).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </TextField>
        {join.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(join.error, 'Could not join the waiting list. Please try again.')}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={join.isPending}>
          {join.isPending ? 'Joining...' : 'Join the waiting list'}
        </Button>
      </Stack>
    </Box>
  );
}
