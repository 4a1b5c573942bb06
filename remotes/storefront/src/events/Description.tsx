import { addStyles, palette } from '@shared/ui/core';
import { useId, useState } from 'react';

// Above the card's stretched title link (EventCard), like the carousel's arrows, so a tap on
// "Read more" opens the text instead of the event.
addStyles(
  'sf-description',
  `
.sf-description { margin: 8px 0 0; font-size: 0.875rem; }
.sf-description--clamped { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.sf-description__toggle { position: relative; z-index: 1; margin: 4px 0 0; padding: 4px 0; border: 0; background: none;
  color: ${palette.primary}; font: inherit; font-size: 0.875rem; font-weight: 700; text-decoration: underline; cursor: pointer; }
.sf-description__toggle:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`,
);

/**
 * A description longer than this many characters is cut to three lines with "Read more" under it;
 * shorter ones fit in three lines of the narrowest card and are shown whole, so no text is ever
 * cut without a way to read it.
 */
export const LONG_DESCRIPTION_CHARS = 120;

/**
 * An event's description; a long one opens and closes by a real button (tap, click or keyboard),
 * not by hover (docs/product-rules.md#lists-on-every-screen).
 */
export function Description({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_DESCRIPTION_CHARS;
  return (
    <>
      <p id={id} className={long && !open ? 'sf-description sf-description--clamped' : 'sf-description'}>
        {text}
      </p>
      {long && (
        <button type="button" className="sf-description__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? 'Read less' : 'Read more'}
        </button>
      )}
    </>
  );
}
