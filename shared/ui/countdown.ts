// The '@shared/ui/countdown' entry: the on-sale countdown of the public event cards and the event
// page. Plain React without MUI or state shared across the page, so it is not part of a shared
// singleton: each app bundles these few lines, and a public page loads nothing more for them.
export { SaleCountdown } from './src/countdown/SaleCountdown';
export { useOnSale } from './src/countdown/useOnSale';
export { countdownParts, shortCountdown, spokenCountdown } from './src/countdown/countdownText';
