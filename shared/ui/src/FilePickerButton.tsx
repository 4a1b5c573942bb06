import { Box } from '@mui/material';
import { type ChangeEventHandler, type ReactNode, type Ref, useId } from 'react';
import { visuallyHidden } from './visuallyHidden';

interface FilePickerButtonProps {
  /** What the button says, and the input's name. */
  label: string;
  icon?: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** A field in error: shown in the error colour, and the input says it (aria-invalid). */
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
}

/**
 * A file input that looks like an outlined button. The input itself is what the keyboard reaches
 * (Space or Enter opens the file chooser), what a screen reader names by the label, and what a
 * form in error focuses; the label is only its look, so it claims no role of its own (a label made
 * a button is two controls for one, which axe rightly reports).
 */
export function FilePickerButton({ label, icon, error, inputRef, disabled, ...input }: FilePickerButtonProps) {
  const id = useId();
  const colour = error ? 'error.main' : 'primary.main';
  return (
    <Box sx={{ display: 'inline-block', '& input:focus-visible + label': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <Box
        component="input"
        id={id}
        ref={inputRef}
        type="file"
        disabled={disabled}
        aria-invalid={error || undefined}
        sx={visuallyHidden}
        {...input}
      />
      <Box
        component="label"
        htmlFor={id}
        sx={(theme) => ({
          ...theme.typography.button,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 36.5,
          px: '15px',
          borderRadius: 1,
          border: 1,
          borderColor: colour,
          color: colour,
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.5 : 1,
          '&:hover': disabled ? undefined : { bgcolor: 'action.hover' },
        })}
      >
        {icon}
        {label}
      </Box>
    </Box>
  );
}
