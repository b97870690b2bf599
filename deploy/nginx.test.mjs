// The production edge (deploy/nginx.conf) run by a real nginx against the shop under test:
// every answer carries the security headers exactly once, and only /api and /static reach Medusa.
// Runs with the browser tests (npm test -- e2e), which start the shop; skipped without nginx.
import assert from "node:assert/strict"
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { after, before, describe, test } from "node:test"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const DIST = path.join(ROOT, "storefront", "dist")
const BACKEND = new URL(process.env.E2E_BACKEND_URL || "http://localhost:9000")

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
]

function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null
  } catch {
    return null
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** GET with the raw header list, so a header sent twice is seen twice. */
function request(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
      const chunks = []
      res.on("data", (chunk) => chunks.push(chunk))
      res.on("end", () => {
        const counts = {}
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase()
          counts[name] = (counts[name] ?? 0) + 1
        }
        resolve({ status: res.statusCode, headers: res.headers, counts, body: Buffer.concat(chunks).toString("utf8") })
      })
    })
    req.on("error", reject)
  })
}

function assertSecurityHeadersOnce(answer, label) {
  for (const name of SECURITY_HEADERS) {
    assert.equal(answer.counts[name], 1, `${label}: ${name} sent ${answer.counts[name] ?? 0} times`)
  }
  assert.match(answer.headers["content-security-policy"], /frame-ancestors 'none'/, label)
  assert.equal(answer.headers["x-frame-options"], "DENY", label)
}

const nginx = findNginx()

describe("deploy/nginx.conf", { skip: nginx ? false : "nginx is not installed (apt-get install -y nginx)" }, () => {
  let dir
  let port
  let child

  before(async () => {
    assert.ok(fs.existsSync(path.join(DIST, "index.html")), "the storefront must be built")
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "printshop-nginx-"))
    port = await freePort()
    const site = fs
      .readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8")
      .replace(/server medusa-server:9000;/, `server 127.0.0.1:${BACKEND.port || 80};`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/usr\/share\/nginx\/html;/, `root ${DIST};`)
    assert.match(site, new RegExp(`listen 127.0.0.1:${port};`))
    fs.writeFileSync(path.join(dir, "site.conf"), site)
    const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "worker_processes 1;",
        "daemon off;",
        `pid ${path.join(dir, "nginx.pid")};`,
        `error_log ${path.join(dir, "error.log")} warn;`,
        "events {}",
        "http {",
        "  include /etc/nginx/mime.types;",
        "  access_log off;",
        `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
        `  include ${path.join(dir, "site.conf")};`,
        "}",
      ].join("\n")
    )
    // nginx as root drops to a worker user that must read the build.
    child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "user root;"], { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stderr.on("data", (chunk) => (output += chunk))
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`)
      try {
        await request(port, "/")
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    throw new Error(`nginx did not start: ${output}`)
  })

  after(async () => {
    child?.kill("SIGQUIT")
    await new Promise((resolve) => (child && child.exitCode === null ? child.once("exit", resolve) : resolve()))
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  test("HTML pages carry every security header once and are revalidated", async () => {
    for (const pathname of ["/", "/products", "/checkout", "/admin"]) {
      const answer = await request(port, pathname)
      assert.equal(answer.status, 200, pathname)
      assert.match(answer.headers["content-type"], /text\/html/)
      assertSecurityHeadersOnce(answer, pathname)
      assert.equal(answer.counts["cache-control"], 1, pathname)
      assert.equal(answer.headers["cache-control"], "no-cache", pathname)
    }
  })

  test("hashed assets are cached for a year and carry the security headers once", async () => {
    const asset = fs.readdirSync(path.join(DIST, "assets")).find((name) => name.endsWith(".js"))
    const answer = await request(port, `/assets/${asset}`)
    assert.equal(answer.status, 200)
    assertSecurityHeadersOnce(answer, asset)
    assert.equal(answer.counts["cache-control"], 1)
    assert.equal(answer.headers["cache-control"], "public, max-age=31536000, immutable")
  })

  test("/api reaches Medusa with the headers once and no X-Powered-By; Medusa's own routes do not", async () => {
    const health = await request(port, "/api/health")
    assert.equal(health.status, 200)
    assert.equal(JSON.parse(health.body).status, "ok")
    assertSecurityHeadersOnce(health, "/api/health")
    assert.equal(health.headers["x-powered-by"], undefined)
    assert.equal(health.headers.server, "nginx")

    for (const pathname of ["/auth/customer/emailpass", "/store/products", "/admin/customers", "/app"]) {
      const answer = await request(port, pathname)
      assert.match(answer.headers["content-type"], /text\/html/, `${pathname} must not reach Medusa`)
      assert.doesNotMatch(answer.body, /"message"|"type"/, pathname)
    }
  })
})
