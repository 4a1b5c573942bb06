import { remotes } from '../apps';
import { createConfig } from '../rspack.shared';
import { areaTable, earlyRequestParameters } from './area-table';

// Which remote renders which paths is read from the list of apps (apps.ts) now, not at run time.
const areas = areaTable(remotes);

export default createConfig({
  dir: import.meta.dirname,
  define: { __APP_AREAS__: areas },
  htmlParameters: earlyRequestParameters(areas),
});
