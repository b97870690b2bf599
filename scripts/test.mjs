#!/usr/bin/env node
// `npm test`: every part of the test suite, then a table of each part's tests, failures and seconds.
//
//   npm test                                  all parts
//   npm test -- unit                          lint, contract, engine, storefront, launcher and backend unit tests
//   npm test -- integration                   the backend against a real PostgreSQL (Jest, Medusa's test runner)
//   npm test -- browser                       the built shop in Chromium (Playwright), and the nginx edge
//   npm test -- integration --file orders     one file of a part (a part of its path)
//   npm test -- browser --file checkout --test "Washington"   one test (a part of its name)
//
// Parts: lint, contract, engine (the catalogue engine), storefront, launcher, backend (unit), integration, browser; `unit` and `e2e`
// name groups of them, `redis` the integration specs that exercise Redis-backed modules (CI's second
// pass on the system PostgreSQL and Redis).
//
// Database: TEST_DB_HOST/TEST_DB_PORT/TEST_DB_USER/TEST_DB_PASSWORD when set (e.g. the system
// PostgreSQL), otherwise an embedded PostgreSQL under .data/test-postgres. Its schema is migrated
// once per run into a template database; each integration spec and the browser tests' shop start
// from a copy of it.
import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { BACKEND_DIR, CONTRACT_DIR, ENGINE_DIR, ROOT, STOREFRONT_DIR, buildBackend, buildPackages, buildStorefront, migrateIfNeeded, stopChild, stopRunningCommands } from "./lib/shop.mjs"
import { startEmbeddedPostgres } from "./lib/postgres.mjs"
import { findChromium } from "../storefront/e2e/chromium.mjs"

const UNIT_PARTS = ["lint", "contract", "engine", "storefront", "launcher", "backend"]
const ALL_PARTS = [...UNIT_PARTS, "integration", "browser"]
/** The integration specs that exercise what Redis changes: the event bus, locking, the workflow engine, shared counters. */
const REDIS_SPECS = ["orders", "catalogue", "security", "accounts", "account-protection"]

const { parts, file, testName, redisOnly } = parseArguments(process.argv.slice(2))
/** Whether several parts run at once (their output is then printed part by part, as each ends). */
const concurrent = parts.length > 1
/** Each part's report; KEEP_REPORT_DIR keeps them after the run, otherwise they go with it. */
const reportDir = process.env.KEEP_REPORT_DIR ? path.resolve(process.env.KEEP_REPORT_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), "printshop-test-"))
fs.mkdirSync(reportDir, { recursive: true })
const TEMPLATE_DATABASE = "printshop_test_template"
const results = new Map()
/** Failed tests by name, repeated before the table. */
const failures = []
let database

function parseArguments(args) {
  const selected = new Set()
  let file = null
  let testName = null
  let redisOnly = false
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]
    if (arg === "--file" || arg === "-f") file = args[++index]
    else if (arg === "--test" || arg === "-t") testName = args[++index]
    else if (arg.startsWith("--file=")) file = arg.slice(7)
    else if (arg.startsWith("--test=")) testName = arg.slice(7)
    else if (arg === "unit") UNIT_PARTS.forEach((part) => selected.add(part))
    else if (arg === "e2e") selected.add("browser")
    else if (arg === "redis") {
      selected.add("integration")
      redisOnly = true
    } else if (ALL_PARTS.includes(arg)) selected.add(arg)
    else {
      console.error(`Unknown test part '${arg}'. Parts: ${ALL_PARTS.join(", ")} (groups: unit, e2e, redis); options: --file <name>, --test <name>.`)
      process.exit(2)
    }
  }
  const parts = ALL_PARTS.filter((part) => selected.size === 0 || selected.has(part))
  return { parts, file, testName, redisOnly }
}

const seconds = (since) => Math.round((Date.now() - since) / 1000)

/**
 * Runs a command. Alone, its output goes straight to the terminal; beside other parts it is kept
 * and printed whole when it ends, so the parts' logs do not interleave. Resolves with the exit code.
 */
function run(command, args, { cwd = ROOT, env = {}, title }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: "0", ...env }, stdio: concurrent ? ["ignore", "pipe", "pipe"] : "inherit" })
    const output = []
    child.stdout?.on("data", (chunk) => output.push(chunk))
    child.stderr?.on("data", (chunk) => output.push(chunk))
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      resolve(1)
    })
    child.on("close", (code) => {
      if (concurrent) {
        console.log(`\n=== ${title} ${"=".repeat(Math.max(0, 70 - title.length))}`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve(code ?? 1)
    })
  })
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

