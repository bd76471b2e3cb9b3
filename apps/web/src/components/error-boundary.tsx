import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buildErrorReport, recordErrorReport } from '@/lib/error-reports';
import { ErrorScreen } from './error-screen';

type Props = {
  children: ReactNode;
  /** Custom fallback; receives the error and a reset function. */
  fallback?: (error: unknown, reset: () => void) => ReactNode;
  /** Words for the Data Error screen: 'Unable to load {context}.' */
  context?: string;
  /** Reset the boundary when any of these change (e.g. the location key). */
  resetKeys?: unknown[];
};

type State = { error: unknown; hasError: boolean };

/** Catches render errors below it and shows the matching error screen (seed 000 §8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
    recordErrorReport(buildErrorReport(error, { componentStack: info.componentStack, context: this.props.context ? { context: this.props.context } : undefined }));
  }

  override componentDidUpdate(prev: Props) {
    if (!this.state.hasError) return;
    const a = prev.resetKeys ?? [];
    const b = this.props.resetKeys ?? [];
    if (a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]))) this.reset();
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error, this.reset);
    return <ErrorScreen error={this.state.error} context={this.props.context} onRetry={this.reset} />;
  }
}
