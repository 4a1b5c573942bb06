import { addStyles } from './css';
import { PageHeader, type PageHeaderProps } from './PageHeader';

addStyles(
  'ui-coming-soon',
  `
.ui-coming-soon { padding: 80px 0; text-align: center; }
.ui-coming-soon__title { margin: 0; font-size: 1.75rem; font-weight: 700; }
.ui-coming-soon__text { margin: 16px 0 0; }
`,
);

/** Pages not filled yet: their header, then 'Coming Soon' (docs/product-rules.md#public-pages). */
export function ComingSoon(header: PageHeaderProps) {
  return (
    <>
      <PageHeader {...header} />
      <div className="ui-container ui-coming-soon">
        <p className="ui-coming-soon__title">Coming Soon</p>
        <p className="ui-coming-soon__text ui-muted">We are working on this page. Check back shortly.</p>
      </div>
    </>
  );
}
