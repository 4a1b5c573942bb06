import { FormControl, FormHelperText, InputLabel, OutlinedInput, type FormHelperTextProps, type OutlinedInputProps } from '@mui/material';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';

interface Props {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** As on a TextField; `errorProps` gives these three for a field's problem. */
  error?: boolean;
  helperText?: ReactNode;
  slotProps?: { input?: Pick<OutlinedInputProps, 'endAdornment'>; formHelperText?: Partial<FormHelperTextProps> };
}

/**
 * The outlined TextField, put together from the same parts MUI's TextField renders it with (same
 * elements, classes, ids and ties between label, input and helper text), for the forms a member
 * meets before signing in. MUI's TextField imports its select and other variants whatever it
 * shows, and with them the menu, popover and modal, which the login page would download for nothing.
 */
export function OutlinedTextField({
  label,
  error = false,
  required = false,
  fullWidth = false,
  helperText,
  slotProps = {},
  ...input
}: Props) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth={fullWidth} {...input} {...slotProps.input} />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
