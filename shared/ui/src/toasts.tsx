import { ToastContainer } from 'react-toastify';
import { toastDefaultMs } from './toastTimes';

/**
 * The one toast container of the page, inside the MUI frame of the areas that show toasts. One toast
 * at a time: a stack of messages hides the newest under the oldest, and the field in error says the rest.
 */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={toastDefaultMs} newestOnTop closeOnClick limit={1} />;
}
