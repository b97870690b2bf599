import crypto from "node:crypto"
import { generateEntityId } from "@medusajs/framework/utils"
import { pooledRandom, usePooledEntityIds } from "./entity-ids"

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

describe("pooledRandom", () => {
  it("answers numbers in [0, 1) that are multiples of 1/256, over more than one pool", () => {
    const next = pooledRandom()
    const values = Array.from({ length: 20_000 }, () => next())
    expect(values.filter((value) => !(value >= 0 && value < 1 && Number.isInteger(value * 256)))).toEqual([])
    expect(new Set(values).size).toBe(256)
  })

  it("gives each generator its own bytes", () => {
    const a = pooledRandom()
    const b = pooledRandom()
    const first = Array.from({ length: 64 }, () => a())
    const second = Array.from({ length: 64 }, () => b())
    expect(first).not.toEqual(second)
  })
})

describe("usePooledEntityIds", () => {
  beforeAll(() => usePooledEntityIds())

  it("keeps Medusa's ids in their form: prefix, the time, then random characters", () => {
    const before = Date.now()
    const id = generateEntityId(undefined, "prod")
    const [prefix, ulid] = id.split("_")
    expect(prefix).toBe("prod")
    expect(ulid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    const time = [...ulid.slice(0, 10)].reduce((sum, char) => sum * 32 + CROCKFORD.indexOf(char), 0)
    expect(time).toBeGreaterThanOrEqual(before)
    expect(time).toBeLessThanOrEqual(Date.now())
  })

  it("draws the random characters from the pool, not from one system call per character", () => {
    const randomBytes = jest.spyOn(crypto, "randomBytes")
    try {
      for (let n = 0; n < 100; n++) generateEntityId(undefined, "price")
      expect(randomBytes).not.toHaveBeenCalled()
    } finally {
      randomBytes.mockRestore()
    }
  })

  it("makes ids that never repeat and use every character of the alphabet in their random part", () => {
    const ids = Array.from({ length: 50_000 }, () => generateEntityId(undefined, "variant"))
    expect(new Set(ids).size).toBe(ids.length)
    const counts = new Map<string, number>()
    for (const id of ids) for (const char of id.slice(-16)) counts.set(char, (counts.get(char) ?? 0) + 1)
    expect([...counts.keys()].sort().join("")).toBe(CROCKFORD)
    // 800,000 characters: each of the 32 is expected 25,000 times; a biased source would miss by far more than 5%.
    for (const count of counts.values()) expect(Math.abs(count - 25_000)).toBeLessThan(1_250)
  })
})
