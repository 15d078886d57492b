import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import RouteErrorPage from './pages/RouteErrorPage';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
  /** Where the error happened: moving elsewhere gives the app another try. */
  failedAt?: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error, failedAt: undefined };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { failedAt: props.pathname };
    return state.failedAt === props.pathname
      ? null
      : { failed: false, error: undefined, failedAt: undefined };
  }

  render() {
    const { failed, error } = this.state;
    return failed ? <RouteErrorPage error={error} /> : this.props.children;
  }
}

/** A page that throws while rendering shows the error screen until the visitor goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}
