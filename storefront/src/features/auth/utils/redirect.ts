/**
 * The screens a visitor signs in on (or gets back in through, with a forgotten password): sending
 * someone back to them after signing in would loop.
 */
const AUTH_PATHS = new Set(['/login', '/signup', '/forgot-password', '/reset-password'])

// Any base works: it only serves to tell a path on this site from an address elsewhere.
const BASE = 'http://shop.invalid'

/**
 * `value` when it is a path on this site that is safe to go to after signing in, else null.
 * Only '/something' is accepted: never '//evil.com' or '/\evil.com' (browsers read both as
 * another host), full addresses, or text with control characters (browsers drop tabs and
 * newlines, which would turn '/\t/evil.com' into '//evil.com').
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (!value.startsWith('/') || value.startsWith('//') || hasBackslashOrControlCharacter(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE || AUTH_PATHS.has(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** A backslash, or a control character (U+0000 to U+001F, U+007F). */
function hasBackslashOrControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (char === '\\' || code <= 0x1f || code === 0x7f) return true
  }
  return false
}

/** react-router's location.state.from: a path, or a location object. */
function pathFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null
  const from = (state as { from: unknown }).from
  if (typeof from === 'string') return safeRedirectPath(from)
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown }
    if (typeof pathname !== 'string') return null
    return safeRedirectPath(`${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`)
  }
  return null
}

/**
 * Where to go after signing in or signing up: the `?redirect=` path (e.g. /login?redirect=/checkout),
 * else the page that sent the visitor here (location.state.from), else home.
 */
export function redirectTarget(search: string, state: unknown): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect')) ?? pathFromState(state) ?? '/'
}

/**
 * The sign-in or sign-up page that returns to `target` afterwards: '/login' for home,
 * '/login?redirect=/checkout' otherwise (slashes are left readable; everything else is encoded).
 */
export function authPagePath(page: '/login' | '/signup', target: string): string {
  const safeTarget = safeRedirectPath(target)
  if (!safeTarget || safeTarget === '/') return page
  return `${page}?redirect=${encodeURIComponent(safeTarget).replace(/%2F/gi, '/')}`
}
