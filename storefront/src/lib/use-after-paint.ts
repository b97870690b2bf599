import { useEffect, useState } from 'react'

/**
 * Whether the browser has painted the screen since `ready` became true, once and for good: work
 * that can wait (a second request, and the render its loading state causes) starts after the
 * shopper sees what matters first, not between the render and its paint. A frame callback runs
 * just before the next paint; the timeout it sets runs after it.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, painted])
  return painted
}
