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

/** A postal address on an order (SPEC §3). `state` is a 2-letter US code. */
export interface Address {
  firstName: string
  lastName: string
  address: string
  address2?: string | null
  city: string
  state: string
  zipCode: string
  country: string
}

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled'

export type PaymentMethod = 'cash_on_delivery' | 'card_on_delivery' | 'pay_with_card'

export interface OrderItem {
  productId: string
  productName: string
  quantity: number
  /** Unit price in dollars. */
  price: number
  /** Line total, decimal string with two places. */
  total: string
}

export interface TrackingEvent {
  status: string
  location: string
  timestamp: string
  completed: boolean
}

/** An order as the shop's API answers it (POST /api/orders, GET /api/user/orders). */
export interface Order {
  /** The order number customers see and type into /track, e.g. '1042'. */
  id: string
  createdAt: string
  updatedAt: string
  userId: string | null
  customerEmail: string
  customerName: string
  customerPhone: string | null
  shippingAddress: Address
  billingAddress: Address
  items: OrderItem[]
  /** Decimal strings with two places. */
  subtotal: string
  shippingCost: string
  tax: string
  totalAmount: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  trackingNumber: string | null
  carrier: string
  estimatedDelivery: string | null
  trackingEvents: TrackingEvent[]
}

/** What a visitor who is not signed in sees of an order on /track: status and dates only. */
export interface OrderTrackingSummary {
  id: string
  status: OrderStatus
  createdAt: string
  updatedAt: string
  estimatedDelivery: string | null
}
