import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Name of the area, shown to the user. */
  area: string;
  /** Called before re-rendering, so the caller can forget a failed remote load. */
  onRetry: () => void;
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
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={this.retry}>
              Retry
            </Button>
          }
        >
          <AlertTitle>This part of the site could not be loaded</AlertTitle>
          The {this.props.area} section is temporarily unavailable. Check your connection and try again.
        </Alert>
      </Box>
    );
  }
}
