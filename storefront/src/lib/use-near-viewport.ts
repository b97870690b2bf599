import { useEffect, useRef, useState } from 'react'

/**
 * Whether the element has come near the viewport (within `margin`), once and for good: content
 * far below the fold (and the code to show it) loads when the shopper scrolls towards it, not with
 * the page. Without IntersectionObserver it is near at once.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return { ref, near }
}
