import type { Product } from '@printshop/contract'

/** The 'No Image' picture shown when a product has no image or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg'

const PRODUCT_IMAGE_DIR = '/images/products/'

/**
 * Where the backend's file module serves uploaded images and the seeded illustrations
 * (docs/using-the-shop.md, "What the seed creates").
 */
const UPLOADED_IMAGE_DIR = '/static/'

/**
 * The image path rule: full http(s) URLs are kept, and so are the backend's own files
 * (/static/...); anything else (/src/assets/products/x, a bare file name, /images/x) is served
 * from /images/products/{file}.
 */
export function resolveProductImage(path: string | null | undefined): string {
  const value = path?.trim()
  if (!value) return PLACEHOLDER_IMAGE
  if (/^https?:\/\//i.test(value)) return value
  if (value.startsWith(UPLOADED_IMAGE_DIR)) return value
  if (value.startsWith(PRODUCT_IMAGE_DIR)) return value
  const file = value.split(/[?#]/)[0]?.split('/').filter(Boolean).pop()
  return file ? `${PRODUCT_IMAGE_DIR}${file}` : PLACEHOLDER_IMAGE
}

/** The product's pictures, main image first, resolved and without duplicates. */
export function productImages(product: Pick<Product, 'image' | 'images'>): string[] {
  const all = [product.image, ...product.images].filter((path) => path && path.trim()).map(resolveProductImage)
  const unique = [...new Set(all)]
  return unique.length ? unique : [PLACEHOLDER_IMAGE]
}
