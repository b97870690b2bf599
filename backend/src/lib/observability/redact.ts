/**
 * What never leaves the process in a log line or a trace (docs/operations.md, "Observability"):
 * credentials in headers, and the query string of an address, where a link's token travels
 * (a password reset, a stock alert's unsubscribe, an invitation).
 */

/** Headers whose values are credentials or personal: kept as a name with its value blanked. */
export const SECRET_HEADERS = new Set(["authorization", "cookie", "set-cookie", "proxy-authorization", "x-publishable-api-key", "stripe-signature"])

export const REDACTED = "[redacted]"

/** The address's path without its query string (where a token may be). */
export function pathOf(url: string): string {
  const mark = url.indexOf("?")
  return mark < 0 ? url : url.slice(0, mark)
}

/** An address with every query value blanked: `/reset?token=abc&x=1` → `/reset?token=[redacted]&x=[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?")
  if (mark < 0) return url
  const names = url
    .slice(mark + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${REDACTED}`)
  return `${url.slice(0, mark)}?${names.join("&")}`
}

/** Attribute names of a span that hold an address (Medusa's HTTP spans, the HTTP semantic conventions). */
const URL_ATTRIBUTES = new Set(["http.url", "http.target", "url.full", "url.query", "url.path", "http.route"])

/**
 * A span's attributes as they may be exported: a secret header (Medusa's HTTP span copies every
 * request header into its attributes, `http.request.header.*` in the conventions) blanked, an
 * address's query values blanked. Returns the same object when nothing had to change.
 */
export function redactAttributes<T extends Record<string, unknown>>(attributes: T): T {
  let copy: Record<string, unknown> | null = null
  for (const [name, value] of Object.entries(attributes)) {
    let replaced: unknown = value
    const header = name.startsWith("http.request.header.") ? name.slice("http.request.header.".length) : name
    if (SECRET_HEADERS.has(header.toLowerCase())) replaced = REDACTED
    else if (URL_ATTRIBUTES.has(name) && typeof value === "string") replaced = name === "url.query" ? REDACTED : redactUrl(value)
    if (replaced !== value) {
      copy ??= { ...attributes }
      copy[name] = replaced
    }
  }
  return (copy ?? attributes) as T
}
