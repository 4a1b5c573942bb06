// Jest setup: the area table rspack.config.ts bakes into the build, made the same way.
import { remotes } from '../../apps';
import { areaTable } from '../area-table';

Object.assign(globalThis, { __APP_AREAS__: areaTable(remotes) });
