import { vi } from 'vitest'
import {
  ADDRESS_MESSAGES,
  MAX_SAVED_ADDRESSES,
  RETURN_MESSAGES,
  RETURN_WINDOW_DAYS,
  cancelRefusal,
  returnRequestBodySchema,
  savedAddressBodySchema,
  type Order,
  type OrderReturn,
  type Product,
  type SavedAddress,
  type User,
} from '@printshop/contract'
import { makeUser } from './fixtures'
import { fetchMock, jsonResponse } from './mock-api'

// A stand-in for a signed-in customer's side of the API, keeping what the requests change: who is
// signed in, their orders (cancelling one, returning its items), their saved addresses, and the
// catalogue's products.

export interface SentRequest {
  method: string
  url: URL
  /** The parsed JSON body, if any; a multipart body as the FormData sent. */
  body: unknown
  headers: Headers
}

/** Answers a request before the stand-in does; undefined lets the stand-in answer. */
export type Override = (request: SentRequest) => Response | Promise<Response | undefined> | undefined

/** What the stand-in holds now; tests read it after the requests. */
export interface CustomerApiState {
  orders: Order[]
  addresses: SavedAddress[]
}

function sentRequest(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): SentRequest {
  return {
    method: init?.method ?? 'GET',
    url: new URL(String(input), 'http://localhost'),
    body: init?.body instanceof FormData ? init.body : init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    headers: new Headers(init?.headers),
  }
}

const notFound = (message = 'Not found') => jsonResponse({ message }, 404)

const DAY_MS = 24 * 60 * 60 * 1000

