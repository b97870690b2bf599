import { getAuthToken } from './auth-token'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A non-OK answer from the server. The message is '<status>: <body text or status text>' (the
 * product description's format), so callers that match on e.g. '401: ' keep working; status and
 * body are kept for callers that need them.
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

function buildHeaders(hasJsonBody: boolean, accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept })
  if (hasJsonBody) headers.set('Content-Type', 'application/json')
  const token = getAuthToken()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return headers
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const body = await response.text().catch(() => '')
  throw new ApiError(response.status, response.statusText, body)
}

/**
 * Sends a request with the shop's cookies and bearer token; `body`, when given, is sent as JSON, or
 * as it is when it is a FormData (a multipart upload: the browser sets its content type and boundary).
 * Resolves with the response when it is OK and throws an ApiError otherwise.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const multipart = body instanceof FormData
  const hasJsonBody = body !== undefined && !multipart
  const response = await fetch(url, {
    method,
    headers: buildHeaders(hasJsonBody),
    body: multipart ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  })
  await throwIfNotOk(response)
  return response
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/**
 * The read helper: GETs `url` and parses the JSON answer. A 401 resolves to null
 * (signed-out reads are not errors) unless `on401` is 'throw'.
 */
export async function getJson<T = unknown>(
  url: string,
  { on401 = 'returnNull' }: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const response = await fetch(url, {
    method: 'GET',
    headers: buildHeaders(false),
    credentials: 'include',
  })
  if (on401 === 'returnNull' && response.status === 401) return null
  await throwIfNotOk(response)
  return (await response.json()) as T
}

/**
 * GETs a file the shop makes for the signed-in customer (an invoice's PDF) with the cookies and
 * bearer token, which a plain link cannot send: resolves with its content, throws an ApiError
 * when the answer is not OK.
 */
export async function getBlob(url: string, accept: string): Promise<Blob> {
  const response = await fetch(url, { method: 'GET', headers: buildHeaders(false, accept), credentials: 'include' })
  await throwIfNotOk(response)
  return response.blob()
}

/**
 * The server's own words for a failure: the `message` of a JSON error body, else undefined
 * (network failures, HTML pages, empty bodies), so callers can fall back to their own text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined
  try {
    const parsed: unknown = JSON.parse(error.body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message
      if (typeof message === 'string' && message.trim()) return message
    }
  } catch {
    // Not JSON: there is no message meant for people.
  }
  return undefined
}

/** Per-field messages of a 400 answer ({ errors: [{ path, message }] }), keyed by path. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body) return {}
  try {
    const parsed = JSON.parse(error.body) as { errors?: Array<{ path?: unknown; message?: unknown }> }
    const fields: Record<string, string> = {}
    for (const entry of parsed.errors ?? []) {
      if (typeof entry.path === 'string' && typeof entry.message === 'string' && !(entry.path in fields)) {
        fields[entry.path] = entry.message
      }
    }
    return fields
  } catch {
    return {}
  }
}
