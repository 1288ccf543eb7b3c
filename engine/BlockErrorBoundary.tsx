import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

/**
 * Contains a renderer that throws in the browser: the block disappears, the page stays.
 * On the server the per-block Suspense boundary plays this role (React does not run error
 * boundaries during server rendering). The failure is logged where it is caught, with the
 * block's pointer (see GuardedRenderer).
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
