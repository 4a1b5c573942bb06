// Shared singletons are negotiated asynchronously, so the app starts behind one dynamic import.
// Meanwhile remotes.json is read and the public page's remote starts downloading, so its code
// arrives together with the shell's instead of after it.
import { isUnder, paths } from '@shared/domain';
import { publicAreaFor } from './areas';
import { fetchRemotesFile, registerAll, warmArea } from './remotes/registry';

const remotesFile = fetchRemotesFile().then((file) => {
  registerAll(file.remotes);
  const { pathname } = window.location;
  // Admin pages wait for the sign-in check; warming their remote could be wasted on a signed-out visitor.
  if (!isUnder(pathname, paths.admin.root)) warmArea(publicAreaFor(pathname).remote);
  return file;
});

void import('./bootstrap').then(({ start }) => start(remotesFile));
