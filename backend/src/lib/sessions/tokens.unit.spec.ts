import { bearerToken, issuedAtMs, tokenId } from "./tokens"

describe("tokens", () => {
  it("reads the bearer token of an Authorization header", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toEqual("abc.def.ghi")
    expect(bearerToken("bearer abc")).toEqual("abc")
    expect(bearerToken("Basic abc")).toBeNull()
    expect(bearerToken(undefined)).toBeNull()
  })

  it("revokes a token by its id, or by a hash of the token when it carries none", () => {
    expect(tokenId("a.b.c", { jti: "0b2f" })).toEqual("0b2f")
    const hashed = tokenId("a.b.c", {})
    expect(hashed).toMatch(/^sha256:[\w-]{43}$/)
    expect(tokenId("a.b.d", {})).not.toEqual(hashed)
  })

  it("knows when a token was issued, to the millisecond when the shop issued it", () => {
    expect(issuedAtMs({ iat: 1700000000, iat_ms: 1700000000123 })).toEqual(1700000000123)
    expect(issuedAtMs({ iat: 1700000000 })).toEqual(1700000000000)
    expect(issuedAtMs({})).toEqual(0)
  })
})
