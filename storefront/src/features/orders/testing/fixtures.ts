import type { Address, Order, OrderItem, User } from '@/types/api'

// Shared test data of the account, checkout and order tracking tests.

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

export function makeAddress(overrides: Partial<Address> = {}): Address {
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
