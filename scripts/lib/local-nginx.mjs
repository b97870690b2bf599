// Runs deploy/nginx.conf with a real nginx on this machine, as the storefront image of
// docker-compose.yml does, but on a free loopback port, in front of the given Medusa servers and
// with its own prefix (no system service involved). Used by the tests and benchmarks of the edge.
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const DEPLOY = path.join(ROOT, "deploy")

/** The nginx binary, or null when nginx is not installed. */
export function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null
  } catch {
    return null
  }
}

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/**
 * deploy/nginx.conf as docker-compose runs it, pointed at this machine: the upstream servers
 * (`host:port`) and their catalogue read ports (Medusa itself for a server without one), the
 * listening port, the storefront build and the cache directory.
 */
export function localSiteConfig({ upstreams, readUpstreams = upstreams, port, distDir, dir }) {
  const site = fs
    .readFileSync(path.join(DEPLOY, "nginx.conf"), "utf8")
    .replace(/^\s*server medusa-server:9000;$/m, upstreams.map((upstream) => `  server ${upstream};`).join("\n"))
    .replace(/^\s*server medusa-server:9001;$/m, readUpstreams.map((upstream) => `  server ${upstream};`).join("\n"))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${distDir};`)
    .replaceAll("/etc/nginx/printshop-proxy.conf", path.join(DEPLOY, "nginx-proxy.conf"))
    .replaceAll("/etc/nginx/printshop-catalogue-cache.conf", path.join(DEPLOY, "nginx-catalogue-cache.conf"))
    .replace("/var/cache/nginx/printshop-catalogue", path.join(dir, "catalogue-cache"))
    .replace("/var/log/nginx/access.log", path.join(dir, "access.log"))
  const expectations = [`listen 127.0.0.1:${port};`, path.join(DEPLOY, "nginx-proxy.conf"), path.join(DEPLOY, "nginx-catalogue-cache.conf"), path.join(dir, "catalogue-cache"), `server ${upstreams[0]};`, `server ${readUpstreams[0]};`]
  for (const expected of expectations) {
    if (!site.includes(expected)) throw new Error(`deploy/nginx.conf changed shape: ${expected} could not be set`)
  }
  return site
}

/** GET through nginx; answers status, headers and body text. */
export function request(port, pathname, headers = {}) {
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
        const raw = Buffer.concat(chunks)
        // The body as text, decompressed when the answer was gzip-compressed; `raw` as it came.
        const text = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw
        resolve({ status: res.statusCode, headers: res.headers, counts, raw, body: text.toString("utf8") })
      })
    })
    req.on("error", reject)
  })
}

/**
 * Starts nginx with deploy/nginx.conf in front of `upstreams`. Resolves with `{ port, url, stop }`
 * once it answers.
 */
export async function startLocalNginx({ upstreams, readUpstreams, distDir = path.join(ROOT, "storefront", "dist"), workers = 1 }) {
  const nginx = findNginx()
  if (!nginx) throw new Error("nginx is not installed (apt-get install -y nginx)")
  if (!fs.existsSync(path.join(distDir, "index.html"))) throw new Error(`the storefront is not built: ${distDir}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "printshop-nginx-"))
  const port = await freePort()
  fs.writeFileSync(path.join(dir, "site.conf"), localSiteConfig({ upstreams, readUpstreams, port, distDir, dir }))
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `worker_processes ${workers};`,
      "daemon off;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 4096; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${path.join(dir, "site.conf")};`,
      "}",
    ].join("\n")
  )
  // nginx as root drops to a worker user that must read the build and write the cache.
  const user = process.getuid?.() === 0 ? ["-g", "user root;"] : []
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), ...user], { stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stderr.on("data", (chunk) => (output += chunk))
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGQUIT")
      await new Promise((resolve) => child.once("exit", resolve))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`)
    try {
      await request(port, "/")
      return {
        port,
        url: `http://127.0.0.1:${port}`,
        stop,
        errors: () => fs.readFileSync(path.join(dir, "error.log"), "utf8"),
        /** deploy/nginx.conf's access log (JSON lines), as written so far. */
        accessLog: () => (fs.existsSync(path.join(dir, "access.log")) ? fs.readFileSync(path.join(dir, "access.log"), "utf8") : ""),
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await stop()
  throw new Error(`nginx did not start: ${output}`)
}
