import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** Where each page of this tab's history was left, kept for a reload (history entries keep their key). */
const STORAGE_KEY = 'printshop-scroll-positions'
/** The positions kept: the most recent pages of the history. */
const MAX_POSITIONS = 50

function savedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(saved)) return new Map()
    return new Map(saved.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number'))
  } catch {
    return new Map()
  }
}

/** Whether the page itself was reloaded or reached with Back or Forward, rather than opened anew. */
function pageWasRevisited(): boolean {
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? []
  const type = (entry as PerformanceNavigationTiming | undefined)?.type
  return type === 'reload' || type === 'back_forward'
}

function elementNamed(fragment: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(fragment))
  } catch {
    return null
  }
}

/**
 * Scrolling across the shop's own navigations: a new page (a link, a redirect) opens at its top, or
 * at the element its #hash names; Back and Forward, and a reload, return to where the shopper left
 * that page. The browser's own restoration is turned off while the shop runs: it would scroll before
 * the screen of the address is drawn.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef<Map<string, number> | null>(null)
  const shown = useRef(location.key)

  useLayoutEffect(() => {
    positions.current ??= savedPositions()
    const history = window.history
    const browserRestoration = history.scrollRestoration
    history.scrollRestoration = 'manual'
    const remember = () => {
      const kept = positions.current
      if (!kept) return
      kept.delete(shown.current)
      kept.set(shown.current, window.scrollY)
      if (kept.size > MAX_POSITIONS) kept.delete(kept.keys().next().value as string)
    }
    const save = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])]))
      } catch {
        // Storage full or refused: a reload opens the page at its top.
      }
    }
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', save)
      history.scrollRestoration = browserRestoration
    }
  }, [])

  const firstScreen = useRef(true)
  useLayoutEffect(() => {
    shown.current = location.key
    const first = firstScreen.current
    firstScreen.current = false
    positions.current ??= savedPositions()
    const saved = positions.current.get(location.key)
    if (navigationType === 'POP' && saved !== undefined && (!first || pageWasRevisited())) {
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
