// The steps that bring the shop up, shared by `npm start`, `npm run dev` and `npm test`.
import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { LEGACY_PASSWORD, clusterExists, ensureDatabase, runningClusterPort, startEmbeddedPostgres, withClient } from "./postgres.mjs"
import { installationSecrets } from "./secrets.mjs"
import { copySeedImages } from "./copy-seed-images.mjs"
import { JSON_LINES, asJsonLine } from "./telemetry.mjs"

const require = createRequire(import.meta.url)

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const BACKEND_DIR = path.join(ROOT, "backend")
export const BACKEND_BUILD_DIR = path.join(BACKEND_DIR, ".medusa", "server")
export const STOREFRONT_DIR = path.join(ROOT, "storefront")
export const STOREFRONT_DIST = path.join(STOREFRONT_DIR, "dist")
export const CONTRACT_DIR = path.join(ROOT, "packages", "contract")
export const ENGINE_DIR = path.join(ROOT, "packages", "catalogue-engine")
const MEDUSA_CLI = path.join(path.dirname(require.resolve("@medusajs/cli/package.json")), "cli.js")

export const DEFAULT_ADMIN_EMAIL = "admin@printshop.local"
/** V8 semi-space size (MB) for the Medusa processes; Node's default is 16. */
export const MEDUSA_SEMI_SPACE_MB = 32

function intFromEnv(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got '${raw}'.`)
  }
  return value
}

/** The installation's data folder: DATA_DIR, or .data in the checkout. */
export const dataDirectory = () => path.resolve(ROOT, process.env.DATA_DIR || ".data")

/** Reads the shop's settings from the environment (see docs/operations.md, "Configuration"). */
export function readSettings(overrides = {}) {
  const dataDir = dataDirectory()
  const backendPort = overrides.backendPort ?? intFromEnv("BACKEND_PORT", intFromEnv("PORT", 9000))
  return {
    secrets: installationSecrets(dataDir, {
      existingClusterPassword: clusterExists(path.join(dataDir, "postgres")) ? LEGACY_PASSWORD : undefined,
    }),
    backendPort,
    /** Where the Medusa server answers the edge's catalogue reads (docs/architecture.md). */
    catalogueReadPort: intFromEnv("CATALOGUE_READ_PORT", backendPort + 1),
    storefrontPort: intFromEnv("STOREFRONT_PORT", 8000),
    /** The storefront server's /metrics, on 127.0.0.1 (docs/operations.md, "Observability"). */
    storefrontMetricsPort: intFromEnv("STOREFRONT_METRICS_PORT", intFromEnv("STOREFRONT_PORT", 8000) + 1),
    embeddedPostgresPort: intFromEnv("EMBEDDED_POSTGRES_PORT", 54329),
    /** The local mailbox, run when SMTP_URL is not set. */
    mailboxSmtpPort: intFromEnv("MAILBOX_SMTP_PORT", 1025),
    mailboxPort: intFromEnv("MAILBOX_PORT", 8025),
    smtpUrl: process.env.SMTP_URL || "",
    dataDir,
    databaseName: process.env.DATABASE_NAME || "printshop",
    databaseUrl: process.env.DATABASE_URL || "",
    adminEmail: process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    /** Unset unless the user chose one: the first start then generates it and shows it once. */
    adminPassword: process.env.ADMIN_PASSWORD || "",
    ...overrides,
  }
}

/** The database: DATABASE_URL when given, otherwise an embedded PostgreSQL under the data folder. */
export async function prepareDatabase(settings, { quiet = true, stopLast = false, reuseRunning = false } = {}) {
  if (settings.databaseUrl) {
    const url = new URL(settings.databaseUrl)
    const name = decodeURIComponent(url.pathname.replace(/^\//, "")) || settings.databaseName
    const adminUrl = new URL(settings.databaseUrl)
    adminUrl.pathname = "/postgres"
    await ensureDatabase(adminUrl.toString(), name).catch(() => {
      // The role may not be allowed to create databases; then the database must already exist.
    })
    return { url: settings.databaseUrl, embedded: false, stop: async () => {} }
  }
  const dataDir = path.join(settings.dataDir, "postgres")
  // The cluster of a running `npm start` is used as it is (seed:large, staff:password beside it),
  // and left running.
  const runningPort = reuseRunning ? runningClusterPort(dataDir) : null
  if (runningPort !== null) {
    const password = settings.secrets.postgresPassword
    const url = (db) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${runningPort}/${db}`
    await ensureDatabase(url("postgres"), settings.databaseName)
    console.log(`[database] using the embedded PostgreSQL already running on port ${runningPort}`)
    return { url: url(settings.databaseName), urlFor: url, host: "127.0.0.1", port: runningPort, embedded: true, stop: async () => {} }
  }
  const server = await startEmbeddedPostgres({
    dataDir,
    port: settings.embeddedPostgresPort,
    database: settings.databaseName,
    password: settings.secrets.postgresPassword,
    quiet,
    stopLast,
  })
  return { ...server, embedded: true }
}

