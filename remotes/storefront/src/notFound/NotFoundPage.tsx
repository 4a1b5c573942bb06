import { paths } from '@shared/domain';
import { addStyles, PageHeader } from '@shared/ui/core';
import { Link } from 'react-router-dom';

addStyles(
  'sf-not-found',
  `
.sf-not-found { padding-top: 40px; padding-bottom: 40px; }
.sf-not-found__links { display: flex; flex-wrap: wrap; gap: 16px; margin: 24px 0 0; padding: 0; list-style: none; }
`,
);

const ways = [
  { label: 'Go to the home page', to: paths.home },
  { label: 'See experiences', to: paths.experiences },
  { label: 'See parties', to: paths.parties },
] as const;

/**
 * Any public address that is no page of the site (docs/architecture.md#unknown-addresses): said
 * plainly, with the ways back in, rather than the home page passing for what was asked. The site's
 * server answers such an address with status 404.
 */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" subtitle="There is no page at this address." />
      <div className="ui-container sf-not-found">
        <p>The link may be old or mistyped. These are good places to start:</p>
        <ul className="sf-not-found__links">
          {ways.map((way, index) => (
            <li key={way.to}>
              <Link to={way.to} className={index === 0 ? 'ui-button' : 'ui-button ui-button--outlined'}>
                {way.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
