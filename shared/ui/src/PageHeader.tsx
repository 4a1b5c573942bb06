import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { addStyles } from './css';
import { Icon } from './icons';
import { palette } from './tokens';
import './baseStyles';

addStyles(
  'ui-page-header',
  `
.ui-page-header { background: ${palette.primary}; color: #ffffff; padding: 32px 0; }
@media (min-width: 900px) { .ui-page-header { padding: 48px 0; } }
.ui-page-header__row { display: flex; gap: 16px; align-items: flex-start; }
.ui-page-header__back { border: 1px solid rgba(255, 255, 255, 0.5); flex: none; }
.ui-page-header__text { min-width: 0; }
.ui-page-header__subtitle { margin: 8px 0 0; font-size: 1.25rem; font-weight: 600; }
.ui-page-header__description { margin: 8px 0 0; max-width: 720px; }
.ui-page-header__notice { margin-top: 24px; padding: 12px 16px; border-radius: 10px; background: #e8f0fe; color: #0f2f6b; }
`,
);

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  description?: string;
  /** A highlighted notice under the header, e.g. the instalment deadline. */
  notification?: ReactNode;
  /** Where the back button goes; `-1` goes back in history. No back button when absent. */
  backTo?: string | -1;
}

/** The header block every page but home shows (docs/product-rules.md#public-pages). */
export function PageHeader({ title, subtitle, description, notification, backTo }: PageHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="ui-page-header">
      <div className="ui-container">
        <div className="ui-page-header__row">
          {backTo !== undefined && (
            <button
              type="button"
              className="ui-icon-button ui-page-header__back"
              aria-label="Back"
              onClick={() => (backTo === -1 ? navigate(-1) : navigate(backTo))}
            >
              <Icon name="arrowBack" />
            </button>
          )}
          <div className="ui-page-header__text">
            <h1 className="ui-h1">{title}</h1>
            {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
            {description && <p className="ui-page-header__description">{description}</p>}
          </div>
        </div>
        {notification && (
          <div className="ui-page-header__notice" role="status">
            {notification}
          </div>
        )}
      </div>
    </header>
  );
}
