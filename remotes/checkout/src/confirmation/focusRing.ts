// The keyboard focus ring of the checkout's own controls: MUI draws none of its own on buttons,
// radios and check boxes (a ripple at most), so keyboard users would not see where they are
// (docs/conventions.md#focus-ring). The amber of the site's other focus rings.

const ring = { outline: '3px solid #f59e0b', outlineOffset: '2px' };

/** For a button, icon button, radio or check box (sx). */
export const focusRing = { '&.Mui-focusVisible': ring };

/** For a text field or select (sx): the outline around the box while typing in it. */
export const fieldFocusRing = { '& .MuiInputBase-root.Mui-focused': ring };
