// The '@shared/ui/testing' entry, for the apps' component tests only: never imported by app code,
// so no bundle carries it.
export { renderAt } from './src/testing/renderAt';
