import { vi } from 'vitest'
import {
  SALES_DAYS,
  type AdminCompany,
  type AdminInquiry,
  type AdminQuote,
  type AdminOrder,
  type AdminProduct,
  type AdminReturn,
  type AdminStats,
  type AdminTaxExemption,
  type Promotion,
  type SearchTerm,
  type StaffReview,
} from '@printshop/contract'
import { makeOrder, makeProduct, makeReturn } from '@/testing/fixtures'
import { fetchMock, jsonResponse } from '@/testing/mock-api'
import { ADMIN_SESSION_KEY, type AdminSession } from '../stores/admin-session'

// A stand-in for the staff API (/api/admin/...): tests answer the routes they care about and read
// what was sent.

export const STAFF_TOKEN = 'staff-token-1'
export const STAFF_USER = { id: 'user_1', email: 'sam@printshoppro.com', firstName: 'Sam', lastName: 'Reyes' }

/** Stores a running staff session, unlocked `ageMs` ago. */
export function signInStaff({ ageMs = 0, token = STAFF_TOKEN }: { ageMs?: number; token?: string } = {}): AdminSession {
  const unlockedAt = Date.now() - ageMs
  const session: AdminSession = {
    token,
    expiresAt: new Date(unlockedAt + 24 * 60 * 60 * 1000).toISOString(),
    user: STAFF_USER,
    unlockedAt,
  }
  localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session))
  return session
}

export interface SentRequest {
  method: string
  url: URL
  /** The JSON body, the text of a text body, or the FormData of an upload. */
  body: unknown
  headers: Headers
  credentials: RequestCredentials | undefined
}

type Answer = (request: SentRequest) => Response | Promise<Response>

export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return { totalProducts: 1284, totalOrders: 57, totalRevenue: '12345.6', featuredProducts: 12, ...overrides }
}

export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return { ...makeProduct(), published: true, createdAt: '2025-03-01T10:00:00.000Z', fits: [], stockAlerts: 0, ...overrides }
}

export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return { ...makeOrder(), orderId: 'order_01', nextStatuses: ['shipped', 'cancelled'], ...overrides }
}

export function makeInquiry(overrides: Partial<AdminInquiry> = {}): AdminInquiry {
  return {
    id: 'inq_01',
    reference: 'INQ-7F3K2Q9A',
    kind: 'contact',
    status: 'new',
    name: 'Bo Reyes',
    email: 'bo@diner.example',
    subject: 'Two POS terminals',
    fields: {
      name: 'Bo Reyes',
      email: 'bo@diner.example',
      phone: '(405) 555-0199',
      inquiryType: 'sales',
      subject: 'Two POS terminals',
      message: 'We are opening a second location.',
    },
    customer: null,
    createdAt: '2025-03-05T14:30:00.000Z',
    handledAt: null,
    replies: [],
    ...overrides,
  }
}

/** A return as GET /api/admin/returns lists it: requested, with its customer. */
export function makeAdminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return { ...makeReturn(), customerEmail: 'ann@example.com', customerName: 'Ann Lee', ...overrides }
}

export function makeStaffReview(overrides: Partial<StaffReview> = {}): StaffReview {
  return {
    id: 'rev_1',
    productId: 'prod_1',
    productName: 'LaserJet Pro M404n',
    customerName: 'Ann L.',
    customerTitle: 'Verified Buyer',
    rating: 4,
    comment: 'Fast and quiet, the toner lasts.',
    createdAt: '2025-03-04T09:00:00.000Z',
    customerId: 'cus_1',
    hidden: false,
    updatedAt: '2025-03-04T09:00:00.000Z',
    ...overrides,
  }
}

/** A search that found nothing, as GET /api/admin/search-terms lists it. */
export function makeSearchTerm(overrides: Partial<SearchTerm> = {}): SearchTerm {
  return { id: 'st_1', term: 'epson ecotank', count: 7, lastSearchedAt: '2025-03-05T14:30:00.000Z', ...overrides }
}

/** A promotion as GET /api/admin/promotions lists it: 10% off, running, with no limits. */
export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 'promo_1',
    code: 'SPRING10',
    kind: 'percentage',
    value: 10,
    minimumSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    oncePerCustomer: false,
    active: true,
    state: 'active',
    uses: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  }
}

/** A quote as GET /api/admin/quotes lists it: requested by a business buyer, not priced yet. */
export function makeAdminQuote(overrides: Partial<AdminQuote> = {}): AdminQuote {
  return {
    id: 'quote_1',
    number: 12,
    status: 'requested',
    items: [
      { productId: 'prod_1', productName: 'LaserJet Pro M404n', image: null, quantity: 10, listPrice: 249.99, unitPrice: null, total: null },
      { productId: 'prod_2', productName: 'Star TSP143IV Receipt Printer', image: null, quantity: 4, listPrice: 199, unitPrice: null, total: null },
    ],
    message: 'We are fitting out ten offices.',
    company: 'Reyes Diner Group',
    note: null,
    validUntil: null,
    quotedAt: null,
    orderId: null,
    subtotal: null,
    messages: [],
    customer: { id: 'cus_1', email: 'bo@diner.example', name: 'Bo Reyes', phone: '(405) 555-0199' },
    createdAt: '2025-03-05T14:30:00.000Z',
    updatedAt: '2025-03-05T14:30:00.000Z',
    ...overrides,
  }
}

