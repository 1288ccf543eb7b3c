import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  pointer: string;
  log: (message: string, detail?: Record<string, unknown>) => void;
  children: ReactNode;
}

/**
 * Contains a renderer that throws in the browser: the block disappears, the page stays, and the
 * failure is logged with the block's pointer. On the server the per-block Suspense boundary
 * plays this role (React does not run error boundaries during server rendering).
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.log(`block "${this.props.type}" failed to render`, {
      pointer: this.props.pointer,
      type: this.props.type,
      error: String(error),
    });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