function record(part, started, { passed, failed, code }) {
  // A part whose runner failed without reporting a failed test still fails.
  const failedCount = failed || (code !== 0 ? 1 : 0)
  results.set(part, { passed, failed: failedCount, seconds: seconds(started) })
  console.log(`[test] ${part}: ${passed} passed, ${failedCount} failed in ${seconds(started)} s`)
}

// --- The database -------------------------------------------------------------------------------

async function testDatabase() {
  database ??= (async () => {
    let server
    if (process.env.TEST_DB_HOST) {
      server = {
        host: process.env.TEST_DB_HOST,
        port: Number(process.env.TEST_DB_PORT || 5432),
        user: process.env.TEST_DB_USER || "postgres",
        password: process.env.TEST_DB_PASSWORD || "",
        stop: async () => {},
      }
      console.log(`[test] PostgreSQL at ${server.host}:${server.port}`)
    } else {
      const embedded = await startEmbeddedPostgres({
        dataDir: path.join(ROOT, ".data", "test-postgres"),
        port: Number(process.env.TEST_EMBEDDED_POSTGRES_PORT || 54330),
        database: "postgres",
        // The tests' databases are thrown away: nothing they write needs to survive a crash, so
        // no commit or database copy waits for the disk.
        flags: ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
      })
      // Medusa's test runner turns TLS off only for hosts named "localhost".
      server = { ...embedded, host: "localhost" }
      console.log(`[test] embedded PostgreSQL on port ${embedded.port}`)
    }
    const credentials = server.password ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}` : encodeURIComponent(server.user)
    server.urlFor = (name) => `postgres://${credentials}@${server.host}:${server.port}/${name}`
    return server
  })()
  return database
}

async function withAdmin(fn) {
  const db = await testDatabase()
  const client = new pg.Client({ connectionString: db.urlFor("postgres") })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end().catch(() => {})
  }
}

let template
/**
 * The template every test database is copied from: Medusa's migrations and the shop's, applied
 * once (and again only when the schema's code changed, as `npm start` decides).
 */
function migratedTemplate() {
  template ??= (async () => {
    const started = Date.now()
    await buildPackages()
    const db = await testDatabase()
    await withAdmin(async (client) => {
      const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [TEMPLATE_DATABASE])
      if (!rowCount) await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
    })
    const url = db.urlFor(TEMPLATE_DATABASE)
    await migrateIfNeeded(BACKEND_DIR, { DATABASE_URL: url, MEDUSA_DISABLE_TELEMETRY: "true", LOG_LEVEL: "error" }, url)
    console.log(`[test] template database ready in ${seconds(started)} s`)
    return TEMPLATE_DATABASE
  })()
  return template
}

