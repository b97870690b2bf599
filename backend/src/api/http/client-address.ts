import type { IncomingMessage } from "node:http"
import proxyaddr from "proxy-addr"

/**
 * The proxies whose `X-Forwarded-For` is believed: `TRUSTED_PROXIES` (comma-separated
 * addresses, subnets, or the names `loopback`, `linklocal`, `uniquelocal`), loopback by
 * default: the storefront host that `npm start` runs on the same machine. Anyone else who
 * sends the header is answered as the address they connect from.
 */
let compiled: { source: string; trust: (address: string, hop: number) => boolean } | null = null

function trustedProxies() {
  const source = process.env.TRUSTED_PROXIES?.trim() || "loopback"
  if (compiled?.source !== source) {
    compiled = { source, trust: proxyaddr.compile(source.split(",").map((part) => part.trim()).filter(Boolean)) }
  }
  return compiled.trust
}

/**
 * The address a request came from, as the nearest untrusted hop: what rate limits count. A request
 * on a Unix socket (the catalogue's read port, asked by the edge on the same machine) comes from a
 * local process, as trusted as loopback: its X-Forwarded-For names the client.
 */
export function clientAddress(req: IncomingMessage): string {
  if (!req.socket?.remoteAddress) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "").split(",").at(-1)?.trim()
    return forwarded || "unknown"
  }
  return proxyaddr(req, trustedProxies())
}
