import { useEffect, useSyncExternalStore } from 'react'
import { z } from 'zod'
import { ACCOUNT_MESSAGES, STAFF_SESSION_HOURS, staffSchema, type StaffLoginAnswer } from '@printshop/contract'

/**
 * The staff session of /admin, kept apart from the customer's token (authToken): a Medusa user's
 * token, when it expires, who signed in and when the panel was unlocked (the product description
 * keeps the admin unlock state with a timestamp).
 */
export const ADMIN_SESSION_KEY = 'adminSession'
/** The panel locks again this long after it was unlocked, even if the token lives on. */
export const ADMIN_SESSION_MS = STAFF_SESSION_HOURS * 60 * 60 * 1000

const storedSessionSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.string(),
  user: staffSchema,
  unlockedAt: z.number(),
})
export type AdminSession = z.output<typeof storedSessionSchema>

/** When the session ends: the server's expiry, and never later than 24 hours after it was unlocked. */
export function sessionEndsAt(session: Pick<AdminSession, 'expiresAt' | 'unlockedAt'>): number {
  const unlockEnd = session.unlockedAt + ADMIN_SESSION_MS
  const tokenEnd = Date.parse(session.expiresAt)
  return Number.isFinite(tokenEnd) ? Math.min(tokenEnd, unlockEnd) : unlockEnd
}

export function isSessionActive(session: Pick<AdminSession, 'expiresAt' | 'unlockedAt'>, now = Date.now()): boolean {
  return now < sessionEndsAt(session)
}

const listeners = new Set<() => void>()
/** Why the last session ended, for the gate to say; null once staff sign in or log out themselves. */
let endedNotice: string | null = null
/** The parsed session of the stored text, so that every read of the same text gives the same object. */
let cache: { raw: string | null; session: AdminSession | null } = { raw: null, session: null }

function notify() {
  for (const listener of listeners) listener()
}

function parseSession(raw: string | null): AdminSession | null {
  if (!raw) return null
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The stored session, expired or not. */
export function getStoredAdminSession(): AdminSession | null {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(ADMIN_SESSION_KEY)
  } catch {
    // Storage can be unavailable (privacy modes): the panel then stays locked.
    return null
  }
  if (raw !== cache.raw) cache = { raw, session: parseSession(raw) }
  return cache.session
}

/** The session while it runs; null when there is none or it has expired. */
export function getActiveAdminSession(now = Date.now()): AdminSession | null {
  const session = getStoredAdminSession()
  return session && isSessionActive(session, now) ? session : null
}

/** Keeps the answer of POST /api/admin/login, unlocked now. */
export function startAdminSession(answer: StaffLoginAnswer, now = Date.now()) {
  const session: AdminSession = { token: answer.token, expiresAt: answer.expiresAt, user: answer.user, unlockedAt: now }
  window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session))
  endedNotice = null
  notify()
}

/**
 * Locks the panel. 'expired' (24 hours passed, or the server refused the token) makes the gate say
 * that the session has ended; 'logout' is the member of staff's own choice and needs no notice.
 * With `token`, only that session is ended (a late answer to an old session leaves a new one alone).
 */
export function endAdminSession(reason: 'logout' | 'expired', token?: string) {
  const current = getStoredAdminSession()
  if (token !== undefined && current && current.token !== token) return
  try {
    window.localStorage.removeItem(ADMIN_SESSION_KEY)
  } catch {
    // Nothing was stored.
  }
  endedNotice = reason === 'expired' ? ACCOUNT_MESSAGES.sessionEnded : null
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_SESSION_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The running staff session, or null. Re-renders when it starts or ends (here or in another tab),
 * and ends it by itself when its time is up.
 */
export function useAdminSession(): AdminSession | null {
  const session = useSyncExternalStore(subscribe, getStoredAdminSession, () => null)
  const active = session !== null && isSessionActive(session)

  useEffect(() => {
    if (!session) return
    const remaining = sessionEndsAt(session) - Date.now()
    if (remaining <= 0) {
      endAdminSession('expired', session.token)
      return
    }
    const timer = setTimeout(() => endAdminSession('expired', session.token), remaining)
    return () => clearTimeout(timer)
  }, [session])

  return active ? session : null
}

/** What the gate says about the session that just ended ('Your session has ended...'), if anything. */
export function useAdminSessionNotice(): string | null {
  return useSyncExternalStore(subscribe, () => endedNotice, () => null)
}
