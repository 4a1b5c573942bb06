import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { errorProps } from '@shared/ui';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { PromoCodeState } from './usePromoCode';

/** The checkout's 'Promo code' field with Apply, or the code applied with Remove. */
export function PromoCodeField({ promo }: { promo: PromoCodeState }) {
  const input = useRef<HTMLInputElement>(null);
  // A refused code takes the focus back to the field, whose message says why (form errors convention).
  useEffect(() => {
    if (promo.error) input.current?.focus();
  }, [promo.error]);

  if (promo.applied) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography data-testid="promo-applied">
          Promo code <strong>{promo.applied.code}</strong> applied
        </Typography>
        <Button
          variant="text"
          // The button goes with the code: the keyboard's focus goes to the field that comes back.
          onClick={() => {
            flushSync(promo.remove);
            input.current?.focus();
          }}
          aria-label={`Remove promo code ${promo.applied.code}`}
        >
          Remove
        </Button>
      </Stack>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label="Promo code"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void promo.apply();
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <TextField
          label="Promo code"
          size="small"
          fullWidth
          value={promo.text}
          onChange={(changed) => promo.change(changed.target.value)}
          inputRef={input}
          autoComplete="off"
          {...errorProps(promo.error)}
        />
        <Button type="submit" variant="outlined" disabled={promo.checking} sx={{ minHeight: 40 }}>
          Apply
        </Button>
      </Stack>
    </Box>
  );
}