/** Runs the Medusa CLI in `cwd`; resolves with its output on exit code 0, rejects otherwise. */
export function runMedusa(args, { cwd, env, label = `medusa ${args[0]}`, quiet = false }) {
  return runCommand(process.execPath, [MEDUSA_CLI, ...args], { cwd, env, quiet, label })
}

/** A fingerprint of the files a build depends on, to rebuild only after a change. */
function fingerprint(entries) {
  const hash = crypto.createHash("sha256")
  const visit = (target) => {
    if (!fs.existsSync(target)) return
    const stat = fs.statSync(target)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target).sort()) {
        if (name === "node_modules" || name === "dist" || name === ".medusa" || name.startsWith(".")) continue
        visit(path.join(target, name))
      }
      return
    }
    hash.update(`${path.relative(ROOT, target)}:${stat.size}:${stat.mtimeMs}\n`)
  }
  entries.forEach(visit)
  return hash.digest("hex")
}

async function buildIfChanged({ name, inputs, stampFile, build }) {
  const current = fingerprint(inputs)
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : ""
  if (current === previous) {
    console.log(`[build] ${name} is up to date`)
    return
  }
  const started = Date.now()
  console.log(`[build] building ${name}...`)
  await build()
  fs.mkdirSync(path.dirname(stampFile), { recursive: true })
  fs.writeFileSync(stampFile, current)
  console.log(`[build] ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

let packagesBuild = null

/** One of the shop's packages (packages/*), built when its sources changed. */
const buildPackage = (name, dir) =>
  buildIfChanged({
    name,
    inputs: [path.join(dir, "src"), path.join(dir, "package.json"), path.join(dir, "tsconfig.json")],
    stampFile: path.join(dir, "dist", ".build-stamp"),
    build: () => runCommand("npm", ["run", "build", "-w", path.relative(ROOT, dir)], { cwd: ROOT, quiet: true }),
  })

/**
 * The shop's packages: the /api contract, then the catalogue engine that uses it. The backend runs
 * their built JavaScript (the storefront and Vitest read the contract's sources). Built once per
 * run, before the backend and the storefront.
 */
export function buildPackages() {
  packagesBuild ??= (async () => {
    await buildPackage("contract", CONTRACT_DIR)
    await buildPackage("catalogue engine", ENGINE_DIR)
  })()
  return packagesBuild
}

export async function buildBackend() {
  await buildPackages()
  await buildIfChanged({
    name: "backend (Medusa server and admin dashboard)",
    inputs: [
      path.join(BACKEND_DIR, "src"),
      path.join(BACKEND_DIR, "medusa-config.ts"),
      path.join(BACKEND_DIR, "package.json"),
      path.join(BACKEND_DIR, "tsconfig.json"),
      path.join(CONTRACT_DIR, "src"),
      path.join(ENGINE_DIR, "src"),
      path.join(ROOT, "package-lock.json"),
    ],
    stampFile: path.join(BACKEND_BUILD_DIR, ".build-stamp"),
    build: async () => {
      await runMedusa(["build"], { cwd: BACKEND_DIR, quiet: true, env: { NODE_ENV: "production" } })
      copySeedImages()
    },
  })
}

export async function buildStorefront() {
  await buildPackages()
  await buildIfChanged({
    name: "storefront",
    inputs: [
      path.join(STOREFRONT_DIR, "src"),
      path.join(STOREFRONT_DIR, "public"),
      // The build's own plugins (the landing screens' preload).
      path.join(STOREFRONT_DIR, "build"),
      path.join(STOREFRONT_DIR, "index.html"),
      path.join(STOREFRONT_DIR, "package.json"),
      path.join(STOREFRONT_DIR, "vite.config.ts"),
      path.join(STOREFRONT_DIR, "tailwind.config.js"),
      path.join(STOREFRONT_DIR, "postcss.config.js"),
      path.join(STOREFRONT_DIR, "tsconfig.json"),
      path.join(CONTRACT_DIR, "src"),
      path.join(ROOT, "package-lock.json"),
    ],
    stampFile: path.join(STOREFRONT_DIST, ".build-stamp"),
    build: () => runCommand("npm", ["run", "build", "-w", "storefront"], { cwd: ROOT, quiet: true }),
  })
}

/** Runs a command; resolves with its output on exit code 0, rejects with its last lines otherwise. */
export function runCommand(command, args, { cwd, env, quiet = false, label = `${command} ${args.join(" ")}` }) {
  return new Promise((resolve, reject) => {
    const output = []
    const child = spawnGroup(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    runningCommands.add(child)
    child.once("exit", () => runningCommands.delete(child))
    const collect = (stream, target) =>
      stream.on("data", (chunk) => {
        output.push(chunk.toString())
        if (output.length > 400) output.shift()
        if (!quiet) target.write(chunk)
      })
    collect(child.stdout, process.stdout)
    collect(child.stderr, process.stderr)
    child.on("error", reject)
    child.on("exit", (code) => {
      if (code === 0) resolve(output.join(""))
      else reject(new Error(`${label} failed with exit code ${code}.\n${output.slice(-60).join("")}`))
    })
  })
}

/** Whether the seed has run on this database (its region exists). */
export async function isSeeded(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query(
      "SELECT 1 FROM region WHERE name = 'United States' AND deleted_at IS NULL LIMIT 1"
    )
    return rowCount > 0
  }).catch(() => false)
}

/**
 * Prepares the installation's file folders: pictures in UPLOAD_DIR (served at /static by the shop's
 * own handler, with its security headers), private files (exports, imports) in PRIVATE_UPLOAD_DIR,
 * which nothing serves. Medusa would serve `<its working directory>/static` by itself, without
 * those headers: a link or folder left there by an older version is removed (its files kept), and
 * private files an older version wrote among the pictures move to the private folder.
 */
export function prepareFileFolders(serverDir, { UPLOAD_DIR: uploadDir, PRIVATE_UPLOAD_DIR: privateDir }) {
  fs.mkdirSync(uploadDir, { recursive: true })
  fs.mkdirSync(privateDir, { recursive: true, mode: 0o700 })
  const old = path.join(serverDir, "static")
  let stat = null
  try {
    stat = fs.lstatSync(old)
  } catch {
    // not there
  }
  if (stat?.isDirectory()) {
    for (const name of fs.readdirSync(old)) {
      const target = path.join(uploadDir, name)
      if (!fs.existsSync(target)) fs.renameSync(path.join(old, name), target)
    }
  }
  if (stat) fs.rmSync(old, { recursive: true, force: true })
  for (const name of fs.readdirSync(uploadDir)) {
    if (name.startsWith("private-")) fs.renameSync(path.join(uploadDir, name), path.join(privateDir, name))
  }
}

/** The environment every Medusa process of this run gets. */
export function backendEnv(settings, databaseUrl) {
  const env = {
    DATABASE_URL: databaseUrl,
    PORT: String(settings.backendPort),
    STOREFRONT_PORT: String(settings.storefrontPort),
    STOREFRONT_URL: process.env.STOREFRONT_URL || `http://localhost:${settings.storefrontPort}`,
    MEDUSA_BACKEND_URL: process.env.MEDUSA_BACKEND_URL || `http://localhost:${settings.backendPort}`,
    ADMIN_EMAIL: settings.adminEmail,
    SMTP_URL: settings.smtpUrl,
    JWT_SECRET: settings.secrets.jwtSecret,
    COOKIE_SECRET: settings.secrets.cookieSecret,
    // Behind the storefront server on this machine: Medusa is reachable on loopback only, and
    // trusts X-Forwarded-For only from there (docs/operations.md, "Security").
    HOST: process.env.HOST || "127.0.0.1",
    UPLOAD_DIR: process.env.UPLOAD_DIR || path.join(settings.dataDir, "uploads"),
    PRIVATE_UPLOAD_DIR: process.env.PRIVATE_UPLOAD_DIR || path.join(settings.dataDir, "private"),
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || "loopback",
    MEDUSA_DISABLE_TELEMETRY: "true",
    // A request's line is the shop's own (route, request id, trace id, no query string); Medusa's
    // own request lines (LOG_LEVEL=http) print the whole address (docs/operations.md, "Observability").
    LOG_LEVEL: process.env.LOG_LEVEL || (JSON_LINES ? "info" : "http"),
  }
  if (settings.adminPassword) env.ADMIN_PASSWORD = settings.adminPassword
  // A larger young generation: the API allocates many short-lived objects per request, and
  // fewer, shorter scavenges keep tail latency down (see docs/operations.md, "Deployment").
  if (!/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? "")) {
    env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--max-semi-space-size=${MEDUSA_SEMI_SPACE_MB}`].filter(Boolean).join(" ")
  }
  return env
}

export async function migrate(cwd, env) {
  const started = Date.now()
  // New links are created; a removed one is left in place for its migration script (no prompt).
  await runMedusa(["db:migrate", "--execute-safe-links"], { cwd, env, quiet: true })
  console.log(`[database] migrations applied in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * What decides the database schema: the shop's module migrations and links, and the installed
 * Medusa packages (their migrations come with their versions, pinned by the lockfile). Hashed by
 * content, so a fresh checkout of the same code matches.
 */
function schemaFingerprint() {
  const hash = crypto.createHash("sha256")
  const files = [path.join(ROOT, "package-lock.json"), path.join(BACKEND_DIR, "medusa-config.ts")]
  const modulesDir = path.join(BACKEND_DIR, "src", "modules")
  const collect = (dir) => {
    if (!fs.existsSync(dir)) return
    for (const name of fs.readdirSync(dir).sort()) {
      const target = path.join(dir, name)
      if (fs.statSync(target).isDirectory()) collect(target)
      else files.push(target)
    }
  }
  for (const module of fs.existsSync(modulesDir) ? fs.readdirSync(modulesDir).sort() : []) {
    collect(path.join(modulesDir, module, "migrations"))
    collect(path.join(modulesDir, module, "models"))
  }
  collect(path.join(BACKEND_DIR, "src", "links"))
  collect(path.join(BACKEND_DIR, "src", "migration-scripts"))
  for (const file of files) {
    hash.update(`${path.relative(ROOT, file)}\n`)
    hash.update(fs.readFileSync(file))
  }
  return hash.digest("hex")
}

const SCHEMA_STAMP_TABLE = "printshop_schema_stamp"

/**
 * Runs Medusa's migrations unless this database was last migrated by the same code (a stamp kept
 * in the database itself, so another database or a changed schema always migrates).
 */
export async function migrateIfNeeded(cwd, env, databaseUrl) {
  const current = schemaFingerprint()
  const previous = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`SELECT stamp FROM ${SCHEMA_STAMP_TABLE} LIMIT 1`)
    return rows[0]?.stamp ?? null
  }).catch(() => null)
  if (previous === current) {
    console.log("[database] schema is up to date (migrations skipped)")
    return
  }
  await migrate(cwd, env)
  await withClient(databaseUrl, async (client) => {
    await client.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA_STAMP_TABLE} (stamp text NOT NULL)`)
    await client.query("BEGIN")
    await client.query(`DELETE FROM ${SCHEMA_STAMP_TABLE}`)
    await client.query(`INSERT INTO ${SCHEMA_STAMP_TABLE} (stamp) VALUES ($1)`, [current])
    await client.query("COMMIT")
  })
}

/** Runs the seed; resolves with its output. */
export async function seed(cwd, env, scriptPath) {
  const started = Date.now()
  const output = await runMedusa(["exec", scriptPath], { cwd, env, quiet: true, label: "the seed" })
  console.log(`[database] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return output
}

