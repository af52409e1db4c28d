import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a failed calendar chunk load (offline, new deploy) from taking the whole form down. */
export class CalendarErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
