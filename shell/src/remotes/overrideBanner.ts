// The banner of a member's remote override (docs/architecture.md#remote-override): while one is
// active the page is not the site everybody sees, and it must say so on every page, with the way
// back. A chunk of its own that only a page with an override downloads; plain DOM outside React's
// root, so it shows whatever state the areas are in (a failed override's retry card included).
import { resetOverride } from './overrideStorage';

// Fixed bottom-left, above the test-mode banner's place, so it shifts nothing on the page.
const bannerStyle =
  'position:fixed;left:12px;bottom:56px;z-index:2001;max-width:calc(100vw - 24px);box-sizing:border-box;margin:0;' +
  'padding:6px 14px;border-radius:12px;background:#1e3a8a;color:#fff;font-size:0.875rem;overflow-wrap:anywhere;' +
  'box-shadow:0 2px 6px rgba(0,0,0,.3)';
const buttonStyle = 'font:inherit;color:inherit;background:none;border:0;padding:0;text-decoration:underline;cursor:pointer';

/** Shows "<remote>: overridden by <manifest URL> (Reset)" for each overridden remote; Reset drops that override and reloads. */
export function showOverrideBanner(
  overridden: readonly { remote: string; entry: string }[],
  reload: () => void = () => location.reload(),
): void {
  const banner = document.createElement('aside');
  banner.setAttribute('aria-label', 'Remote override');
  banner.style.cssText = bannerStyle;
  for (const { remote, entry } of overridden) {
    const line = document.createElement('p');
    line.style.margin = '0';
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.textContent = 'Reset';
    reset.style.cssText = buttonStyle;
    reset.addEventListener('click', () => {
      resetOverride(remote);
      reload();
    });
    line.append(`${remote}: overridden by ${entry} (`, reset, ')');
    banner.append(line);
  }
  document.body.append(banner);
}
