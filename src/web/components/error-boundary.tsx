import { Component, type ReactNode } from 'react';

type Props = {
  /** The address shown: going elsewhere clears the error, so the way back works. */
  resetKey: string;
  children: ReactNode;
};

/**
 * The last line: a screen that throws while drawing shows a plain message with ways on, instead of
 * a blank page. The error itself goes to the console (and so to the tests), never on the screen.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to draw:', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page narrow not-found" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Loading it again usually helps.</p>
        <p className="actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          {/* A plain link: the app that failed is not trusted to get there. */}
          <a className="button button-outline" href="/">
            Go home
          </a>
        </p>
      </section>
    );
  }
}
