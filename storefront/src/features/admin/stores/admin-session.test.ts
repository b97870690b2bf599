import { describe, expect, it } from 'vitest'
import { ADMIN_SESSION_MS, isSessionActive, sessionEndsAt } from './admin-session'

const HOUR = 60 * 60 * 1000

describe('sessionEndsAt', () => {
  it('ends 24 hours after the panel was unlocked', () => {
    const unlockedAt = Date.UTC(2025, 2, 5, 12)
    expect(sessionEndsAt({ unlockedAt, expiresAt: new Date(unlockedAt + 48 * HOUR).toISOString() })).toBe(unlockedAt + ADMIN_SESSION_MS)
    expect(isSessionActive({ unlockedAt, expiresAt: 'not a date' }, unlockedAt + 24 * HOUR - 1)).toBe(true)
    expect(isSessionActive({ unlockedAt, expiresAt: 'not a date' }, unlockedAt + 24 * HOUR)).toBe(false)
  })

  it('ends earlier when the token does', () => {
    const unlockedAt = Date.UTC(2025, 2, 5, 12)
    const expiresAt = new Date(unlockedAt + 2 * HOUR).toISOString()
    expect(sessionEndsAt({ unlockedAt, expiresAt })).toBe(unlockedAt + 2 * HOUR)
  })
})
