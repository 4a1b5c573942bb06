// The '@shared/domain/remotes' entry: the format of the shell's /remotes.json (src/remotesFile.ts),
// without zod, for the shell's first chunk, `npm run release` and the API's automatic rollback of
// a canary, which all read or edit the one file.
export {
  addressProblems,
  hasCanary,
  isCanaryPercent,
  isManifestUrl,
  isOrigin,
  parseRemotesFile,
  pickEntry,
  type AutoRollback,
  type CanaryAddress,
  type Channel,
  type PickedRelease,
  type RemoteAddress,
  type RemotesFile,
} from './src/remotesFile';
