import { ToastContainer } from 'react-toastify';
import { toastDefaultMs } from './toastTimes';

/** The one toast container of the page, inside the MUI frame of the areas that show toasts. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={toastDefaultMs} newestOnTop closeOnClick />;
}
