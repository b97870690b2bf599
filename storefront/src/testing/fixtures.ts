import type { Order, OrderAddress, OrderItem, OrderReturn, PricingRule, Product, SavedAddress, ShopPricing, User } from '@printshop/contract'

// Test data shaped as the /api answers it (the contract's types), shared by every feature's tests.

/** A product as GET /api/products answers it; override what a test cares about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'prod_1',
    name: 'LaserJet Pro M404n',
    sku: 'HP-M404N',
    description: 'Fast monochrome laser printer for busy offices.',
    category: 'printers',
    brand: 'HP',
    price: '249.99',
    originalPrice: null,
    quantityPrices: [],
    image: '/images/products/laserjet.svg',
    images: [],
    specifications: {},
    features: [],
    stockQuantity: 12,
    inStock: true,
    rating: '4.5',
    reviewCount: 18,
    isBusinessProduct: false,
    isFeatured: false,
    tags: [],
    ...overrides,
  }
}

/** A signed-in customer as GET /api/auth/user answers it. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'cus_1',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    phone: '(918) 555-0100',
    createdAt: '2023-06-15T12:00:00.000Z',
    ...overrides,
  }
}

export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return { productId: 'prod_1', productName: 'LaserJet Pro M404n', quantity: 1, price: 249.99, total: '249.99', ...overrides }
}

export function makeAddress(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    address: '100 Main St',
    address2: 'Suite 4',
    city: 'Tulsa',
    state: 'OK',
    zipCode: '74103',
    country: 'US',
    ...overrides,
  }
}

/** An order as GET /api/user/orders answers it. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const address = makeAddress()
  return {
    id: '1042',
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-05T12:00:00.000Z',
    userId: 'cus_1',
    customerEmail: 'ann@example.com',
    customerName: 'Ann Lee',
    customerPhone: '(918) 555-0100',
    shippingAddress: address,
    billingAddress: address,
    items: [makeItem()],
    subtotal: '249.99',
    promoCode: null,
    discountAmount: '0.00',
    shippingCost: '0.00',
    tax: '20.00',
    totalAmount: '269.99',
    refundedAmount: '0.00',
    status: 'processing',
    paymentMethod: 'cash_on_delivery',
    trackingNumber: null,
    carrier: 'UPS',
    estimatedDelivery: null,
    trackingEvents: [],
    shippingMethod: 'Free Shipping',
    taxRate: 8,
    taxExemptCertificate: null,
    poNumber: null,
    companyName: null,
    paymentTerms: null,
    paymentDue: null,
    invoicePaid: null,
    ...overrides,
  }
}

/** A return as an order of GET /api/user/orders holds it: requested, not received yet. */
export function makeReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  return {
    id: 'ret_1',
    orderNumber: '1042',
    status: 'requested',
    reason: 'defective',
    note: null,
    items: [{ productId: 'prod_1', productName: 'LaserJet Pro M404n', quantity: 1 }],
    refundAmount: null,
    createdAt: '2025-03-20T12:00:00.000Z',
    receivedAt: null,
    ...overrides,
  }
}

/** A saved address as GET /api/user/addresses answers it. */
export function makeSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 'addr_1',
    firstName: 'Ann',
    lastName: 'Lee',
    company: null,
    address: '100 Main St',
    address2: 'Suite 4',
    city: 'Tulsa',
    state: 'OK',
    zipCode: '74103',
    country: 'US',
    phone: '(918) 555-0100',
    isDefault: false,
    sharedBy: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  }
}

/** A rule every store option carries in Medusa. */
const STORE_RULES: PricingRule[] = [
  { attribute: 'enabled_in_store', operator: 'eq', value: 'true' },
  { attribute: 'is_return', operator: 'eq', value: 'false' },
]

/**
 * GET /api/shop/pricing as a new shop's seed sets Medusa up: 8% sales tax; Standard Shipping $9.99
 * up to an item subtotal of $99, Free Shipping above it; Express Shipping $24.99 (1-2 days); the
 * three payment methods through Medusa's system provider (no card processor).
 */
export function makeShopPricing(overrides: Partial<ShopPricing> = {}): ShopPricing {
  const subtotal = (operator: PricingRule['operator']): PricingRule => ({ attribute: 'item_subtotal', operator, value: '99' })
  return {
    currencyCode: 'usd',
    taxRate: 8,
    payments: { methods: ['cash_on_delivery', 'card_on_delivery', 'pay_with_card'], cardProcessor: null },
    shippingOptions: [
      {
        id: 'so_standard',
        name: 'Standard Shipping',
        description: 'Delivered in 3-7 business days.',
        rules: [...STORE_RULES, subtotal('lte')],
        prices: [{ amount: 9.99, rules: [] }],
      },
      {
        id: 'so_free',
        name: 'Free Shipping',
        description: 'Delivered in 3-7 business days.',
        rules: [...STORE_RULES, subtotal('gt')],
        prices: [{ amount: 0, rules: [] }],
      },
      {
        id: 'so_express',
        name: 'Express Shipping',
        description: 'Delivered in 1-2 business days.',
        rules: [...STORE_RULES],
        prices: [{ amount: 24.99, rules: [] }],
      },
    ],
    ...overrides,
  }
}
