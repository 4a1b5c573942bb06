import { useEffect } from 'react';
import { type Id, toast, ToastContainer } from 'react-toastify';
import { toastDefaultMs } from './toastTimes';

/**
 * The one toast container of the page, inside the MUI frame of the areas that show toasts. One toast
 * at a time, the newest: a new message replaces the one showing rather than stacking under it or
 * waiting for it to close (the field in error says the rest, docs/conventions.md#form-errors).
 */
export function ToastHost() {
  useEffect(() => {
    let showing: Id[] = [];
    return toast.onChange(({ id, status }) => {
      if (status === 'added') {
        for (const older of showing) toast.dismiss(older);
        showing = [id];
      } else if (status === 'removed') showing = showing.filter((shown) => shown !== id);
    });
  }, []);
  return <ToastContainer position="top-right" autoClose={toastDefaultMs} newestOnTop closeOnClick />;
}
