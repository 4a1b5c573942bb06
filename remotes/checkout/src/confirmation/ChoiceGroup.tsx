import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * One labelled single choice of the checkout (payment mode, payment option, gender, room). An `error`
 * marks it and is said under it, tied to the group and announced as it appears.
 */
export function ChoiceGroup<Value extends string>({
  id,
  label,
  name,
  value,
  choices,
  error,
  onChange,
}: {
  id?: string;
  label: string;
  name: string;
  value: Value | '';
  choices: Choice<Value>[];
  error?: string;
  onChange: (value: Value) => void;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        id={id}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as Value)}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
