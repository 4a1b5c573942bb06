// Catches a remote's failures for the error reports (errorReports.ts, docs/architecture.md#error-reports):
// its load failing, its area's boundary catching a render error, its code leaving a rejection or
// an error unhandled. Only this catching is in the shell's first chunks; the code that attributes,
// scrubs, throttles and sends is downloaded when the page's first failure happens.

import type { ClientErrorKind } from '@shared/domain';

type Reports = typeof import('./errorReports');

let reports: Promise<Reports> | undefined;

function later(send: (module: Reports) => void): void {
  reports ??= import('./errorReports');
  reports.then(send).catch(() => {
    // The chunk did not arrive (the network is gone): this report is lost, the next one tries again.
    reports = undefined;
  });
}

/** Reports a failure of `remote`'s area, on the route the page is on now. */
export function reportRemoteError(remote: string, kind: ClientErrorKind, error: unknown): void {
  const { pathname } = window.location;
  later((module) => module.reportRemoteError(remote, kind, error, pathname));
}

const stackOf = (error: unknown) => (error instanceof Error && error.stack) || '';

/** Reports each unhandled rejection and uncaught error whose stack or script names a remote's URL. */
export function listenForRemoteErrors(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    const { pathname } = window.location;
    later((module) => module.reportUnhandled(stackOf(event.reason), event.reason, pathname));
  });
  target.addEventListener('error', (event) => {
    const { pathname } = window.location;
    later((module) => module.reportUnhandled(`${event.filename}\n${stackOf(event.error)}`, event.error ?? event.message, pathname));
  });
}
