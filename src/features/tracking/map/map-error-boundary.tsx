import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/** A map that cannot be drawn (no WebGL, a broken style, its chunk unavailable) must not take the page down. */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn('The map could not be shown:', error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
