// A screen that throws while rendering stops alone: the boundary around each screen shows what
// happened in words, with Reload (renders the screen afresh) and Copy details (message, stack and
// where in the component tree, for a report), while the header, navigation and other screens keep
// working. The shell keys it by screen, so moving to another screen starts clean.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ScreenErrorBoundaryProps {
  /** The screen's name for people, e.g. "Engagements". */
  screen: string;
  /** Extra lines for the copied details (version, host). */
  context?: string;
  children: ReactNode;
}

interface State {
  error?: Error;
  componentStack?: string;
  /** Bumped by Reload, so the screen mounts anew. */
  generation: number;
  copied?: boolean;
}

/** The text Copy details puts on the clipboard. */
export function errorDetails(screen: string, error: Error, componentStack = '', context = ''): string {
  return [
    `The ${screen} screen stopped: ${error.name}: ${error.message}`,
    `At: ${new Date().toISOString()}`,
    ...(context ? [context] : []),
    '',
    error.stack ?? '(no stack)',
    ...(componentStack ? ['', 'Component stack:', componentStack.trim()] : []),
  ].join('\n');
}

export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { generation: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? '' });
  }

  private reload = () =>
    this.setState((s) => ({
      error: undefined,
      componentStack: undefined,
      copied: false,
      generation: s.generation + 1,
    }));

  private copy = () => {
    const { error, componentStack } = this.state;
    if (!error) return;
    void navigator.clipboard
      ?.writeText(errorDetails(this.props.screen, error, componentStack, this.props.context))
      .then(
        () => this.setState({ copied: true }),
        () => undefined,
      );
  };

  override render(): ReactNode {
    const { error, generation, copied } = this.state;
    if (!error) return <ScreenGeneration key={generation}>{this.props.children}</ScreenGeneration>;
    return (
      <section className="screen screen-error" role="alert" data-testid="screen-error">
        <h2>The {this.props.screen} screen stopped</h2>
        <p data-testid="screen-error-message">
          It hit an error it could not handle: <strong>{error.message || error.name}</strong>
        </p>
        <p className="muted">
          The rest of the console still works: pick another screen, or reload this one. If it happens again, copy the
          details into a report.
        </p>
        <div className="screen-error-actions">
          <button type="button" className="primary" onClick={this.reload} data-testid="screen-error-reload">
            Reload screen
          </button>
          <button type="button" onClick={this.copy} data-testid="screen-error-copy">
            {copied ? 'Copied' : 'Copy details'}
          </button>
        </div>
        <details>
          <summary>Details</summary>
          <pre className="mono screen-error-stack" data-testid="screen-error-stack">
            {error.stack ?? String(error)}
          </pre>
        </details>
      </section>
    );
  }
}

function ScreenGeneration({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
