import { vi } from 'vitest'
import type { User } from '@printshop/contract'
import { fetchMock, jsonResponse } from '@/testing/mock-api'

export const REFERENCE = 'INQ-7F3K2Q9A'

type Answer = (body: Record<string, unknown>) => Response | Promise<Response>

/**
 * A stand-in for the shop's API: POST /api/inquiries answers with `answer` (201 with a reference by
 * default), GET /api/auth/user with `user` (signed out by default).
 */
export function serveInquiries({ answer, user = null }: { answer?: Answer; user?: User | null } = {}) {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost')
    if (pathname === '/api/auth/user') return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401)
    if (pathname === '/api/inquiries' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      return (answer ?? (() => jsonResponse({ id: 'inq_1', reference: REFERENCE, message: 'Received' }, 201)))(body)
    }
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

/** The JSON bodies sent to POST /api/inquiries, in order. */
export function sentInquiries(): Array<Record<string, unknown>> {
  return fetchMock.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === '/api/inquiries' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
}

/** A 400 answer with per-field messages. */
export const invalidAnswer = (errors: Array<{ path: string; message: string }>) => () =>
  jsonResponse({ message: 'Please check the highlighted fields.', errors }, 400)

export const tooManyAnswer = () => jsonResponse({ message: 'Too many requests. Please try again in a few minutes.' }, 429)

/** A promise the test resolves itself, to look at the form while the request is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
