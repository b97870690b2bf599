import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { Address, Order, PaymentMethod } from '@/types/api'
import { userOrdersQueryKey } from './get-user-orders'

export interface OrderPayloadItem {
  productId: string
  productName: string
  quantity: number
  /** Unit price in dollars. */
  price: number
  /** Line total, two decimals. */
  total: string
}

/** The body of POST /api/orders (SPEC §3 Order payload). Card details are never part of it. */
export interface OrderPayload {
  /** Built from the time of the checkout visit; a repeated submission reuses it so one order is placed. */
  sessionId: string
  userId: string
  customerEmail: string
  customerName: string
  customerPhone: string | null
  shippingAddress: Address
  billingAddress: Address
  /** Two decimals, from the same totals the shopper was shown. */
  totalAmount: string
  items: OrderPayloadItem[]
  paymentMethod: PaymentMethod
}

/** Places the order; the server answers the created order (or the same order again for a repeated submission). */
export async function placeOrder(payload: OrderPayload): Promise<Order> {
  const response = await apiRequest('POST', '/api/orders', payload)
  const order = (await response.json()) as Order
  return { ...order, id: String(order.id) }
}

/** Places an order and refreshes the customer's order list (account, tracking). */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeOrder,
    // Not awaited: the confirmation should not wait for the order list to be fetched again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userOrdersQueryKey }),
  })
}

const money = z.union([z.number(), z.string()]).transform((value) => Number(value).toFixed(2))

const orderConflictSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('insufficient_stock'),
    message: z.string(),
    productId: z.string(),
    available: z.number().int().nonnegative(),
  }),
  z.object({
    code: z.literal('total_mismatch'),
    message: z.string(),
    subtotal: money,
    shippingCost: money,
    tax: money,
    totalAmount: money,
    items: z.array(z.object({ productId: z.string(), price: money })),
  }),
  z.object({
    code: z.literal('unknown_product'),
    message: z.string(),
    productId: z.string(),
  }),
])

/** Why the server refused to place the order; prices are normalised to two-decimal strings. */
export type OrderConflict = z.infer<typeof orderConflictSchema>

/**
 * The reason, with its `code`, of a refused POST /api/orders: 409 for stock and price changes;
 * an unknown product comes as a 409 or as a 400 naming the item. Null for any other failure.
 */
export function orderConflict(error: unknown): OrderConflict | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) return null
  try {
    const parsed = orderConflictSchema.safeParse(JSON.parse(error.body))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
