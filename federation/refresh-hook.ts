// Dev loop only (`npm run dev -- <app>`, see rspack.shared.ts): lets every app's React Refresh
// runtime find the page's one React renderer, whenever its code arrives.
//
// React's development renderer reports itself to window.__REACT_DEVTOOLS_GLOBAL_HOOK__ when it
// loads; a refresh runtime learns about it by patching the hook's inject() beforehand, or from
// hook.renderers afterwards. The hook React Refresh creates when the DevTools extension is absent
// does not fill hook.renderers, so a remote whose remoteEntry.js runs after the shell's React has
// loaded (most page loads) would never refresh. This entry, run before the refresh runtime's own,
// keeps the list as the DevTools' hook does.
interface DevToolsHook {
  renderers: Map<number, unknown>;
  supportsFiber: boolean;
  inject: (renderer: unknown) => number;
  onScheduleFiberRoot: () => void;
  onCommitFiberRoot: () => void;
  onCommitFiberUnmount: () => void;
  recordsRenderers?: boolean;
}

const page = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook };
let nextId = 1;
const hook: DevToolsHook = (page.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject: () => nextId++,
  onScheduleFiberRoot: () => {},
  onCommitFiberRoot: () => {},
  onCommitFiberUnmount: () => {},
});
if (!hook.recordsRenderers) {
  const inject = hook.inject;
  hook.inject = function (this: DevToolsHook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!this.renderers.has(id)) this.renderers.set(id, renderer);
    return id;
  };
  hook.recordsRenderers = true;
}

export {};