/** Polls Medusa's health endpoint until it answers or `child` exits. */
export async function waitForHealth(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  let exited = false
  child?.once("exit", () => {
    exited = true
  })
  while (Date.now() < deadline) {
    if (exited) throw new Error("The Medusa server exited while starting (see its log above).")
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The Medusa server did not answer ${url} within ${timeoutMs / 1000} s.`)
}

/** Starts a long-running Medusa command (`start` or `develop`) with prefixed output. */
export function spawnMedusa(args, { cwd, env, logPrefix = "[medusa] ", quiet = false }) {
  // Its own process group, so stopping it also stops the processes it starts (medusa develop).
  const child = spawnGroup(process.execPath, [MEDUSA_CLI, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const prefix = (stream, target) => {
    let pending = ""
    stream.on("data", (chunk) => {
      pending += chunk.toString()
      const lines = pending.split("\n")
      pending = lines.pop() ?? ""
      // Under NODE_ENV=production each line is one JSON object: Medusa's are already.
      if (!quiet) for (const line of lines) target.write(JSON_LINES ? `${asJsonLine(line, "medusa")}\n` : `${logPrefix}${line}\n`)
    })
  }
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  return child
}

/** What `npm start` says when Medusa had not finished what it was doing 10 s after being asked to stop. */
export const MEDUSA_KILLED = "The Medusa server did not stop within 10 s and was killed."

/**
 * Stops a child process and, when it was spawned detached, its whole process group:
 * SIGTERM, then SIGKILL after `graceMs`. Resolves with whether it had to be killed.
 */
export function stopChild(child, graceMs = 10_000) {
  const signal = (name) => {
    try {
      if (child.spawnargs && child.pid && isGroupLeader(child)) process.kill(-child.pid, name)
      else child.kill(name)
    } catch {
      // already gone
    }
  }
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      if (child?.pid && isGroupLeader(child)) signal("SIGTERM")
      return resolve(false)
    }
    let killed = false
    const timer = setTimeout(() => {
      killed = true
      signal("SIGKILL")
    }, graceMs)
    child.once("exit", () => {
      clearTimeout(timer)
      // Whatever the group leader started goes with it.
      signal("SIGKILL")
      resolve(killed)
    })
    signal("SIGTERM")
  })
}

const groupLeaders = new WeakSet()
const runningCommands = new Set()

/** Stops the builds, migrations or seed still running (on Ctrl-C during start-up). */
export async function stopRunningCommands() {
  await Promise.all([...runningCommands].map((child) => stopChild(child, 5_000)))
}
function isGroupLeader(child) {
  return groupLeaders.has(child)
}

/** Spawns a command in its own process group so that stopChild ends everything it starts. */
export function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true })
  groupLeaders.add(child)
  return child
}
