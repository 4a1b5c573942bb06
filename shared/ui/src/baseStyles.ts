import { addStyles } from './css';
import { contentMaxWidth, focusRing, palette } from './tokens';

// Shared building blocks of the public pages: the centred content column, buttons, headings.
addStyles(
  'ui-base',
  `
.ui-container { box-sizing: border-box; width: 100%; max-width: ${contentMaxWidth}px; margin: 0 auto; padding: 0 16px; }
@media (min-width: 600px) { .ui-container { padding: 0 24px; } }
.ui-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 8px 22px;
  border-radius: 999px; border: 1px solid transparent; font: inherit; font-weight: 600; font-size: 1rem; text-decoration: none;
  cursor: pointer; background: ${palette.primary}; color: #ffffff; }
.ui-button:hover { background: ${palette.primaryDark}; }
.ui-button:focus-visible, .ui-icon-button:focus-visible, .ui-link:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}; }
.ui-button--secondary { background: ${palette.secondary}; }
.ui-button--secondary:hover { background: #9a3412; }
.ui-button--outlined { background: transparent; color: inherit; border-color: currentColor; }
.ui-button--outlined:hover { background: rgba(255, 255, 255, 0.12); }
.ui-button--text { background: transparent; color: ${palette.primary}; padding: 8px 12px; }
.ui-button--text:hover { background: rgba(74, 31, 184, 0.08); }
.ui-icon-button { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; padding: 0;
  border-radius: 50%; border: 0; background: transparent; color: inherit; cursor: pointer; }
.ui-icon-button svg { width: 24px; height: 24px; fill: currentColor; }
.ui-h1 { margin: 0; font-size: 2rem; font-weight: 800; line-height: 1.15; }
@media (min-width: 900px) { .ui-h1 { font-size: 2.25rem; } }
.ui-h2 { margin: 0; font-size: 1.6rem; font-weight: 700; line-height: 1.25; }
.ui-muted { color: ${palette.textSecondary}; }
.ui-skeleton { display: block; background: ${palette.skeleton}; border-radius: 10px; animation: ui-pulse 1.5s ease-in-out 0.5s infinite; }
@keyframes ui-pulse { 0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .ui-skeleton { animation: none; } }
`,
);
