// The '@shared/api/sign-in' entry: deliberately not a shared module and free of the client and
// react-query, so the login page (the shell's) signs in without downloading either; the rest of
// the API comes with the pages a member signs in to.
export { signInApi } from './src/signIn';
export { CallFailed, errorMessage } from './src/callFailed';
