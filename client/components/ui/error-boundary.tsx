import { Component, type ReactNode } from "react";

/**
 * Shows `fallback` instead of a crashed subtree, e.g. a lazy chunk that failed to download
 * (offline, or a tab left open across a deploy), so one feature can't take the page down.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("A part of the page failed to load", error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
