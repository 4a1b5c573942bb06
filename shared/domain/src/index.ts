// Pure domain code shared by the browser apps and the API server: no React, no I/O.
export * from './money';
export * from './format';
export * from './pricing';
export * from './events';
export * from './eventKinds';
export * from './eventSummary';
export * from './auth';
export * from './orders';
export * from './transactions';
export * from './merchandise';
export * from './routes';
export * from './dashboard';
export * from './account';
export * from './checkIn';
export * from './site';
export * from './testMode';
export * from './text';
