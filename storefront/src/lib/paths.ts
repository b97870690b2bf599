/** The address of a product's detail page (cards, cart lines and wishlist items link to it). */
export function productPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`
}
