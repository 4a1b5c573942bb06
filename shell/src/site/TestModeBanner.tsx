import { fetchSiteInfo } from '@shared/api/early';
import { TEST_MODE_BANNER } from '@shared/domain';
import { addStyles } from '@shared/ui/core';
import { useEffect, useState } from 'react';

// Fixed, so arriving after the first paint shifts nothing on the page; it lets clicks through, so
// it never covers a button; bottom-left, clear of the chat button on the right.
addStyles(
  'test-mode-banner',
  `
.test-mode { position: fixed; left: 12px; bottom: 12px; z-index: 2000; pointer-events: none; margin: 0;
  padding: 6px 14px; border-radius: 999px; background: #7c2d12; color: #ffffff; font-weight: 700; font-size: 0.875rem;
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3); }
`,
);

/**
 * On every page of a site whose payments are the sandbox: a staging site, or development. Nobody
 * should believe they bought a ticket there, or take one for real at the door.
 */
export function TestModeBanner() {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    let current = true;
    fetchSiteInfo().then((site) => current && setSandbox(site?.paymentsMode === 'sandbox'));
    return () => {
      current = false;
    };
  }, []);
  if (!sandbox) return null;
  return (
    <aside className="test-mode" aria-label="Test mode">
      {TEST_MODE_BANNER}
    </aside>
  );
}
