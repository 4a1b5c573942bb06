import { renderHook } from '@testing-library/react';
import { useInstallable } from './installable';

const manifest = () => document.head.querySelector('link[rel="manifest"]');

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

it('links the manifest while the page is shown, and registers the worker for the check-in page alone', async () => {
  const postMessage = jest.fn();
  const register = jest.fn().mockResolvedValue({});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register, ready: Promise.resolve({ active: { postMessage } }) },
    configurable: true,
  });
  const script = document.createElement('script');
  script.src = 'http://localhost:3001/remoteEntry.js';
  document.body.appendChild(script);

  const { unmount } = renderHook(() => useInstallable());
  expect(manifest()).toHaveAttribute('href', '/check-in.manifest.json');
  expect(register).toHaveBeenCalledWith('/check-in-sw.js', { scope: '/admin/events/check-in' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(postMessage).toHaveBeenCalledWith({ type: 'keep', urls: expect.arrayContaining(['http://localhost:3001/remoteEntry.js']) });
  unmount();
  expect(manifest()).toBeNull();
  script.remove();
});

it('leaves a browser without service workers as it is, online only', () => {
  const { unmount } = renderHook(() => useInstallable());
  expect(manifest()).not.toBeNull();
  unmount();
});
