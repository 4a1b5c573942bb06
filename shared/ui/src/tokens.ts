// The one palette of the site. The MUI theme (admin, checkout) and the MUI-free public pages
// both read these, so every page shows the same colours. Chosen for WCAG AA contrast of white
// text on primary/secondary.
export const palette = {
  primary: '#4a1fb8',
  primaryDark: '#37168c',
  secondary: '#c2410c',
  success: '#15803d',
  info: '#1d4ed8',
  background: '#f7f6fb',
  paper: '#ffffff',
  text: '#1a1530',
  textSecondary: '#4b4763',
  footer: '#1a1530',
  skeleton: 'rgba(26, 21, 48, 0.11)',
} as const;

export const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Page width of the public layout (MUI's 'lg' container). */
export const contentMaxWidth = 1200;

/** The site's keyboard focus ring (docs/conventions.md#focus-ring): amber, 3px, 2px off the control. */
export const focusRing = { outline: '3px solid #f59e0b', outlineOffset: '2px' } as const;
