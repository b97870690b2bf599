import { Component, type ReactNode } from 'react'

interface Props {
  children: ReactNode
  /** What is shown instead of a screen that failed to load or render. */
  fallback: ReactNode
  /** The address: a navigation elsewhere shows the screen there again. */
  resetKey: string
}

/**
 * Keeps a failing screen (its code could not be downloaded, or it threw while rendering) inside
 * the shop's frame, so the header, the footer and every link stay usable.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
