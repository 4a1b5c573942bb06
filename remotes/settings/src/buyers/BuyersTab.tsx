import { Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, statusOf, useBuyer } from '@shared/api';
import { BuyerEmailParams, EMAIL_MAX } from '@shared/domain';
import { errorProps, focusFirstInvalid, LoadFailed } from '@shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BuyerSummaryCard } from './BuyerSummaryCard';
import { ErasureRule } from './ErasureRule';

export const NOTHING_HELD = 'Nothing is held about this e-mail address.';
const ENTER_EMAIL = 'Please enter an e-mail address';

/**
 * Settings > Buyer data (owners and admins): what is held about a buyer's e-mail address, its
 * export as a file, and its erasure; and the team's rule for erasing buyers on its own.
 */
export function BuyersTab() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [searched, setSearched] = useState<string | null>(null);
  const buyer = useBuyer(searched);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const checked = BuyerEmailParams.safeParse({ email: typed });
    if (!typed || !checked.success) {
      flushSync(() => setError(typed ? checked.error?.issues[0].message : ENTER_EMAIL));
      return focusFirstInvalid(form.current);
    }
    const asked = typed.toLowerCase();
    if (asked === searched) void buyer.refetch();
    else setSearched(asked);
  };

  const erased = () => {
    setSearched(null);
    setEmail('');
    // Once the dialog has closed and given the focus back: the next buyer can be typed at once.
    setTimeout(() => form.current?.querySelector('input')?.focus(), 0);
  };

  let result = null;
  if (searched !== null) {
    if (buyer.isError && statusOf(buyer.error) === 404)
      result = (
        <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
          {NOTHING_HELD}
        </Typography>
      );
    else if (buyer.isError)
      result = (
        <LoadFailed
          message={errorMessage(buyer.error, 'Could not look the buyer up. Please try again.')}
          onRetry={() => void buyer.refetch()}
        />
      );
    else if (!buyer.data) result = <Skeleton variant="rounded" height={200} />;
    else result = <BuyerSummaryCard summary={buyer.data} onErased={erased} />;
  }

  const problem = errorProps(error, 'The address the buyer ordered with, in any letter case.');
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Paper component="section" aria-labelledby="find-buyer-title" sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" id="find-buyer-title" sx={{ mb: 1 }}>
          Buyer data
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Find what is held about a buyer, to send them a copy or to erase it when they ask.
        </Typography>
        <Stack
          component="form"
          ref={form}
          noValidate
          onSubmit={submit}
          role="search"
          aria-label="Find a buyer"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="Buyer's e-mail address"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            autoComplete="off"
            required
            fullWidth
            {...problem}
            slotProps={{ ...problem.slotProps, htmlInput: { maxLength: EMAIL_MAX } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
            Find
          </Button>
        </Stack>
      </Paper>
      {result}
      <ErasureRule />
    </Stack>
  );
}
