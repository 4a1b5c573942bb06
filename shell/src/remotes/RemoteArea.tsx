import { PageSkeleton, RemoteErrorBoundary } from '@shared/ui/core';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { reportRemoteError } from './remoteErrors';
import { forgetArea, loadArea } from './registry';
import { VersionSkewError } from './skew';
import type { RemoteName } from '../areas';

const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function areaComponent(remote: RemoteName) {
  let component = cache.get(remote);
  if (!component) {
    component = lazy(() =>
      loadArea(remote).catch((error: unknown) => {
        // Reported here, where it is known to be the load that failed; the boundary then sees the
        // same error and leaves it (errorReports.ts sends each error once).
        reportRemoteError(remote, 'load', error);
        // Forget the failure so Retry, or simply coming back to the area, loads the remote afresh.
        cache.delete(remote);
        forgetArea(remote);
        throw error;
      }),
    );
    cache.set(remote, component);
  }
  return component;
}

/** Renders one remote's area; a load or render failure shows the retry card in its place. */
export function RemoteArea({ remote, label }: { remote: RemoteName; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const Area = areaComponent(remote);
  return (
    <RemoteErrorBoundary
      key={`${remote}-${attempt}`}
      area={label}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={(error) => reportRemoteError(remote, 'render', error)}
      needsReload={(error) => error instanceof VersionSkewError}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Area />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
