// Shared singletons are negotiated asynchronously, so the app starts behind one dynamic import.
// Meanwhile remotes.json is read and the public page's remote starts downloading, so its code
// arrives together with the shell's instead of after it.
import { isUnder, paths } from '@shared/domain';
import { publicAreaFor } from './areas';
import { loadAppFrame } from './loadAppFrame';
import { loadLoginPage } from './login/loadLoginPage';
import { memberOverrides } from './remotes/overrideStorage';
import { fetchRemotesFile, overriddenRemotes, registerAll, warmArea } from './remotes/registry';

// Admin pages wait for the sign-in check; warming their remote could be wasted on a signed-out visitor.
const publicArea = isUnder(window.location.pathname, paths.admin.root) ? undefined : publicAreaFor(window.location.pathname);

const remotesFile = fetchRemotesFile().then(async (file) => {
  registerAll(file, await memberOverrides(Object.keys(file.remotes), file.overrideOrigins ?? []));
  if (publicArea) warmArea(publicArea.remote);
  // Only a member with an override downloads its banner (docs/architecture.md#remote-override).
  const overridden = overriddenRemotes();
  if (overridden.length > 0) void import('./remotes/overrideBanner').then(({ showOverrideBanner }) => showOverrideBanner(overridden));
  return file;
});

// A public page built with MUI (the checkout's event page) renders inside the MUI frame: its chunks
// come now, beside the remote's, instead of once the shell has rendered
// (docs/architecture.md#the-event-page-on-a-phone).
if (publicArea && !publicArea.withoutMui) void loadAppFrame();

// The login page's form comes beside the shell's code, not after the back office's frame has rendered.
if (window.location.pathname === paths.admin.login) void loadLoginPage();

void import('./bootstrap').then(({ start }) => start(remotesFile));
