// Renders the bookings area at a URL the way the shell mounts it, inside a fresh query client and
// with the toast container the shell's frame gives it.
import { TestQueries } from '@shared/api/testing';
import { ToastHost } from '@shared/ui';
import { renderAt } from '@shared/ui/testing';
import App from '../App';

const Area = () => (
  <TestQueries>
    <App />
    <ToastHost />
  </TestQueries>
);

export const renderBooking = (path: string) => renderAt(Area, path);
