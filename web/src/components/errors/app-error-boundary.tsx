import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ReloadNotice } from './reload-notice';

interface State {
  error: Error | null;
}

/** Last line of defence: a crashed screen (or a chunk that failed to load) offers a reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Ringside crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ReloadNotice
        title="Something went wrong"
        text="Ringside hit an unexpected error. Reloading the page usually fixes it."
        action="Reload"
      />
    );
  }
}
