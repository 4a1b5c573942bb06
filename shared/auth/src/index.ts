export * from './state';
export { ROOT_KEY, TOKEN_KEY } from './storage';
export { store, authAtom, authActions, getToken } from './store';
export { useAuth } from './useAuth';
