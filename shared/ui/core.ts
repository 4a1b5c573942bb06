// The '@shared/ui/core' entry (see src/core.ts).
export * from './src/core';
