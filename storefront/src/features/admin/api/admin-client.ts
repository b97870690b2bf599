import type { z } from 'zod'
import { ACCOUNT_MESSAGES } from '@printshop/contract'
import { ApiError, type HttpMethod } from '@/lib/api-client'
import { endAdminSession, getActiveAdminSession } from '../stores/admin-session'

export interface AdminRequestOptions {
  /** Sent as JSON. */
  json?: unknown
  /** Sent as it is (a file's text, a multipart form). */
  body?: BodyInit
  /** The type of `body`; a FormData body sets its own. */
  contentType?: string
  signal?: AbortSignal
}

/**
 * Every staff call: the staff session's bearer token, never the customer's (authToken), and no
 * cookies. A 401 ends the staff session, so /admin goes back to its gate. Non-OK answers throw an
 * ApiError ('<status>: <body>'), as the shop's own client does.
 */
export async function adminRequest(method: HttpMethod, url: string, options: AdminRequestOptions = {}): Promise<Response> {
  const session = getActiveAdminSession()
  if (!session) {
    endAdminSession('expired')
    throw new ApiError(401, 'Unauthorized', JSON.stringify({ message: ACCOUNT_MESSAGES.sessionEnded }))
  }
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${session.token}` })
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  } else if (options.body !== undefined) {
    if (options.contentType) headers.set('Content-Type', options.contentType)
    body = options.body
  }
  const response = await fetch(url, { method, headers, body, credentials: 'omit', signal: options.signal })
  if (response.status === 401) endAdminSession('expired', session.token)
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new ApiError(response.status, response.statusText, text)
  }
  return response
}

/** GETs a staff resource and parses the answer with its contract schema. */
export async function adminGet<TSchema extends z.ZodType>(url: string, schema: TSchema, signal?: AbortSignal): Promise<z.output<TSchema>> {
  const response = await adminRequest('GET', url, { signal })
  return schema.parse(await response.json())
}

/** A staff URL with its query: empty and undefined parameters are left out. */
export function adminUrl(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue
    search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}
