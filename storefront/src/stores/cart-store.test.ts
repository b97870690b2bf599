import { beforeEach, describe, expect, it } from 'vitest'
import {
  CART_STORAGE_KEY,
  lineSaving,
  lineTotal,
  lineUnitPrice,
  selectItemCount,
  selectQuantitySaving,
  selectSubtotal,
  useCartStore,
  type CartProduct,
} from '@/stores/cart-store'

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

  it('prices a line by the quantity price its quantity reaches, and says what it saves', () => {
    const labels: CartProduct = {
      ...scanner,
      id: 'prod_labels',
      price: '45.50',
      quantityPrices: [
        { minQuantity: 5, price: '42.00' },
        { minQuantity: 10, price: '39.00' },
      ],
    }
    cart().addItem(labels, 4)
    const line = () => cart().items[0]!
    expect([lineUnitPrice(line()), lineTotal(line()), lineSaving(line())]).toEqual([45.5, 182, 0])
    cart().updateQuantity(line().id, 6)
    expect([lineUnitPrice(line()), lineTotal(line()), lineSaving(line())]).toEqual([42, 252, 21])
    cart().addItem(printer)
    cart().updateQuantity(line().id, 10)
    expect(selectSubtotal(cart())).toBe(639.99)
    expect(selectQuantitySaving(cart())).toBe(65)
    // Added again without them (a card that does not carry them), the line keeps its quantity prices.
    cart().addItem({ id: 'prod_labels', name: 'Labels', price: '45.50', image: '' })
    expect(lineUnitPrice(cart().items[0]!)).toBe(39)
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

  it('keeps the promo code, persisted with the cart, until the cart is emptied', () => {
    cart().addItem(printer)
    cart().addItem(scanner)
    cart().setPromoCode('SPRING10')
    const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as { state?: { promoCode?: string | null } }
    expect(stored().state?.promoCode).toBe('SPRING10')

    cart().removeItem(cart().items[0]!.id)
    expect(cart().promoCode).toBe('SPRING10')
    cart().updateQuantity(cart().items[0]!.id, 0)
    expect(cart().promoCode).toBeNull()

    cart().addItem(printer)
    cart().setPromoCode('SPRING10')
    cart().clearCart()
    expect(cart().promoCode).toBeNull()
    expect(stored().state?.promoCode).toBeNull()
  })

  describe('stock', () => {
    const sixLeft: CartProduct = { ...printer, stockQuantity: 6 }

    it('keeps the stock with the line and caps an add at it, saying so', () => {
      expect(cart().addItem(sixLeft, 4)).toEqual({ quantity: 4, capped: false })
      expect(cart().items[0]?.product.stockQuantity).toBe(6)

      expect(cart().addItem(sixLeft, 9)).toEqual({ quantity: 6, capped: true })
      expect(cart().items[0]?.quantity).toBe(6)
      expect(cart().addItem(sixLeft)).toEqual({ quantity: 6, capped: true })
      expect(cart().items).toHaveLength(1)
    })

    it('caps a new line at the stock', () => {
      expect(cart().addItem(sixLeft, 13)).toEqual({ quantity: 6, capped: true })
      expect(cart().items[0]?.quantity).toBe(6)
    })

    it('caps a quantity change at the stock kept with the line', () => {
      cart().addItem(sixLeft, 5)
      const line = cart().items[0]!

      expect(cart().updateQuantity(line.id, 6)).toEqual({ quantity: 6, capped: false })
      expect(cart().updateQuantity(line.id, 7)).toEqual({ quantity: 6, capped: true })
      expect(cart().items[0]?.quantity).toBe(6)
      expect(cart().updateQuantity(line.id, 0)).toEqual({ quantity: 0, capped: false })
      expect(cart().items).toEqual([])
    })

    it('takes the newest stock an add brings, down to it', () => {
      cart().addItem(sixLeft, 5)

      expect(cart().addItem({ ...printer, stockQuantity: 3 })).toEqual({ quantity: 3, capped: true })
      expect(cart().items[0]).toMatchObject({ quantity: 3, product: { stockQuantity: 3 } })
    })

    it('caps a line at 999 units, what an order line takes, whatever the stock', () => {
      cart().addItem({ ...printer, stockQuantity: 5000 }, 600)
      expect(cart().addItem({ ...printer, stockQuantity: 5000 }, 600)).toEqual({ quantity: 999, capped: true })
      expect(cart().addItem(scanner, 1200)).toEqual({ quantity: 999, capped: true })
      expect(cart().updateQuantity(cart().items[0]!.id, 1000)).toEqual({ quantity: 999, capped: true })
    })

    it('does not cap a product whose stock is not counted (in stock with a quantity of 0), nor one whose stock is not known', () => {
      expect(cart().addItem({ ...printer, stockQuantity: 0 }, 40)).toEqual({ quantity: 40, capped: false })
      expect(cart().addItem(scanner, 25)).toEqual({ quantity: 25, capped: false })
    })

    it('keeps working with a cart saved before lines kept their stock', async () => {
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({ state: { items: [{ id: 1, productId: 'prod_printer', quantity: 2, product: printer }], sessionId: 'sess_1' }, version: 0 }),
      )
      await useCartStore.persist.rehydrate()
      expect(cart().items).toMatchObject([{ productId: 'prod_printer', quantity: 2 }])

      // Not known until the product is added again: not capped until then.
      expect(cart().updateQuantity(1, 9)).toEqual({ quantity: 9, capped: false })
      expect(cart().addItem(sixLeft)).toEqual({ quantity: 6, capped: true })
      expect(cart().items[0]).toMatchObject({ id: 1, quantity: 6, product: { stockQuantity: 6 } })
    })
  })
})
