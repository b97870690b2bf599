/** Shapes of the shop's /api contract (SPEC §3), shared by every feature. */

export type ProductTag = 'bestseller' | 'new' | 'sale' | (string & {})

export interface Product {
  id: string
  name: string
  description: string
  category: string
  brand: string
  /** Decimal string with two places, e.g. '249.99'. */
  price: string
  originalPrice?: string | null
  image: string
  images: string[]
  specifications?: string | Record<string, string> | null
  features: string[]
  stockQuantity: number
  inStock: boolean
  /** Decimal string with one place, e.g. '4.5'. */
  rating: string
  reviewCount: number
  isBusinessProduct: boolean
  isFeatured: boolean
  tags: ProductTag[]
}

export interface User {
  id: string
  email: string
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  createdAt?: string
}
