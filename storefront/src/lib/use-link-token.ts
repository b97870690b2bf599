import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/** The `token=` of an address's fragment (`#token=...`) or, from older links, its query. */
function tokenOf(location: { search: string; hash: string }): string | null {
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get('token')
  return (fromFragment ?? new URLSearchParams(location.search).get('token'))?.trim() || null
}

/**
 * The token of a link sent by e-mail (a password reset), read once when the screen opens and then
 * taken out of the address bar. The shop's links carry it in the fragment (`#token=...`), which no
 * browser sends to a server, so no access log keeps it; a link with `?token=` still works. The
 * entry is replaced (history.replaceState, through the router so that it agrees), so the token
 * stays neither in the history nor in the Referer of what the page asks for next. Null when the
 * link has none.
 *
 * With `keep` (a company invitation, which the visitor may first have to sign in for) the token is
 * moved into the fragment instead of taken out: a reload, or the way back from signing in, still finds it.
 */
export function useLinkToken({ keep = false }: { keep?: boolean } = {}): string | null {
  const location = useLocation()
  const navigate = useNavigate()
  const [token] = useState(() => tokenOf(location))

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''))
    if (keep ? !params.has('token') : !params.has('token') && !fragment.has('token')) return
    params.delete('token')
    fragment.delete('token')
    if (keep && token) fragment.set('token', token)
    const search = params.toString()
    const hash = fragment.toString()
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' },
      { replace: true, state: location.state },
    )
  }, [location, navigate, keep, token])

  return token
}
