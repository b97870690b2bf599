import type { FieldError } from "@printshop/contract"

/** A refused request: the status, the server's message and, for a 400, each field's problem. */
export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = []
  ) {
    super(message)
    this.name = "ShopApiError"
  }
}

type QueryValue = string | number | boolean | undefined
type Request = { method?: "GET" | "POST" | "PUT" | "PATCH"; body?: unknown; query?: Record<string, QueryValue>; signal?: AbortSignal }

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * The shop's /api/admin routes from Medusa's dashboard: same origin, signed in by the dashboard's
 * session cookie (the routes take it as well as the shop's bearer token). Plain fetch rather than
 * the JS SDK because the SDK's error keeps the message but drops the `errors` list of a 400, which
 * the forms show on their fields.
 */
export async function shopApi<T>(path: string, { method = "GET", body, query, signal }: Request = {}): Promise<T> {
  const response = await fetch(withQuery(path, query), {
    method,
    credentials: "include",
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const refusal = (payload ?? {}) as { message?: unknown; errors?: unknown }
    const message = typeof refusal.message === "string" ? refusal.message : `${response.status} ${response.statusText}`
    throw new ShopApiError(response.status, message, Array.isArray(refusal.errors) ? (refusal.errors as FieldError[]) : [])
  }
  return payload as T
}

/** The first problem of each field of a refused form, by the field's name (`features.2` counts as `features`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ShopApiError)) return {}
  const byField: Record<string, string> = {}
  for (const { path, message } of error.fieldErrors) {
    const field = path.split(".")[0] ?? ""
    byField[field] ??= message
  }
  return byField
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong. Please try again.")
