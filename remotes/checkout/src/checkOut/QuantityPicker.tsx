import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, Typography } from '@mui/material';

/** Minus/plus between 1 and `max` (what one order may take; never below 1); `describedBy`: a note on that limit. */
export function QuantityPicker({
  value,
  max,
  onChange,
  describedBy,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  describedBy?: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label="Quantity" aria-describedby={describedBy}>
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
