import { beforeEach, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, lineTotal, selectItemCount, selectSubtotal, useCartStore, type CartProduct } from '@/stores/cart-store'

const printer: CartProduct = { id: 'prod_printer', name: 'LaserJet Pro', price: '249.99', image: '/images/products/laserjet.jpg' }
const scanner: CartProduct = { id: 'prod_scanner', name: 'ScanSnap', price: '89.50', image: '/images/products/scansnap.jpg' }

const cart = () => useCartStore.getState()

beforeEach(() => {
  cart().clearCart()
})

describe('cart store', () => {
  it('appends a new line with quantity 1 by default', () => {
    cart().addItem(printer)

    expect(cart().items).toHaveLength(1)
    expect(cart().items[0]).toMatchObject({ productId: 'prod_printer', quantity: 1, product: printer })
    expect(typeof cart().items[0]?.id).toBe('number')
  })

  it('merges an add of the same product into its line', () => {
    cart().addItem(printer, 2)
    cart().addItem(printer, 3)

    expect(cart().items).toHaveLength(1)
    expect(cart().items[0]?.quantity).toBe(5)
  })

  it('gives lines added at the same moment distinct ids', () => {
    cart().addItem(printer)
    cart().addItem(scanner)

    const [first, second] = cart().items
    expect(first?.id).not.toBe(second?.id)
  })

  it('sets a quantity and removes the line at 0 or below', () => {
    cart().addItem(printer)
    cart().addItem(scanner)
    const [printerLine, scannerLine] = cart().items

    cart().updateQuantity(printerLine!.id, 4)
    expect(cart().items[0]?.quantity).toBe(4)

    cart().updateQuantity(scannerLine!.id, 0)
    expect(cart().items.map((item) => item.productId)).toEqual(['prod_printer'])

    cart().updateQuantity(printerLine!.id, -1)
    expect(cart().items).toEqual([])
  })

  it('removes a line by id and clears', () => {
    cart().addItem(printer)
    cart().addItem(scanner)

    cart().removeItem(cart().items[0]!.id)
    expect(cart().items.map((item) => item.productId)).toEqual(['prod_scanner'])

    cart().clearCart()
    expect(cart().items).toEqual([])
  })

  it('counts units and sums price times quantity', () => {
    cart().addItem(printer, 2)
    cart().addItem(scanner, 3)

    expect(selectItemCount(cart())).toBe(5)
    expect(selectSubtotal(cart())).toBe(768.48)
  })

  it('prices a line to the cent', () => {
    cart().addItem({ ...scanner, price: '0.10' }, 3)

    expect(lineTotal(cart().items[0]!)).toBe(0.3)
  })

  it("replaces the unit prices of the listed products only", () => {
    cart().addItem(printer)
    cart().addItem(scanner, 2)

    cart().updatePrices([{ productId: 'prod_scanner', price: '79.00' }])
    expect(cart().items.map((item) => item.product.price)).toEqual(['249.99', '79.00'])
    expect(selectSubtotal(cart())).toBe(407.99)
  })

  it('persists the cart in local storage under its own key', () => {
    cart().addItem(scanner)

    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as { state?: { items?: unknown[]; sessionId?: string } }
    expect(stored.state?.items).toHaveLength(1)
    expect(stored.state?.sessionId).toBe('')
  })
})
