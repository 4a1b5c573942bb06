import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** One labelled single choice of the checkout (payment mode, payment option, gender, room). */
export function ChoiceGroup<Value extends string>({
  label,
  name,
  value,
  choices,
  onChange,
}: {
  label: string;
  name: string;
  value: Value | '';
  choices: Choice<Value>[];
  onChange: (value: Value) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={name} value={value} onChange={(e) => onChange(e.target.value as Value)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
