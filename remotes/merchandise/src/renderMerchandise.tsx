import { TestQueries } from '@shared/api/testing';
import { ToastHost } from '@shared/ui';
import { renderAt } from '@shared/ui/testing';
import App from './App';

/** The merchandise area at `path`, on a fresh query client, with the toasts it raises. */
export function renderMerchandise(path: string) {
  renderAt(
    () => (
      <TestQueries>
        <App />
        <ToastHost />
      </TestQueries>
    ),
    path,
  );
}
