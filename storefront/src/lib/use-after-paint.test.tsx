import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useAfterPaint } from './use-after-paint'

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** Frame callbacks run only when the test says the browser is about to paint. */
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

  it('answers true only once the screen has been painted after it became ready, and stays true', async () => {
    const frames = stubFrames()
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: false } })
    await frames.paint()
    expect(result.current).toBe(false)

    rerender({ ready: true })
    expect(result.current).toBe(false)
    await frames.paint()
    expect(result.current).toBe(true)

    rerender({ ready: false })
    expect(result.current).toBe(true)
  })
})
