/** The address of a product's detail page (cards, cart lines and wishlist items link to it). */
export function productPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`
}

/** The compare page of these products, in this order: '/compare?ids=a,b,c' (shareable). */
export function comparePath(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}`
}
