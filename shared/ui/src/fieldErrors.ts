// Form errors where they happen (docs/conventions.md#form-errors): the field in error is marked,
// says why under it, and the first one takes the focus; the form's toast stays as well.

/** Each field's problem, by the field's name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first problem of each field, from the issues of a failed zod parse (in the form's order). */
export function fieldErrorsOf<Field extends string>(issues: readonly Issue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { path, message } of issues) {
    const field = String(path[0]) as Field;
    errors[field] ??= message;
  }
  return errors;
}

/** An update of a form's errors that drops one field's, for when the field is changed. */
export function withoutError<Field extends string>(field: Field) {
  return (errors: FieldErrors<Field>): FieldErrors<Field> => {
    const { [field]: _changed, ...others } = errors;
    return others as FieldErrors<Field>;
  };
}

/**
 * A TextField's props for its problem: marked invalid, the message as its helper text (which MUI
 * ties to the input with aria-describedby) read out as it appears (role="alert"), or the field's
 * usual hint when there is no problem.
 */
export function errorProps(message: string | undefined, hint?: string) {
  return {
    error: Boolean(message),
    helperText: message ?? hint,
    slotProps: { formHelperText: message ? { role: 'alert' } : {} },
  };
}

/** Moves the focus to the first field marked invalid in `form`, once the errors have rendered. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