/** A company as GET /api/admin/companies lists it: an admin, a member and an open invitation. */
export function makeAdminCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: 'comp_1',
    name: 'Reyes Diner Group',
    taxId: '12-3456789',
    phone: '(405) 555-0199',
    billingAddress: { address: '100 Main St', address2: 'Suite 4', city: 'Tulsa', state: 'OK', zipCode: '74103', country: 'US' },
    members: [
      { id: 'cus_1', name: 'Bo Reyes', email: 'bo@diner.example', role: 'admin', joinedAt: '2025-03-01T10:00:00.000Z' },
      { id: 'cus_2', name: 'Ann Lee', email: 'ann@diner.example', role: 'member', joinedAt: '2025-03-03T09:00:00.000Z' },
    ],
    invites: [
      { id: 'inv_1', email: 'cy@diner.example', invitedBy: 'Bo Reyes', createdAt: '2025-03-04T12:00:00.000Z', expiresAt: '2025-03-18T12:00:00.000Z' },
    ],
    paymentTerms: null,
    customerGroupId: 'cusgroup_01JREYES',
    orderCount: 7,
    overdueCount: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  }
}

/** A certificate as GET /api/admin/tax-exemptions lists it: Reyes Diner Group's resale certificate, waiting for review. */
export function makeAdminTaxExemption(overrides: Partial<AdminTaxExemption> = {}): AdminTaxExemption {
  return {
    id: 'taxex_1',
    kind: 'resale',
    certificateNumber: 'RS-48213',
    states: ['OK', 'TX'],
    expiresOn: '2027-12-31',
    status: 'pending',
    fileName: 'resale-certificate.pdf',
    uploadedBy: 'Bo Reyes',
    reviewNote: null,
    reviewedAt: null,
    createdAt: '2025-03-06T15:00:00.000Z',
    company: { id: 'comp_1', name: 'Reyes Diner Group', taxId: '12-3456789' },
    ...overrides,
  }
}

const page = <T>(key: string, items: T[], url: URL, extra: Record<string, unknown> = {}) =>
  jsonResponse({
    [key]: items,
    count: items.length,
    limit: Number(url.searchParams.get('limit') ?? 50),
    offset: Number(url.searchParams.get('offset') ?? 0),
    ...extra,
  })

/** What every staff route answers unless a test says otherwise: empty lists and a few figures. */
const DEFAULT_ROUTES: Record<string, Answer> = {
  'GET /api/admin/stats': () => jsonResponse(makeStats()),
  'GET /api/admin/sales': () =>
    jsonResponse({
      timeZone: 'America/Chicago',
      days: Array.from({ length: SALES_DAYS }, (_, index) => ({
        date: new Date(Date.UTC(2025, 9, 28) + index * 86_400_000).toISOString().slice(0, 10),
        orders: 0,
        revenue: '0.00',
      })),
      lowStock: [],
      lowStockCount: 0,
    }),
  'GET /api/admin/products': ({ url }) => page('products', [], url),
  'GET /api/admin/orders': ({ url }) => page('orders', [], url),
  'GET /api/admin/inquiries': ({ url }) => page('inquiries', [], url, { newCount: 0 }),
  'GET /api/admin/reviews': ({ url }) => page('reviews', [], url),
  'GET /api/admin/returns': ({ url }) => page('returns', [], url),
  'GET /api/admin/search-terms': ({ url }) => page('searchTerms', [], url),
  'GET /api/admin/promotions': ({ url }) => page('promotions', [], url),
  'GET /api/admin/quotes': ({ url }) => page('quotes', [], url, { requestedCount: 0 }),
  'GET /api/admin/companies': ({ url }) => page('companies', [], url),
  'GET /api/admin/tax-exemptions': ({ url }) => page('exemptions', [], url, { pendingCount: 0 }),
  'POST /api/admin/logout': () => jsonResponse({ message: 'Logged out' }),
}

export const pageOf = page

let sent: SentRequest[] = []

/**
 * Routes every fetch by 'METHOD /path' (the path without its query) to `routes`, falling back to
 * the defaults, and records each request.
 */
export function serveAdmin(routes: Record<string, Answer> = {}) {
  sent = []
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const headers = new Headers(init?.headers)
    let body: unknown = init?.body
    if (typeof body === 'string' && headers.get('Content-Type') === 'application/json') body = JSON.parse(body)
    const request: SentRequest = { method, url, body, headers, credentials: init?.credentials }
    sent.push(request)
    const answer = routes[`${method} ${url.pathname}`] ?? DEFAULT_ROUTES[`${method} ${url.pathname}`]
    return answer ? answer(request) : jsonResponse({ message: 'Not found' }, 404)
  })
}

/** The requests sent so far, optionally only those to 'METHOD /path'. */
export function sentRequests(route?: string): SentRequest[] {
  return route ? sent.filter((request) => `${request.method} ${request.url.pathname}` === route) : sent
}

/** A promise the test resolves itself, to look at the screen while a request is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
