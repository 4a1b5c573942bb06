import { ToastContainer } from 'react-toastify';

/** SPEC §9: toasts top right, 5 s by default; login and checkout toasts pass `toastShort`. */
export const toastDefaultMs = 5000;
export const toastShort = { autoClose: 3000 } as const;

/** The one toast container of the page; the shell renders it, every remote's toast() lands in it. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={toastDefaultMs} newestOnTop closeOnClick />;
}
