import { useSyncExternalStore } from 'react'

/** The key under which the signed-in customer's bearer token is kept (docs/api.md, "Conventions"). */
export const AUTH_TOKEN_KEY = 'authToken'

const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY)
  } catch {
    // Storage can be unavailable (privacy modes); the shopper is then simply signed out.
    return null
  }
}

export function setAuthToken(token: string) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token)
  notify()
}

export function removeAuthToken() {
  window.localStorage.removeItem(AUTH_TOKEN_KEY)
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Calls `listener` whenever the token is set or removed, here or in another tab (it reads the
 * token itself); answers the function that stops it.
 */
export function onAuthTokenChange(listener: () => void): () => void {
  return subscribe(listener)
}

/** The current token, re-rendering when it is set or removed here or in another tab. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getAuthToken, () => null)
}
