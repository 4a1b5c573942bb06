export { http, setUnauthorizedHandler, errorMessage } from './client';
export * from './endpoints';
export { PageQueries } from './queryClient';
export * from './queries';
export * from './mutations';
export * from './bookings';
export * from './eventTickets';
export * from './eventViews';
export * from './eventViewReport';
