import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** The positions kept: the most recent pages of the history. */
const MAX_POSITIONS = 50

function elementNamed(fragment: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(fragment))
  } catch {
    return null
  }
}

/**
 * Scrolling across the shop's own navigations: a new page (a link, a redirect) opens at its top, or
 * at the element its #hash names; Back and Forward return to where the shopper left that page, whose
 * screen and data are still at hand. The browser's own restoration is turned off while the shop
 * runs: it would scroll before the screen of the address is drawn. A reload opens the page at its
 * top: its data is fetched again, and a position restored over a screen still loading would be
 * carried down the page by the browser's scroll anchoring as the content above it grows.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef(new Map<string, number>())
  const shown = useRef(location.key)

  useLayoutEffect(() => {
    const history = window.history
    const browserRestoration = history.scrollRestoration
    history.scrollRestoration = 'manual'
    const remember = () => {
      const kept = positions.current
      kept.delete(shown.current)
      kept.set(shown.current, window.scrollY)
      if (kept.size > MAX_POSITIONS) kept.delete(kept.keys().next().value as string)
    }
    window.addEventListener('scroll', remember, { passive: true })
    return () => {
      window.removeEventListener('scroll', remember)
      history.scrollRestoration = browserRestoration
    }
  }, [])

  const firstScreen = useRef(true)
  useLayoutEffect(() => {
    shown.current = location.key
    const first = firstScreen.current
    firstScreen.current = false
    const saved = positions.current.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const target = location.hash ? elementNamed(location.hash.slice(1)) : null
    if (target) target.scrollIntoView()
    else if (!first) window.scrollTo(0, 0)
    // location.key changes with every navigation, to the same address too.
  }, [location.key, location.hash, navigationType])

  return null
}
