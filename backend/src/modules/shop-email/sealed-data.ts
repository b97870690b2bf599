/**
 * What an e-mail needs that its notification record must not keep: a password reset's link, whose
 * token lets whoever reads it in (docs/email.md, "Forgotten passwords"). Composing the e-mail
 * holds it here, in this process, for as long as the link works; the shop's e-mail provider,
 * which Medusa's Notification Module calls in the same process right after, takes it by the
 * e-mail's idempotency key. Nothing of it is written to the database, the logs or Redis.
 */
const held = new Map<string, { data: unknown; expiresAt: number }>()
/** Beyond this many held at once, the expired ones are dropped first. */
const SWEEP_FROM = 1_000

export function holdSealedEmailData(key: string, data: unknown, lifetimeMs: number): void {
  const now = Date.now()
  if (held.size >= SWEEP_FROM) for (const [name, entry] of held) if (entry.expiresAt <= now) held.delete(name)
  held.set(key, { data, expiresAt: now + lifetimeMs })
}

/** The data held for an e-mail, or undefined once it has expired or was released. */
export function sealedEmailData(key: string): unknown {
  const entry = held.get(key)
  if (!entry) return undefined
  if (entry.expiresAt > Date.now()) return entry.data
  held.delete(key)
  return undefined
}

/** Forgets the data of an e-mail that has gone out. */
export function releaseSealedEmailData(key: string): void {
  held.delete(key)
}
