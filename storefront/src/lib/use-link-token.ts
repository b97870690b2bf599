import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/**
 * The `?token=` of a link sent by e-mail (a password reset), read once when the screen opens and
 * then taken out of the address bar: the entry is replaced (history.replaceState, through the
 * router so that it agrees), so the token stays neither in the history nor in the Referer of what
 * the page asks for next. Null when the link has none.
 */
export function useLinkToken(): string | null {
  const location = useLocation()
  const navigate = useNavigate()
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() || null)

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    if (!params.has('token')) return
    params.delete('token')
    const search = params.toString()
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    )
  }, [location, navigate])

  return token
}
