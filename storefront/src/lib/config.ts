export const SHOP_NAME = 'PrintShop Pro'

/** Orders whose item subtotal is strictly above this amount ship free (DESIGN §4). */
export const FREE_SHIPPING_THRESHOLD = 99
export const SHIPPING_COST = 9.99
/** Sales tax, charged on the item subtotal only; shipping is not taxed. */
export const TAX_RATE = 0.08

export const SUPPORT_PHONE = '(918) 555-0142'
export const SUPPORT_PHONE_HREF = 'tel:+19185550142'
export const SUPPORT_EMAIL = 'support@printshoppro.com'
export const SUPPORT_HOURS = 'Mon-Fri 8AM-6PM CST'
export const COMPANY_LEGAL_NAME = 'PrintShop Pro LLC'
export const COMPANY_ADDRESS = {
  street: '2250 E 73rd St, Suite 400',
  city: 'Tulsa',
  state: 'OK',
  zipCode: '74136',
} as const

export const CATEGORY_HANDLES = [
  'printers',
  'photo-printers',
  'scanners',
  'pos-systems',
  'barcode-scanners',
  'business-solutions',
] as const

export type CategoryHandle = (typeof CATEGORY_HANDLES)[number]

/** The spec's display rule: hyphens become spaces and every word is capitalised. */
export function formatCategory(handle: string): string {
  return handle
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Navigation labels; "POS" keeps its capitals, which the generic formatter cannot know. */
export const CATEGORY_LABELS: Record<CategoryHandle, string> = {
  printers: 'Printers',
  'photo-printers': 'Photo Printers',
  scanners: 'Scanners',
  'pos-systems': 'POS Systems',
  'barcode-scanners': 'Barcode Scanners',
  'business-solutions': 'Business Solutions',
}

export const CATEGORIES = CATEGORY_HANDLES.map((handle) => ({
  handle,
  label: CATEGORY_LABELS[handle],
  path: `/category/${handle}`,
}))

export function isCategoryHandle(value: string): value is CategoryHandle {
  return (CATEGORY_HANDLES as readonly string[]).includes(value)
}

/** Label for a category handle: the shop's own label when known, else the spec's formatter. */
export function categoryLabel(handle: string): string {
  return isCategoryHandle(handle) ? CATEGORY_LABELS[handle] : formatCategory(handle)
}
