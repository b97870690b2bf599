import type { Order, OrderAddress, OrderItem, OrderReturn, Product, SavedAddress, User } from '@printshop/contract'

// Test data shaped as the /api answers it (the contract's types), shared by every feature's tests.

/** A product as GET /api/products answers it; override what a test cares about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'prod_1',
    name: 'LaserJet Pro M404n',
    description: 'Fast monochrome laser printer for busy offices.',
    category: 'printers',
    brand: 'HP',
    price: '249.99',
    originalPrice: null,
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
    status: 'processing',
    paymentMethod: 'cash_on_delivery',
    trackingNumber: null,
    carrier: 'UPS',
    estimatedDelivery: null,
    trackingEvents: [],
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
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  }
}
