// The '@shared/auth/session' entry: deliberately not a shared module, so the shell's startup code
// can read the stored session before Module Federation has negotiated any shared package (the
// remote override applies only to a signed-in member, docs/architecture.md#remote-override).
export { readPersistedAuth } from './src/storage';