/** A 400 answer for a body the contract's schema refused. */
function invalidBody(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Response {
  const errors = issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
  return jsonResponse({ message: 'Please check the highlighted fields.', errors }, 400)
}

/** GET /api/user/orders/{number}/invoice: a (tiny) PDF naming the invoice. */
export function invoicePdf(orderNumber: string): Response {
  return new Response(new Blob([`%PDF-1.7 INV-${orderNumber}`], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="invoice-INV-${orderNumber}.pdf"` },
  })
}

/** How many of a product an order holds (its lines added up), and how many its returns hold. */
const bought = (order: Order, productId: string) =>
  order.items.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.quantity, 0)
const returned = (order: Order, productId: string) =>
  (order.returns ?? []).flatMap((ret) => ret.items).filter((item) => item.productId === productId).reduce((sum, item) => sum + item.quantity, 0)

/** The default first, then the newest, as the server lists them. */
function listed(addresses: SavedAddress[]): SavedAddress[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt))
}

export function serveCustomer({
  user = makeUser(),
  orders = [],
  addresses = [],
  products = [],
  override,
}: {
  user?: User | null
  orders?: Order[]
  addresses?: SavedAddress[]
  products?: Product[]
  override?: Override
} = {}): CustomerApiState {
  const state: CustomerApiState = { orders: [...orders], addresses: [...addresses] }
  let created = 0

  function saveAddress(id: string | null, body: unknown): Response {
    const parsed = savedAddressBodySchema.safeParse(body)
    if (!parsed.success) return invalidBody(parsed.error.issues)
    const existing = id === null ? undefined : state.addresses.find((address) => address.id === id)
    if (id !== null && !existing) return notFound(ADDRESS_MESSAGES.notFound)
    if (!existing && state.addresses.length >= MAX_SAVED_ADDRESSES) return jsonResponse({ message: ADDRESS_MESSAGES.tooMany }, 409)
    created += 1
    const now = new Date(Date.parse('2025-06-01T12:00:00.000Z') + created * 60_000).toISOString()
    const values = parsed.data
    const saved: SavedAddress = {
      id: existing?.id ?? `addr_new_${created}`,
      firstName: values.firstName,
      lastName: values.lastName,
      company: values.company || null,
      address: values.address,
      address2: values.address2 || null,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
      country: values.country,
      phone: values.phone ?? '',
      isDefault: values.isDefault,
      sharedBy: null,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    }
    const others = state.addresses
      .filter((address) => address.id !== saved.id)
      .map((address) => (saved.isDefault ? { ...address, isDefault: false } : address))
    state.addresses = [...others, saved]
    return jsonResponse(saved, existing ? 200 : 201)
  }

  /** The rules of POST /api/user/orders/{orderNumber}/returns, as the server applies them. */
  function requestReturn(orderNumber: string, body: unknown): Response {
    const order = state.orders.find((candidate) => candidate.id === orderNumber)
    if (!order) return notFound('Order not found')
    const parsed = returnRequestBodySchema.safeParse(body)
    if (!parsed.success) return invalidBody(parsed.error.issues)
    if (order.status !== 'delivered' || !order.deliveredAt) return jsonResponse({ message: RETURN_MESSAGES.notDelivered }, 409)
    if (Date.now() - Date.parse(order.deliveredAt) > RETURN_WINDOW_DAYS * DAY_MS) {
      return jsonResponse({ message: RETURN_MESSAGES.windowClosed }, 409)
    }
    const { items, reason, note } = parsed.data
    for (const { productId } of items) {
      if (bought(order, productId) === 0) return jsonResponse({ message: RETURN_MESSAGES.notInOrder }, 409)
      const asked = items.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.quantity, 0)
      if (asked > bought(order, productId) - returned(order, productId)) return jsonResponse({ message: RETURN_MESSAGES.tooMany }, 409)
    }
    created += 1
    const ret: OrderReturn = {
      id: `ret_new_${created}`,
      orderNumber: order.id,
      status: 'requested',
      reason,
      note: note || null,
      items: items.map(({ productId, quantity }) => ({
        productId,
        productName: order.items.find((item) => item.productId === productId)?.productName ?? productId,
        quantity,
      })),
      refundAmount: null,
      createdAt: new Date().toISOString(),
      receivedAt: null,
    }
    state.orders = state.orders.map((candidate) =>
      candidate.id === order.id ? { ...candidate, returns: [...(candidate.returns ?? []), ret] } : candidate,
    )
    return jsonResponse(ret, 201)
  }

  function answer({ method, url, body }: SentRequest): Response {
    const path = url.pathname
    if (path === '/api/auth/user') return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401)
    if (path === '/api/user/orders' && method === 'GET') return jsonResponse(state.orders)

    const invoice = /^\/api\/user\/orders\/([^/]+)\/invoice$/.exec(path)
    if (invoice && method === 'GET') {
      const order = state.orders.find((candidate) => candidate.id === decodeURIComponent(invoice[1]!))
      return order ? invoicePdf(order.id) : notFound('Order not found')
    }

    const cancel = /^\/api\/user\/orders\/([^/]+)\/cancel$/.exec(path)
    if (cancel && method === 'POST') {
      const order = state.orders.find((candidate) => candidate.id === decodeURIComponent(cancel[1]!))
      if (!order) return notFound('Order not found')
      const refusal = cancelRefusal(order)
      if (refusal) return jsonResponse({ message: refusal }, 409)
      const cancelled: Order = { ...order, status: 'cancelled' }
      state.orders = state.orders.map((candidate) => (candidate.id === order.id ? cancelled : candidate))
      return jsonResponse(cancelled)
    }

    const returnRequest = /^\/api\/user\/orders\/([^/]+)\/returns$/.exec(path)
    if (returnRequest && method === 'POST') return requestReturn(decodeURIComponent(returnRequest[1]!), body)

    if (path === '/api/user/addresses') {
      if (method === 'GET') return jsonResponse(listed(state.addresses))
      if (method === 'POST') return saveAddress(null, body)
    }
    const address = /^\/api\/user\/addresses\/([^/]+)$/.exec(path)
    if (address) {
      const id = decodeURIComponent(address[1]!)
      if (method === 'PUT') return saveAddress(id, body)
      if (method === 'DELETE') {
        if (!state.addresses.some((candidate) => candidate.id === id)) return notFound(ADDRESS_MESSAGES.notFound)
        state.addresses = state.addresses.filter((candidate) => candidate.id !== id)
        return jsonResponse({ id, deleted: true })
      }
    }

    const product = /^\/api\/products\/([^/]+)$/.exec(path)
    if (product && method === 'GET') {
      const found = products.find((candidate) => candidate.id === decodeURIComponent(product[1]!))
      return found ? jsonResponse(found) : notFound('Product not found')
    }
    return notFound()
  }

  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input, init) => {
    const request = sentRequest(input, init)
    return (await override?.(request)) ?? answer(request)
  })
  return state
}

/** The requests sent so far with this method to this path, in order. */
export function sentRequests(method: string, pathname: string): SentRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => sentRequest(input, init))
    .filter((request) => request.method === method && request.url.pathname === pathname)
}
