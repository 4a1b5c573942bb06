import { Chip, Stack, TextField } from '@mui/material';
import { addVariant } from '@shared/domain';
import { type KeyboardEvent, useState } from 'react';

/** A variant is added on Enter, trimmed, never twice; each one can be removed. */
export function VariantsField({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const [typed, setTyped] = useState('');
  const add = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter would otherwise submit the whole form.
    event.preventDefault();
    onChange(addVariant(value, typed));
    setTyped('');
  };
  return (
    <Stack spacing={1}>
      <TextField
        label="Variants"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={add}
        helperText="Type a colour or size and press Enter"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {value.length > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {value.map((variant) => (
            <Chip key={variant} label={variant} onDelete={() => onChange(value.filter((other) => other !== variant))} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
