/**
 * Marks an element a shopper's place on a page is kept by (a product card of a list): Back returns
 * to the marked element that was in view, at the same height in the window, wherever the page has
 * drawn it by then (app/layout/scroll-restoration.tsx). Its value names it among the page's marked
 * elements.
 */
export const SCROLL_ANCHOR_ATTRIBUTE = 'data-scroll-anchor'

/** The props that mark an element as the place `id` (spread onto it). */
export function scrollAnchor(id: string): Record<typeof SCROLL_ANCHOR_ATTRIBUTE, string> {
  return { [SCROLL_ANCHOR_ATTRIBUTE]: id }
}

/**
 * Set on <html> while Back restores a place: the marked elements are laid out at their real height
 * (index.css), not at the estimate a card not yet drawn has (`content-visibility: auto`), so the
 * page returns to the scroll position it had, not only to the card; each keeps that height after.
 */
export const SCROLL_RESTORING_ATTRIBUTE = 'data-restoring-scroll'
