// Shared singletons are negotiated asynchronously, so the app starts behind one dynamic import.
// Meanwhile remotes.json is read and the page's remote starts downloading, so its code arrives
// together with the shell's instead of after it.
import { hasStoredToken } from '@shared/auth/session';
import { isUnder, paths } from '@shared/domain';
import { adminAreaFor, publicAreaFor } from './areas';
import { loadAppFrame } from './loadAppFrame';
import { memberOverrides } from './remotes/overrideStorage';
import { fetchRemotesFile, overriddenRemotes, registerAll, warmArea } from './remotes/registry';

const { pathname } = window.location;
const onAdminPath = isUnder(pathname, paths.admin.root);
const publicArea = onAdminPath ? undefined : publicAreaFor(pathname);

/**
 * The admin area this page will show, when the browser holds a member's token: a signed-out visitor
 * is sent to the login and downloads no remote. The server still checks the session, and a stale
 * token (or a role that may not open the page) costs the download, not the member's data.
 * docs/architecture.md#admin-pages-start-their-remote-early says why.
 */
function adminAreaToWarm() {
  if (!onAdminPath) return undefined;
  return hasStoredToken() ? adminAreaFor(pathname) : undefined;
}
const warmed = publicArea ?? adminAreaToWarm();

const remotesFile = fetchRemotesFile().then(async (file) => {
  registerAll(file, await memberOverrides(Object.keys(file.remotes), file.overrideOrigins ?? []));
  if (warmed) warmArea(warmed.remote);
  // Only a member with an override downloads its banner (docs/architecture.md#remote-override).
  const overridden = overriddenRemotes();
  if (overridden.length > 0) void import('./remotes/overrideBanner').then(({ showOverrideBanner }) => showOverrideBanner(overridden));
  return file;
});

// A public page built with MUI (the checkout's event page) renders inside the MUI frame: its chunks
// come now, beside the remote's, instead of once the shell has rendered
// (docs/architecture.md#the-event-page-on-a-phone).
if (publicArea && !publicArea.withoutMui) void loadAppFrame();

void import('./bootstrap').then(({ start }) => start(remotesFile));
