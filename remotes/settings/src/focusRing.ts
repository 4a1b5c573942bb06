// The keyboard focus ring of the settings' own controls (docs/conventions.md#focus-ring): MUI draws
// none of its own on buttons, switches, tabs and icon buttons (a ripple at most), so keyboard users
// would not see where they are. The amber of the site's other focus rings, on every control below
// the element given this sx (a tab's panel, a dialog).

const ring = { outline: '3px solid #f59e0b', outlineOffset: '2px' };

/** For an element holding controls (sx): each button, switch, tab or icon button inside it shows the ring when the keyboard reaches it. */
export const focusRings = { '& .Mui-focusVisible': ring, '& .MuiSwitch-switchBase.Mui-focusVisible': { ...ring, outlineOffset: '-2px' } };
