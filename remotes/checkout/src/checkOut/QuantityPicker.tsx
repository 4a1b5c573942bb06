import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, Typography } from '@mui/material';

/** Minus/plus between 1 and `max` (what is left of the event; never below 1). */
export function QuantityPicker({ value, max, onChange }: { value: number; max: number; onChange: (quantity: number) => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label="Quantity">
      <IconButton
        aria-label="Decrease quantity"
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label="Quantity"
        data-testid="quantity"
        sx={{ minWidth: 40, textAlign: 'center', fontSize: '1.25rem', fontWeight: 700 }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label="Increase quantity"
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
