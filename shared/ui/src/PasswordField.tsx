import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { errorProps } from './fieldErrors';
import { OutlinedTextField } from './OutlinedTextField';

interface Props {
  label: string;
  value: string;
  autoComplete: 'current-password' | 'new-password';
  onChange(value: string): void;
  /** Left off where the form reports an empty field with its own message (the login's toast). */
  required?: boolean;
  /** The field's problem, shown under it (docs/conventions.md#form-errors). */
  error?: string;
}

/** A password input with its own show/hide toggle, named after the field it reveals. */
export function PasswordField({ label, value, autoComplete, onChange, required = false, error }: Props) {
  const [shown, setShown] = useState(false);
  const problem = errorProps(error);
  return (
    <OutlinedTextField
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      error={problem.error}
      helperText={problem.helperText}
      slotProps={{
        ...problem.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
                onClick={() => setShown((now) => !now)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
