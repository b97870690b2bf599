import { useEffect, useState } from 'react'

/**
 * Whether the browser has painted the screen since `ready` became true, once and for good: work
 * that can wait (a second request, the code of what is below the first screen, and the renders
 * they cause) starts after the shopper sees what matters first, not between the render and its
 * paint. The first frame callback runs just before the frame that draws the screen; the second one
 * starts the frame after it, once that has been painted; the timeout it sets runs after it.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setPainted(true))
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, painted])
  return painted
}
