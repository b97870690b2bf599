import { useLocation } from 'react-router-dom'
import { redirectTarget } from '../utils/redirect'

/** Where this sign-in or sign-up screen sends the visitor afterwards (see redirectTarget). */
export function useRedirectTarget(): string {
  const { search, state } = useLocation()
  return redirectTarget(search, state)
}
