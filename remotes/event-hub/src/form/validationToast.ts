import { toast, type Id } from 'react-toastify';

let shown: Id | undefined;

/** Each failed rule is its own toast, one at a time: a new one replaces the last. */
export function showValidationError(message: string): void {
  if (shown !== undefined) toast.dismiss(shown);
  shown = toast.error(message);
}
