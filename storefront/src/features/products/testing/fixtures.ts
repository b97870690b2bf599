import { vi } from 'vitest'
import type { Product } from '@/types/api'

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

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export const fetchMock = vi.fn<typeof fetch>()

/** Routes every fetch to `handler`, which sees the request URL resolved against the page origin. */
export function mockApi(handler: (url: URL) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input) => handler(new URL(String(input), 'http://localhost')))
}

/** The URLs fetched so far, in order. */
export function requestedUrls(): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
}

export function resetApiMock() {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
}
