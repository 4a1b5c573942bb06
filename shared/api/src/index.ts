export { http, setUnauthorizedHandler, errorMessage } from './client';
export * from './endpoints';
