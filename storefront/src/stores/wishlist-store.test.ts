import { beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '@printshop/contract'
import { WISHLIST_STORAGE_KEY, selectIsInWishlist, selectWishlistCount, useWishlistStore } from '@/stores/wishlist-store'

function product(id: string, name: string): Product {
  return {
    id,
    name,
    sku: id.toUpperCase(),
    description: `${name} for the office`,
    category: 'printers',
    brand: 'HP',
    price: '199.00',
    originalPrice: null,
    quantityPrices: [],
    image: `/images/products/${id}.jpg`,
    images: [],
    specifications: null,
    features: [],
    stockQuantity: 5,
    inStock: true,
    rating: '4.5',
    reviewCount: 12,
    isBusinessProduct: false,
    isFeatured: false,
    tags: [],
  }
}

const wishlist = () => useWishlistStore.getState()
const officeJet = product('prod_1', 'OfficeJet')
const photoPrinter = product('prod_2', 'PhotoSmart')

beforeEach(() => {
  wishlist().clearWishlist()
})

describe('wishlist store', () => {
  it('adds a product once, ignoring duplicates by id', () => {
    wishlist().addItem(officeJet)
    wishlist().addItem({ ...officeJet, name: 'Renamed' })

    expect(wishlist().items).toEqual([officeJet])
    expect(selectWishlistCount(wishlist())).toBe(1)
  })

  it('removes by id and clears', () => {
    wishlist().addItem(officeJet)
    wishlist().addItem(photoPrinter)

    wishlist().removeItem('prod_1')
    expect(wishlist().items.map((item) => item.id)).toEqual(['prod_2'])

    wishlist().clearWishlist()
    expect(wishlist().items).toEqual([])
  })

  it('toggles between saved and not saved', () => {
    expect(wishlist().toggleItem(officeJet)).toBe(true)
    expect(selectIsInWishlist('prod_1')(wishlist())).toBe(true)

    expect(wishlist().toggleItem(officeJet)).toBe(false)
    expect(selectIsInWishlist('prod_1')(wishlist())).toBe(false)
  })

  it('persists under the wishlist-storage key', () => {
    wishlist().addItem(photoPrinter)

    const stored = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '{}') as { state?: { items?: Product[] } }
    expect(stored.state?.items?.[0]?.id).toBe('prod_2')
  })
})
