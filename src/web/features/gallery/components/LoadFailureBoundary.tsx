import { Component, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  onFailure: (error: unknown) => void;
}

/**
 * Catches a lazily loaded part that fails to arrive (say, after a new release replaced its file), so the page
 * stays usable and can say so, instead of the whole app going blank.
 */
export class LoadFailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("A part of the page failed to load", error);
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
