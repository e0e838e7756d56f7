import { Component, type ReactNode } from 'react';

interface Props {
  /** The address: a new one clears the error, so the back button leaves the broken screen. */
  resetKey: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * A screen that throws while rendering (a lazy screen whose chunk a phone failed to fetch, say)
 * shows its error in words instead of emptying the page: react-router's route boundary did this
 * before the player app stopped loading it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
