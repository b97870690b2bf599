import { vi } from 'vitest'

// A stand-in for the shop's API: tests route every fetch to a handler and read what was sent.

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
