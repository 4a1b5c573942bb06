export * from './state';
export { ROOT_KEY, TOKEN_KEY } from './storage';
export { authAtom, authActions, getToken } from './store';
export { useAuth, useCan } from './useAuth';
