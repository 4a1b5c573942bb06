import { addStyles, focusRing, Icon, palette, useSiteConfig } from '@shared/ui/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { footerLinks, navLinks, socialLinks, whatsAppUrl } from './links';

// Plain CSS instead of MUI: this layout is on every public page, and a visitor's first page
// should not wait for a component library to paint it. The main area fills the screen, so the
// footer starts below the fold and does not jump while a page's content arrives.
// The WhatsApp button floats over the page, so it must never hide a price or a button
// (docs/architecture.md#sticky-bar-height): a sticky bar at the bottom of a phone's screen sets
// --sticky-bar-height on <html>, which lifts the button above it and lengthens the page by as much
// so the bar hides nothing at the end; on phones the footer also ends with room for the button.
addStyles(
  'public-layout',
  `
.pl-page { display: flex; flex-direction: column; min-height: 100vh; overflow-x: clip; padding-bottom: var(--sticky-bar-height, 0px); }
/* Every link of the public pages shows the site's focus ring (docs/conventions.md#focus-ring), not the browser's thin one. */
.pl-page a:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}; }
.pl-bar { position: sticky; top: 0; z-index: 1100; background: #ffffff; box-shadow: 0 1px 3px rgba(26, 21, 48, 0.15); }
.pl-bar__row { display: flex; align-items: center; min-height: 56px; }
@media (min-width: 600px) { .pl-bar__row { min-height: 64px; } }
.pl-brand { flex: 1; font-weight: 800; font-size: 1.25rem; color: ${palette.primary}; text-decoration: none; }
.pl-nav { display: none; gap: 4px; }
.pl-nav a { padding: 8px 12px; border-radius: 999px; color: ${palette.text}; font-weight: 600; text-decoration: none; }
.pl-nav a:hover { background: rgba(74, 31, 184, 0.08); }
.pl-nav a.active { color: ${palette.primary}; font-weight: 800; }
.pl-menu-button { color: ${palette.text}; }
@media (min-width: 900px) { .pl-nav { display: flex; } .pl-menu-button, .pl-mobile { display: none; } }
.pl-mobile ul { list-style: none; margin: 0; padding: 8px 0 16px; }
.pl-mobile a { display: block; padding: 12px 16px; color: ${palette.text}; text-decoration: none; font-weight: 600; }
.pl-mobile a[aria-current='page'] { color: ${palette.primary}; background: rgba(74, 31, 184, 0.08); }
.pl-main { flex: 1; min-height: 100vh; }
.pl-footer { margin-top: 48px; padding: 40px 0; background: ${palette.footer}; color: #ffffff; }
@media (max-width: 899.95px) { .pl-footer { padding-bottom: 96px; } }
.pl-footer__row { display: flex; flex-direction: column; gap: 24px; }
@media (min-width: 900px) { .pl-footer__row { flex-direction: row; justify-content: space-between; } }
.pl-footer__brand { margin: 0; font-weight: 800; }
.pl-footer ul { display: flex; flex-wrap: wrap; gap: 12px 24px; list-style: none; margin: 0; padding: 0; }
.pl-footer a { color: #ffffff; }
.pl-footer__note { margin: 24px 0 0; font-size: 0.875rem; opacity: 0.85; }
.pl-chat { position: fixed; right: 20px; bottom: calc(20px + var(--sticky-bar-height, 0px)); z-index: 1050; display: flex; align-items: center; justify-content: center;
  width: 56px; height: 56px; border-radius: 50%; background: #128c4a; color: #ffffff; box-shadow: 0 3px 8px rgba(0, 0, 0, 0.3); }
.pl-chat:hover { background: #0e6e3a; }
.pl-chat svg { width: 28px; height: 28px; fill: currentColor; }
`,
);

export function PublicLayout({ children }: { children: ReactNode }) {
  const { brand } = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="pl-page">
      <header className="pl-bar">
        <div className="ui-container pl-bar__row">
          <Link to="/" className="pl-brand">
            {brand}
          </Link>
          <nav aria-label="Main" className="pl-nav">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <button
            type="button"
            className="ui-icon-button pl-menu-button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        </div>
        {menuOpen && (
          <nav
            id="mobile-menu"
            aria-label="Mobile"
            className="pl-mobile"
            onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
          >
            <ul>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main className="pl-main">{children}</main>
      <footer className="pl-footer">
        <div className="ui-container">
          <div className="pl-footer__row">
            <p className="pl-footer__brand">{brand}</p>
            <nav aria-label="Bookings and legal">
              <ul>
                {footerLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="Social">
              <ul>
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <p className="pl-footer__note">
            © {new Date().getFullYear()} {brand}. All prices in pounds sterling.
          </p>
        </div>
        <a className="pl-chat" href={whatsAppUrl} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp">
          <Icon name="whatsApp" />
        </a>
      </footer>
    </div>
  );
}
