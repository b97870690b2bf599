import { randomFillSync } from "node:crypto"
import { createRequire } from "node:module"

type UlidModule = { ulid: (seedTime?: number) => string; factory: (prng: () => number) => (seedTime?: number) => string }

/** How many random bytes are drawn from the operating system at a time. */
const POOL_BYTES = 4096

/**
 * A source of uniform numbers in [0, 1) for ulid, one cryptographically random byte each, drawn
 * from the system's generator POOL_BYTES at a time. The package's default asks the operating
 * system for one byte per character (16 calls per id), which is most of the cost of an id.
 */
export function pooledRandom(): () => number {
  const pool = Buffer.allocUnsafe(POOL_BYTES)
  let next = POOL_BYTES
  return () => {
    if (next === POOL_BYTES) {
      randomFillSync(pool)
      next = 0
    }
    // 256 / 32 characters: every character of ulid's alphabet is equally likely.
    return pool[next++] / 256
  }
}

/**
 * Makes Medusa's ids (generateEntityId, workflow and event ids: every record a product import
 * writes has a few) with the pooled source. ulid is replaced in the one copy Medusa's utilities
 * load, through the package's own factory; the ids keep their form (time, then 80 random bits).
 */
export function usePooledEntityIds(): void {
  const medusaUtils = createRequire(require.resolve("@medusajs/utils"))
  const ulid = medusaUtils("ulid") as UlidModule
  ulid.ulid = ulid.factory(pooledRandom())
}
