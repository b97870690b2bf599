import type { IncomingMessage } from "node:http"
import { clientAddress } from "./client-address"
import { limitedAddress } from "./rate-limit"

const request = (remoteAddress: string | undefined, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} }) as unknown as IncomingMessage

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

  it("takes the client named by the edge on a Unix socket (a local process, as trusted as loopback)", () => {
    expect(clientAddress(request(undefined, "203.0.113.7"))).toEqual("203.0.113.7")
    expect(clientAddress(request(undefined))).toEqual("unknown")
  })

  it("counts IPv4 as it is and IPv6 by its /64 network, for rate limits", () => {
    expect(limitedAddress(request("127.0.0.1", "203.0.113.7"))).toEqual("203.0.113.7")
    expect(limitedAddress(request("::ffff:198.51.100.9"))).toEqual("198.51.100.9")
    expect(limitedAddress(request("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))).toEqual("2001:db8:1:2::/64")
    expect(limitedAddress(request("2001:db8:1:2::7"))).toEqual("2001:db8:1:2::/64")
  })
})
