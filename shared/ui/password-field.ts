// The '@shared/ui/password-field' entry: not part of the shared @shared/ui singleton, which every
// MUI page downloads whole (shared modules are not tree-shaken). Each app that shows a password
// input bundles this with its own tree-shaken MUI input parts instead.
export { PasswordField } from './src/PasswordField';
