import { Component, type ErrorInfo, type ReactNode } from 'react';
import { addStyles } from './css';
import './baseStyles';

addStyles(
  'ui-remote-error',
  `
.ui-remote-error { padding: 16px; }
@media (min-width: 900px) { .ui-remote-error { padding: 32px; } }
.ui-remote-error__card { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: center; justify-content: space-between;
  padding: 16px; border-radius: 10px; background: #fdeded; color: #5f2120; }
.ui-remote-error__title { margin: 0 0 4px; font-weight: 700; }
.ui-remote-error__card p { margin: 0; }
.ui-remote-error__retry { color: #5f2120; }
`,
);

interface Props {
  /** Name of the area, shown to the user. */
  area: string;
  /** Called before re-rendering, so the caller can forget a failed remote load. */
  onRetry: () => void;
  /** Told of each error the boundary catches (the shell reports it), after it is logged. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /**
   * Whether an error means the area was updated beyond what this page can run (the shell's
   * version-skew guard): retrying cannot help, so the card asks for a reload of the page.
   */
  needsReload?: (error: Error) => boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failure inside one area: the card replaces only that area, inside the layout, and the
 * rest of the site keeps working. Give it a `key` per area so moving to another area starts clean.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.area} area failed`, error, info.componentStack);
    this.props.onError?.(error, info);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const outdated = this.props.needsReload?.(error) ?? false;
    return (
      <div className="ui-remote-error">
        <div className="ui-remote-error__card" role="alert">
          {outdated ? (
            <p className="ui-remote-error__title">This area was updated and needs a newer site version; reload</p>
          ) : (
            <div>
              <p className="ui-remote-error__title">This part of the site could not be loaded</p>
              <p>The {this.props.area} section is temporarily unavailable. Check your connection and try again.</p>
            </div>
          )}
          <button
            type="button"
            className="ui-button ui-button--outlined ui-remote-error__retry"
            onClick={outdated ? () => window.location.reload() : this.retry}
          >
            {outdated ? 'Reload' : 'Retry'}
          </button>
        </div>
      </div>
    );
  }
}