async function copyOfTemplate(name) {
  await migratedTemplate()
  await withAdmin((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${TEMPLATE_DATABASE}`))
}

async function dropDatabase(name) {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)).catch(() => {})
}

// --- The parts ----------------------------------------------------------------------------------

/** ESLint over the whole repository (a test per file linted), then the import cycles (one test). */
async function lint() {
  const started = Date.now()
  const report = path.join(reportDir, "eslint.json")
  const code = await run("npx", ["eslint", "--max-warnings=0", "--format", "json", "--output-file", report, "."], { title: "Lint (ESLint)" })
  const files = readJson(report) ?? []
  const problems = files.filter((entry) => entry.errorCount + entry.warningCount > 0)
  for (const entry of problems) {
    for (const message of entry.messages) {
      console.log(`${path.relative(ROOT, entry.filePath)}:${message.line}:${message.column} ${message.message} (${message.ruleId ?? "parse"})`)
    }
  }
  const cycles = await run(process.execPath, [path.join(ROOT, "scripts", "check-cycles.mjs")], { title: "Import cycles (dpdm)" })
  if (cycles !== 0) failures.push("lint: import cycles (see above)")
  record("lint", started, { passed: files.length - problems.length + (cycles === 0 ? 1 : 0), failed: problems.length + (cycles === 0 ? 0 : 1), code: code || cycles })
}

async function vitest(part, cwd, { workers }) {
  const started = Date.now()
  const report = path.join(reportDir, `vitest-${part}.json`)
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, `--maxWorkers=${workers}`, `--minWorkers=1`]
  if (file) args.push(file)
  if (testName) args.push("-t", testName)
  const code = await run("npx", args, { cwd, title: `${part} unit tests (Vitest)` })
  const json = readJson(report)
  for (const suite of json?.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) if (test.status === "failed") failures.push(`${part}: ${path.relative(ROOT, suite.name)}: ${test.fullName}`)
  }
  record(part, started, { passed: json?.numPassedTests ?? 0, failed: json?.numFailedTests ?? 0, code })
}

/** The storefront server, the edge cache and the launcher's helpers (node:test). */
async function launcher() {
  const started = Date.now()
  const tap = path.join(reportDir, "launcher.tap")
  const args = ["--test", "--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=tap", `--test-reporter-destination=${tap}`]
  if (testName) args.push(`--test-name-pattern=${testName}`)
  const files = fs.readdirSync(path.join(ROOT, "scripts", "lib")).filter((name) => name.endsWith(".test.mjs") && (!file || name.includes(file)))
  const code = await run(process.execPath, [...args, ...files.map((name) => path.join(ROOT, "scripts", "lib", name))], { title: "Launcher and public origin unit tests (node:test)" })
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, "utf8") : ""
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, "m").exec(text)?.[1] ?? 0)
  record("launcher", started, { passed: count("pass"), failed: count("fail") + count("cancelled"), code })
}

async function jest(part, { env, workers, title, specs = [] }) {
  const started = Date.now()
  const report = path.join(reportDir, `jest-${part}.json`)
  const args = ["jest", "--json", `--outputFile=${report}`, workers === 1 ? "--runInBand" : `--maxWorkers=${workers}`, "--forceExit"]
  if (testName) args.push("-t", testName)
  args.push(...specs)
  const code = await run("npx", args, { cwd: BACKEND_DIR, env: { NODE_OPTIONS: "--experimental-vm-modules", ...env }, title })
  const json = readJson(report)
  for (const suite of json?.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) if (test.status === "failed") failures.push(`${part}: ${path.basename(suite.name)}: ${test.fullName}`)
    if (suite.status === "failed" && !(suite.assertionResults ?? []).some((test) => test.status === "failed")) failures.push(`${part}: ${path.basename(suite.name)} did not run: ${(suite.message ?? "").split("\n")[0]}`)
  }
  record(part, started, {
    passed: json?.numPassedTests ?? 0,
    failed: json ? json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) : 0,
    code,
  })
}

function backendUnit({ workers }) {
  return jest("backend", { env: { TEST_TYPE: "unit" }, workers, title: "Backend unit tests (Jest, no database)", specs: file ? [file] : [] })
}

/**
 * The backend against PostgreSQL, in one Jest run of `workers` processes, once `ready` resolves
 * (the other parts may still be running beside it).
 */
async function integration({ workers, ready = null }) {
  await ready
  const started = Date.now()
  let db
  try {
    db = await testDatabase()
    await migratedTemplate()
  } catch (error) {
    console.error(`[test] the integration tests' database could not be prepared: ${error instanceof Error ? error.message : error}`)
    record("integration", started, { passed: 0, failed: 1, code: 1 })
    return
  }
  const specs = file ? [file] : redisOnly ? REDIS_SPECS.map((name) => `integration-tests/http/${name}.spec.ts`) : []
  const redisPrefix = `printshop-test-${Date.now()}-${process.pid}`
  try {
    await jest("integration", { title: "Backend integration tests (Jest, PostgreSQL)", workers, specs, env: integrationEnv(db, redisPrefix) })
  } finally {
    await forgetRedisKeys(redisPrefix)
  }
}

function integrationEnv(db, redisPrefix) {
  return {
    TEST_TYPE: "integration:http",
    DB_HOST: db.host,
    DB_PORT: String(db.port),
    DB_USERNAME: db.user,
    DB_PASSWORD: db.password,
    PRINTSHOP_TEST_TEMPLATE_DB: TEMPLATE_DATABASE,
    MEDUSA_DISABLE_TELEMETRY: "true",
    LOG_LEVEL: process.env.LOG_LEVEL || "error",
    // With REDIS_URL the rate-limit counters, queues, locks and channels live in Redis: each spec
    // file's shop has its own under the run's prefix (integration-tests/runner.ts), so neither
    // earlier runs nor another Jest process can change this one's.
    PRINTSHOP_TEST_REDIS_PREFIX: redisPrefix,
  }
}

/** Removes what the run's shops left in Redis (queues, event records, locks, caches, counters). */
async function forgetRedisKeys(prefix) {
  if (!process.env.REDIS_URL) return
  const { Redis } = await import("ioredis")
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    let removed = 0
    for await (const keys of redis.scanStream({ match: `*${prefix}*`, count: 500 })) {
      if (keys.length) removed += await redis.unlink(...keys)
    }
    console.log(`[test] removed ${removed} keys of this run from Redis`)
  } catch (error) {
    console.error(`[test] this run's keys could not be removed from Redis: ${error instanceof Error ? error.message : error}`)
  } finally {
    redis.disconnect()
  }
}

