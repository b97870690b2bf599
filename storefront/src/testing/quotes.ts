import { QUOTE_MESSAGES, quoteMessageBodySchema, type Order, type Quote, type QuoteLine, type QuoteMessage } from '@printshop/contract'
import { jsonResponse } from './mock-api'
import type { Override, SentRequest } from './serve-customer'

// Quotes as the /api answers them, and a stand-in for the customer's quote routes to hand to
// serveCustomer as its override.

/** A priced line: 10 label printers at $42.00 (list price $45.50). */
export function makeQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    productId: 'prod_labels',
    productName: 'Label Printer LP-200',
    image: null,
    quantity: 10,
    listPrice: 45.5,
    unitPrice: 42,
    total: '420.00',
    ...overrides,
  }
}

/** Quote #12, quoted: 10 label printers at $42.00 and 2 scanners at $80.00, valid until the end of 2099. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'quo_12',
    number: 12,
    status: 'quoted',
    items: [
      makeQuoteLine(),
      makeQuoteLine({ productId: 'prod_scanner', productName: 'ScanSnap iX1600', quantity: 2, listPrice: 89.5, unitPrice: 80, total: '160.00' }),
    ],
    message: 'We need these for two new stores.',
    company: 'Kim Logistics',
    note: 'Free setup included.',
    validUntil: '2099-12-31',
    quotedAt: '2025-05-02T10:00:00.000Z',
    orderId: null,
    subtotal: '580.00',
    messages: [],
    createdAt: '2025-05-01T09:00:00.000Z',
    updatedAt: '2025-05-02T10:00:00.000Z',
    ...overrides,
  }
}

/** The same quote before staff priced it. */
export function requestedQuote(overrides: Partial<Quote> = {}): Quote {
  const quote = makeQuote()
  return makeQuote({
    status: 'requested',
    items: quote.items.map((line) => ({ ...line, unitPrice: null, total: null })),
    note: null,
    validUntil: null,
    quotedAt: null,
    subtotal: null,
    ...overrides,
  })
}

type Answer = (request: SentRequest) => Response | Promise<Response>

/** What the stand-in holds now; tests read it after the requests. */
export interface QuoteApiState {
  quotes: Quote[]
}

/**
 * The customer's quote routes: POST /api/quotes (with `request`, 201 with a new quote #13 by
 * default), GET /api/user/quotes and /api/user/quotes/{id}, a message (201, kept) and a decline
 * (kept; 409 once accepted or declined), and the accept (with `accept`, 201 with `placed` by default).
 */
export function quoteRoutes({
  quotes = [],
  request,
  accept,
  placed,
}: { quotes?: Quote[]; request?: Answer; accept?: Answer; placed?: Order } = {}): { state: QuoteApiState; override: Override } {
  const state: QuoteApiState = { quotes: [...quotes] }
  let written = 0
  const update = (quote: Quote) => {
    state.quotes = state.quotes.map((candidate) => (candidate.id === quote.id ? quote : candidate))
    return quote
  }

  const override: Override = (sent) => {
    const { method, url, body } = sent
    const path = url.pathname
    if (path === '/api/quotes' && method === 'POST') {
      if (request) return request(sent)
      const items = (body as { items: Array<{ productId: string; quantity: number }> }).items
      const quote = requestedQuote({
        id: 'quo_13',
        number: 13,
        items: items.map(({ productId, quantity }) => makeQuoteLine({ productId, productName: productId, quantity, unitPrice: null, total: null })),
        message: (body as { message?: string }).message ?? null,
        company: (body as { company?: string }).company ?? null,
      })
      state.quotes = [quote, ...state.quotes]
      return jsonResponse(quote, 201)
    }
    if (path === '/api/user/quotes' && method === 'GET') return jsonResponse(state.quotes)
    const match = /^\/api\/user\/quotes\/([^/]+)(?:\/(messages|decline|accept))?$/.exec(path)
    if (!match) return undefined
    const quote = state.quotes.find((candidate) => candidate.id === decodeURIComponent(match[1]!))
    if (!quote) return jsonResponse({ message: QUOTE_MESSAGES.notFound }, 404)
    const action = match[2]
    if (!action && method === 'GET') return jsonResponse(quote)
    if (action === 'messages' && method === 'POST') {
      const parsed = quoteMessageBodySchema.safeParse(body)
      if (!parsed.success) return jsonResponse({ message: 'Please check the highlighted fields.', errors: [{ path: 'message', message: parsed.error.issues[0]!.message }] }, 400)
      written += 1
      const message: QuoteMessage = {
        id: `qmsg_${written}`,
        author: 'customer',
        authorName: 'Ann Lee',
        body: parsed.data.message,
        createdAt: new Date(Date.parse('2025-05-03T12:00:00.000Z') + written * 60_000).toISOString(),
      }
      update({ ...quote, messages: [...quote.messages, message] })
      return jsonResponse(message, 201)
    }
    if (action === 'decline' && method === 'POST') {
      if (quote.status === 'accepted' || quote.status === 'declined') {
        return jsonResponse({ code: `quote_${quote.status}`, message: QUOTE_MESSAGES[quote.status] }, 409)
      }
      return jsonResponse(update({ ...quote, status: 'declined' }))
    }
    if (action === 'accept' && method === 'POST') {
      if (accept) return accept(sent)
      if (!placed) throw new Error('quoteRoutes: no order to answer the accept with')
      return jsonResponse({ quote: update({ ...quote, status: 'accepted', orderId: placed.id }), order: placed }, 201)
    }
    return undefined
  }
  return { state, override }
}
