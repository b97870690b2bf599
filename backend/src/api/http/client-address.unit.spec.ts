import type { MedusaRequest } from "@medusajs/framework/http"
import { clientAddress } from "./client-address"

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} }) as unknown as MedusaRequest

describe("client address", () => {
  afterEach(() => delete process.env.TRUSTED_PROXIES)

  it("believes X-Forwarded-For from the local edge (loopback) only", () => {
    expect(clientAddress(request("127.0.0.1", "203.0.113.7"))).toEqual("203.0.113.7")
    expect(clientAddress(request("198.51.100.9", "203.0.113.7"))).toEqual("198.51.100.9")
  })

  it("stops at the first address that is not a trusted proxy", () => {
    expect(clientAddress(request("127.0.0.1", "1.1.1.1, 198.51.100.9"))).toEqual("198.51.100.9")
  })

  it("trusts the proxies named in TRUSTED_PROXIES instead", () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8"
    expect(clientAddress(request("10.1.2.3", "203.0.113.7"))).toEqual("203.0.113.7")
    expect(clientAddress(request("127.0.0.1", "203.0.113.7"))).toEqual("127.0.0.1")
  })
})
