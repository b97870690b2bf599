import { describe, expect, it } from "vitest"
import { matchesAll, normalizeText, words } from "./search-text"

describe("search text", () => {
  it("folds case, accents and punctuation", () => {
    expect(normalizeText("Café Crème, L'Atelier")).toEqual("cafe creme l atelier")
    expect(words("Laser-Jet laser")).toEqual(["laser", "jet"])
    expect(words("'%")).toEqual([])
  })

  it("matches words by their start", () => {
    expect(matchesAll(["las", "pro"], ["color", "laser", "pro"])).toBe(true)
    expect(matchesAll(["aser"], ["laser"])).toBe(false)
  })
})