/** The shop for the browser tests, started once as `npm start` runs it, on its own ports and a copy of the template. */
async function startShop() {
  const db = await testDatabase()
  const storefrontPort = Number(process.env.TEST_STOREFRONT_PORT || 8100)
  const backendPort = Number(process.env.TEST_BACKEND_PORT || 9100)
  const catalogueReadPort = Number(process.env.TEST_CATALOGUE_READ_PORT || backendPort + 1)
  const databaseName = `printshop_e2e_${Date.now()}`
  const mailboxPorts = { smtp: Number(process.env.TEST_MAILBOX_SMTP_PORT || 1125), web: Number(process.env.TEST_MAILBOX_PORT || 8125) }
  const staff = { email: "admin@printshop.local", password: crypto.randomBytes(12).toString("base64url") }
  await Promise.all([buildBackend(), buildStorefront(), copyOfTemplate(databaseName)])
  const logFile = path.join(reportDir, "shop.log")
  const log = fs.createWriteStream(logFile)
  // start.mjs stops its own processes (Medusa, the storefront server) when it receives SIGTERM.
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: db.urlFor(databaseName),
      STOREFRONT_PORT: String(storefrontPort),
      BACKEND_PORT: String(backendPort),
      PORT: String(backendPort),
      CATALOGUE_READ_PORT: String(catalogueReadPort),
      STOREFRONT_URL: `http://localhost:${storefrontPort}`,
      MEDUSA_BACKEND_URL: `http://localhost:${backendPort}`,
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
      UPLOAD_DIR: path.join(reportDir, "uploads"),
      PRIVATE_UPLOAD_DIR: path.join(reportDir, "private"),
      // Its e-mail goes to npm start's local mailbox, on ports of its own.
      SMTP_URL: "",
      MAILBOX_SMTP_PORT: String(mailboxPorts.smtp),
      MAILBOX_PORT: String(mailboxPorts.web),
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const shop = {
    child,
    logFile,
    databaseName,
    staff,
    baseUrl: `http://localhost:${storefrontPort}`,
    backendUrl: `http://localhost:${backendPort}`,
    catalogueReadUrl: `http://localhost:${catalogueReadPort}`,
    mailboxUrl: `http://localhost:${mailboxPorts.web}`,
  }
  await waitForShop(shop)
  return shop
}

async function waitForShop({ baseUrl, child, logFile }) {
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop did not start:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The shop did not answer ${baseUrl}/api/health in time:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`)
}

async function browser({ shopStarting, workers }) {
  const started = Date.now()
  const chromium = await findChromium()
  if (!chromium.path) {
    console.error(chromium.help)
    record("browser", started, { passed: 0, failed: 1, code: 1 })
    return
  }
  let shop
  try {
    shop = await shopStarting
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    record("browser", started, { passed: 0, failed: 1, code: 1 })
    return
  }
  try {
    console.log(`[test] the shop is up at ${shop.baseUrl}; Chromium from ${chromium.source}`)
    const report = path.join(reportDir, "playwright.json")
    const args = ["playwright", "test", "--config", path.join(STOREFRONT_DIR, "e2e", "playwright.config.mjs"), `--workers=${workers}`]
    if (file) args.push(file)
    if (testName) args.push("-g", testName)
    const code = await run("npx", args, {
      title: "Browser tests (Playwright, Chromium) and the nginx edge",
      env: {
        E2E_BASE_URL: shop.baseUrl,
        E2E_BACKEND_URL: shop.backendUrl,
        E2E_CATALOGUE_READ_URL: shop.catalogueReadUrl,
        E2E_MAILBOX_URL: shop.mailboxUrl,
        E2E_ADMIN_EMAIL: shop.staff.email,
        E2E_ADMIN_PASSWORD: shop.staff.password,
        CHROMIUM_PATH: chromium.path,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    })
    const json = readJson(report)
    const walk = (suite, titles = []) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === "unexpected") failures.push(`browser: ${[...titles, spec.title].filter(Boolean).join(" > ")}`)
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
    }
    for (const suite of json?.suites ?? []) walk(suite)
    const stats = json?.stats ?? {}
    record("browser", started, { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), code })
    for (const error of json?.errors ?? []) failures.push(`browser: ${String(error.message ?? error).split("\n")[0]}`)
    if (code !== 0) printFailureContext(shop.logFile)
  } finally {
    await stopChild(shop.child, 20_000)
    await dropDatabase(shop.databaseName)
  }
}

/**
 * What a failed browser test saw, for a run whose files are gone once it ends (CI): each failed
 * test's page as Playwright wrote it down, and the shop's answers that were errors or slow.
 */
function printFailureContext(logFile) {
  const failuresDir = path.join(ROOT, "e2e-artifacts", "failures")
  for (const dir of fs.existsSync(failuresDir) ? fs.readdirSync(failuresDir) : []) {
    const context = path.join(failuresDir, dir, "error-context.md")
    if (!fs.existsSync(context)) continue
    const text = fs.readFileSync(context, "utf8")
    console.log(`\n--- the page when ${dir} failed ---\n${text.slice(Math.max(0, text.indexOf("# Error details")), 8_000)}`)
  }
  const unusual = []
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    const http = /"level":"http".*"path":"([^"]*)","status":(\d+).*"duration":([\d.]+).*"timestamp":"([^"]+)"/.exec(line)
    if (http ? Number(http[2]) >= 500 || Number(http[3]) >= 2_000 : /\b(error|unhandled)\b/i.test(line)) unusual.push(line.slice(0, 400))
  }
  console.log(`\n--- the shop's log: ${unusual.length} errors and answers of 2 s or more (the last 60) ---\n${unusual.slice(-60).join("\n")}`)
}

