import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { SCROLL_ANCHOR_ATTRIBUTE, SCROLL_RESTORING_ATTRIBUTE } from '@/lib/scroll-anchor'

/** The positions kept: the most recent pages of the history. */
const MAX_POSITIONS = 50

/** How long Back waits for the place to be drawn again (a list's later pages, its cards drawn in slices). */
const RESTORE_TIMEOUT_MS = 3000
/** Frames the place must hold before the restoring stops (cards near it are laid out as they come into view). */
const SETTLED_FRAMES = 10
/** What a shopper does to move the page themselves: the restoring then leaves the page to them. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

/** Where the shopper was: the scroll position, and the marked element in view with its distance from the window's top. */
interface Place {
  y: number
  anchor?: { id: string; top: number }
}

function elementNamed(fragment: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(fragment))
  } catch {
    return null
  }
}

function anchorNamed(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${SCROLL_ANCHOR_ATTRIBUTE}="${CSS.escape(id)}"]`)
}

/** The first marked element in the window (the first card of the row at its top), or none. */
function anchorInView(): Place['anchor'] {
  for (const element of document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR_ATTRIBUTE}]`)) {
    const rect = element.getBoundingClientRect()
    if (rect.height === 0 || rect.bottom <= 0) continue
    if (rect.top >= window.innerHeight) return undefined
    const id = element.getAttribute(SCROLL_ANCHOR_ATTRIBUTE)
    return id ? { id, top: rect.top } : undefined
  }
  return undefined
}

/**
 * Scrolls back to `place` and keeps it there while the page is still being drawn: each frame, the
 * marked element that was in view is put back at its height in the window once it is there again
 * (a list draws its cards after its first screen), or, without one, the scroll position is set
 * again as the page grows tall enough for it. Meanwhile the marked elements are laid out at their
 * real height (SCROLL_RESTORING_ATTRIBUTE), as they were when the shopper scrolled past them.
 * Stops once the place has held for a few frames, after RESTORE_TIMEOUT_MS, when the shopper moves
 * the page, or when `cancel` is called; then calls `done`.
 */
function restorePlace(place: Place, done: () => void): () => void {
  const started = performance.now()
  let settled = 0
  let frame = 0
  let stopped = false

  const stop = () => {
    if (stopped) return
    stopped = true
    cancelAnimationFrame(frame)
    document.documentElement.removeAttribute(SCROLL_RESTORING_ATTRIBUTE)
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true)
    done()
  }

  const step = () => {
    const anchor = place.anchor ? anchorNamed(place.anchor.id) : null
    const target = anchor && place.anchor ? window.scrollY + anchor.getBoundingClientRect().top - place.anchor.top : place.y
    if (Math.abs(window.scrollY - target) > 1) {
      window.scrollTo(0, target)
    }
    // Only a place found counts as reached: a page still too short for it is clamped to its bottom.
    const reached = Math.abs(window.scrollY - target) <= 1 && (anchor !== null || !place.anchor)
    settled = reached ? settled + 1 : 0
    if (settled >= SETTLED_FRAMES || performance.now() - started > RESTORE_TIMEOUT_MS) {
      stop()
      return
    }
    frame = requestAnimationFrame(step)
  }

  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true })
  document.documentElement.setAttribute(SCROLL_RESTORING_ATTRIBUTE, '')
  step()
  return stop
}

/**
 * Scrolling across the shop's own navigations: a new page (a link, a redirect) opens at its top, or
 * at the element its #hash names; Back and Forward return to where the shopper left that page: to
 * the same card of a product list in view (SCROLL_ANCHOR_ATTRIBUTE), at the same height, once the
 * list has drawn it again. The browser's own restoration is turned off while the shop runs: it would
 * scroll before the screen of the address is drawn. A reload opens the page at its top: its data is
 * fetched again, and a position restored over a screen still loading would be carried down the page
 * by the browser's scroll anchoring as the content above it grows.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const places = useRef(new Map<string, Place>())
  const shown = useRef(location.key)
  /** While Back restores a place, its own scrolling is not the shopper's: the place kept stays. */
  const restoring = useRef(false)

  useLayoutEffect(() => {
    const history = window.history
    const browserRestoration = history.scrollRestoration
    history.scrollRestoration = 'manual'
    const remember = () => {
      if (restoring.current) return
      const kept = places.current
      kept.delete(shown.current)
      kept.set(shown.current, { y: window.scrollY, anchor: anchorInView() })
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
    const saved = places.current.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      restoring.current = true
      const cancel = restorePlace(saved, () => {
        restoring.current = false
      })
      return cancel
    }
    const target = location.hash ? elementNamed(location.hash.slice(1)) : null
    if (target) target.scrollIntoView()
    else if (!first) window.scrollTo(0, 0)
    // location.key changes with every navigation, to the same address too.
  }, [location.key, location.hash, navigationType])

  return null
}
