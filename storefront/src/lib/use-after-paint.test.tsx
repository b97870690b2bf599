import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useAfterPaint } from './use-after-paint'

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** Frame callbacks run only when the test says the browser is about to paint a frame. */
  function stubFrames() {
    const callbacks: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    return {
      async paint() {
        await act(async () => {
          callbacks.splice(0).forEach((callback) => callback(performance.now()))
          await new Promise((resolve) => setTimeout(resolve, 0))
        })
      },
    }
  }

  it('answers true only once the frame that draws the screen after it became ready has been painted, and stays true', async () => {
    const frames = stubFrames()
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: false } })
    await frames.paint()
    expect(result.current).toBe(false)

    rerender({ ready: true })
    expect(result.current).toBe(false)
    // The frame that draws the screen: still being painted.
    await frames.paint()
    expect(result.current).toBe(false)
    // The next frame starts after it has been painted.
    await frames.paint()
    expect(result.current).toBe(true)

    rerender({ ready: false })
    expect(result.current).toBe(true)
  })
})