// --- The run ------------------------------------------------------------------------------------

async function main() {
  const started = Date.now()
  const wants = (part) => parts.includes(part)
  try {
    // While the checks that need no database run on one core, the other prepares what the rest
    // needs: the database's template, the builds and the shop for the browser tests. The
    // integration tests start as soon as those are ready, beside the checks still running, and
    // the browser tests take both cores at the end (beside the integration tests, they slow
    // each other down more than they gain).
    const shopStarting = wants("browser") ? startShop() : null
    shopStarting?.catch(() => {})
    const templateReady = wants("integration") ? migratedTemplate().catch(() => {}) : null
    const workers = concurrent ? 1 : 2
    const units = (async () => {
      if (wants("storefront")) await vitest("storefront", STOREFRONT_DIR, { workers })
      if (wants("lint")) await lint()
      if (wants("contract")) await vitest("contract", CONTRACT_DIR, { workers })
      if (wants("engine")) await vitest("engine", ENGINE_DIR, { workers })
      if (wants("launcher")) await launcher()
      if (wants("backend")) await backendUnit({ workers })
    })()
    const prepared = Promise.allSettled([shopStarting, templateReady])
    const integrated = wants("integration") ? integration({ workers: 2, ready: prepared }) : null
    await Promise.all([units, integrated])
    if (wants("browser")) await browser({ shopStarting, workers: Number(process.env.E2E_WORKERS || 2) })
  } finally {
    // A build still running (the other one failed) would outlive the run in its own process group.
    await stopRunningCommands()
    if (database) await (await database).stop().catch(() => {})
    if (!process.env.KEEP_REPORT_DIR) fs.rmSync(reportDir, { recursive: true, force: true })
  }

  console.log("")
  for (const name of failures) console.log(`failed: ${name}`)
  const rows = ALL_PARTS.filter((part) => results.has(part)).map((part) => [part, results.get(part)])
  console.log(`\n${"part".padEnd(14)} ${"tests".padStart(6)} ${"failed".padStart(7)} ${"seconds".padStart(8)}`)
  for (const [part, result] of rows) {
    console.log(`${part.padEnd(14)} ${String(result.passed + result.failed).padStart(6)} ${String(result.failed).padStart(7)} ${String(result.seconds).padStart(8)}`)
  }
  console.log(`${"all".padEnd(14)} ${"".padStart(6)} ${"".padStart(7)} ${String(seconds(started)).padStart(8)}`)
  const passed = rows.reduce((sum, [, result]) => sum + result.passed, 0)
  const failed = rows.reduce((sum, [, result]) => sum + result.failed, 0)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed === 0 && rows.length > 0 ? 0 : 1)
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.stack : error)
  await stopRunningCommands()
  if (database) await (await database).stop().catch(() => {})
  console.log("0 passed, 1 failed")
  process.exit(1)
})
