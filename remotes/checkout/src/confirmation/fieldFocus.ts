import type { CheckedField } from './validateCheckout';

/** The element id of a checked field: a text field's input, or a choice's radio group. */
export const fieldId = (field: CheckedField) => `checkout-${field}`;

/**
 * Moves focus to a field in error: a text field's input, or a choice's chosen (else first) radio.
 * Not @shared/ui's focusFirstInvalid: a choice marks its radio group invalid (where ARIA allows
 * aria-invalid), and a group cannot take the focus itself.
 */
export function focusField(field: CheckedField): void {
  const element = document.getElementById(fieldId(field));
  if (element?.getAttribute('role') === 'radiogroup') {
    (element.querySelector<HTMLInputElement>('input:checked') ?? element.querySelector<HTMLInputElement>('input'))?.focus();
  } else element?.focus();
}
