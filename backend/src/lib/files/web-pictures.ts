import dns from "node:dns"
import type { LookupAddress, LookupOneOptions } from "node:dns"
import ipaddr from "ipaddr.js"
import { MAX_IMAGE_BYTES } from "@printshop/contract"
import { Agent, request } from "undici"
import { detectPicture } from "../../modules/shop-files/pictures"

/**
 * Pictures a CSV import names by a web address are fetched once, when the row is imported, and
 * kept in the shop's own storage (docs/decisions.md, "What staff upload"). Only public addresses
 * are asked (never loopback, private, link-local or IPv4-mapped ones: the server must not be
 * turned against its own network), on the standard ports, within a time and size limit, and what
 * arrives must be a picture.
 */

/** A web picture that cannot be used, with the reason a member of staff reads. */
export class WebPictureError extends Error {}

const TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 3

/** Whether an address is one the shop may fetch from: public unicast, IPv4 or IPv6. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === "unicast"
}

/** The web's standard ports: a picture is never asked of another service's port. */
const isStandardPort = (port: number): boolean => port === 80 || port === 443

/**
 * Which resolved addresses and ports may be connected to. Integration tests serve pictures from a
 * port of loopback and widen it for their run; nothing else changes it.
 */
export const pictureFetchPolicy = { allowAddress: isPublicAddress, allowPort: isStandardPort }

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** The connection's own name lookup: every address a name resolves to must be allowed, so a name cannot point inside. */
function allowedLookup(hostname: string, options: LookupOneOptions & { all?: boolean }, callback: LookupCallback) {
  dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, [])
    if (!addresses.length || addresses.some(({ address }) => !pictureFetchPolicy.allowAddress(address))) {
      return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: "ENOTPUBLIC" }), [])
    }
    if (options.all) callback(null, addresses)
    else callback(null, addresses[0].address, addresses[0].family)
  })
}

let agent: Agent | null = null
const pictureAgent = () => (agent ??= new Agent({ connect: { lookup: allowedLookup as never, timeout: TIMEOUT_MS }, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS }))

/** Why a web address may not be asked at all, or null. */
function addressProblem(url: URL): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "only http and https addresses can be fetched"
  if (url.username || url.password) return "an address with a user name or password is not fetched"
  const host = url.hostname.replace(/^\[|\]$/g, "")
  // A literal address is connected to without a lookup: it is judged here.
  if (ipaddr.isValid(host) && !pictureFetchPolicy.allowAddress(host)) return `${host} is not a public address`
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80
  if (!pictureFetchPolicy.allowPort(port)) return "only the standard ports (80, 443) are fetched"
  return null
}

/** The file name a fetched picture is stored under: the address's last segment, or "picture". */
function fileNameOf(url: URL): string {
  const last = decodeURIComponent(url.pathname.split("/").filter(Boolean).at(-1) ?? "").replace(/[^\w.-]+/g, "-")
  return last.replace(/^[.-]+/, "").slice(0, 100) || "picture"
}

/** Reads at most MAX_IMAGE_BYTES of a body; more is refused without reading the rest. */
async function boundedBody(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > MAX_IMAGE_BYTES) {
      body.destroy()
      throw new WebPictureError("it is larger than 10 MB")
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Fetches one picture from the web: its bytes, type and a file name, or a WebPictureError saying why not. */
export async function fetchWebPicture(address: string): Promise<{ filename: string; mimeType: string; bytes: Buffer }> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new WebPictureError("it is not a web address")
  }
  for (let redirects = 0; ; redirects++) {
    const problem = addressProblem(url)
    if (problem) throw new WebPictureError(problem)
    let answer: Awaited<ReturnType<typeof request>>
    try {
      answer = await request(url, { dispatcher: pictureAgent(), method: "GET", headers: { accept: "image/*" }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code
      if (code === "ENOTPUBLIC") throw new WebPictureError(`${url.hostname} is not a public address`)
      throw new WebPictureError(`the server could not be reached (${code ?? (error instanceof Error ? error.name : "error")})`)
    }
    const location = answer.headers.location
    if (answer.statusCode >= 300 && answer.statusCode < 400 && typeof location === "string") {
      await answer.body.dump()
      if (redirects >= MAX_REDIRECTS) throw new WebPictureError("it redirects too many times")
      url = new URL(location, url)
      continue
    }
    if (answer.statusCode !== 200) {
      await answer.body.dump()
      throw new WebPictureError(`the server answered ${answer.statusCode}`)
    }
    if (Number(answer.headers["content-length"] ?? 0) > MAX_IMAGE_BYTES) {
      await answer.body.dump()
      throw new WebPictureError("it is larger than 10 MB")
    }
    const bytes = await boundedBody(answer.body)
    const picture = detectPicture(bytes)
    if (!picture) throw new WebPictureError("it is not a PNG, JPEG, GIF, WebP or AVIF picture")
    const name = fileNameOf(url).replace(/\.[a-z0-9]{1,5}$/i, "")
    return { filename: `${name}.${picture.extension}`, mimeType: picture.mimeType, bytes }
  }
}
