#!/usr/bin/env node
// `npm test`: lint, unit tests (Vitest for the contract and the storefront, Jest for the backend's
// pure logic), backend integration tests against a real PostgreSQL
// (Jest with Medusa's test runner) and browser tests in Chromium against the started shop.
//
// Database: TEST_DB_HOST/TEST_DB_PORT/TEST_DB_USER/TEST_DB_PASSWORD when set (e.g. the system
// PostgreSQL), otherwise an embedded PostgreSQL under .data/test-postgres.
// Selection: `npm test -- unit`, `npm test -- integration`, `npm test -- e2e` (any combination).
import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { BACKEND_DIR, CONTRACT_DIR, ROOT, STOREFRONT_DIR, buildBackend, buildStorefront, runCommand, stopChild } from "./lib/shop.mjs"
import { startEmbeddedPostgres } from "./lib/postgres.mjs"
import { findChromium } from "../storefront/e2e/chromium.mjs"

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("-"))
const suites = requested.length ? requested : ["unit", "integration", "e2e"]
const unknown = suites.filter((suite) => !["unit", "integration", "e2e"].includes(suite))
if (unknown.length) {
  console.error(`Unknown test suite(s): ${unknown.join(", ")}. Use unit, integration and/or e2e.`)
  process.exit(2)
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "printshop-test-"))
const results = []
/** Failed tests by name, repeated in the summary. */
const failures = []
let database

function section(title) {
  console.log(`\n=== ${title} ${"=".repeat(Math.max(0, 70 - title.length))}`)
}

/** Runs a command with inherited output; resolves with its exit code. */
async function run(command, args, options) {
  try {
    await runCommand(command, args, { ...options, quiet: false })
    return 0
  } catch {
    return 1
  }
}

async function testDatabase() {
  if (database) return database
  if (process.env.TEST_DB_HOST) {
    database = {
      host: process.env.TEST_DB_HOST,
      port: Number(process.env.TEST_DB_PORT || 5432),
      user: process.env.TEST_DB_USER || "postgres",
      password: process.env.TEST_DB_PASSWORD || "",
      stop: async () => {},
    }
    console.log(`[test] PostgreSQL at ${database.host}:${database.port}`)
  } else {
    const server = await startEmbeddedPostgres({
      dataDir: path.join(ROOT, ".data", "test-postgres"),
      port: Number(process.env.TEST_EMBEDDED_POSTGRES_PORT || 54330),
      database: "printshop_test",
    })
    // Medusa's test runner turns TLS off only for hosts named "localhost".
    database = { ...server, host: "localhost" }
    console.log(`[test] embedded PostgreSQL on port ${server.port}`)
  }
  const credentials = database.password ? `${encodeURIComponent(database.user)}:${encodeURIComponent(database.password)}` : encodeURIComponent(database.user)
  database.urlFor = (name) => `postgres://${credentials}@${database.host}:${database.port}/${name}`
  return database
}

/** ESLint over the whole repository (typescript-eslint, React hooks, import cycles, feature boundaries). */
async function lint() {
  section("Lint (ESLint)")
  const code = await run("npx", ["eslint", "--max-warnings=0", "."], { cwd: ROOT })
  results.push({ suite: "lint", passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, code })
}

async function unitTests() {
  await lint()

  section("Contract and storefront unit tests (Vitest)")
  for (const [suite, cwd] of [
    ["contract unit", CONTRACT_DIR],
    ["storefront unit", STOREFRONT_DIR],
  ]) {
    const report = path.join(reportDir, `vitest-${path.basename(cwd)}.json`)
    const code = await run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`], { cwd })
    const json = readJson(report)
    results.push({ suite, passed: json?.numPassedTests ?? 0, failed: json ? json.numFailedTests : 1, code })
  }

  section("Launcher and public origin unit tests (node:test)")
  {
    const tap = path.join(reportDir, "scripts-unit.tap")
    const code = await run(
      process.execPath,
      ["--test", "--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=tap", `--test-reporter-destination=${tap}`, path.join(ROOT, "scripts", "lib")],
      { cwd: ROOT }
    )
    const text = fs.existsSync(tap) ? fs.readFileSync(tap, "utf8") : ""
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, "m").exec(text)?.[1] ?? 0)
    results.push({ suite: "launcher unit", passed: count("pass"), failed: text ? count("fail") : 1, code })
  }

  section("Backend unit tests (Jest, no database)")
  const report = path.join(reportDir, "jest-unit.json")
  const code = await run("npx", ["jest", "--json", `--outputFile=${report}`], {
    cwd: BACKEND_DIR,
    env: { TEST_TYPE: "unit", NODE_OPTIONS: "--experimental-vm-modules" },
  })
  const json = readJson(report)
  results.push({
    suite: "backend unit",
    passed: json?.numPassedTests ?? 0,
    failed: json ? json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) : 1,
    code,
  })
}

async function integrationTests() {
  section("Backend integration tests (Jest, PostgreSQL)")
  const db = await testDatabase()
  const report = path.join(reportDir, "jest.json")
  const code = await run("npx", ["jest", "--runInBand", "--forceExit", "--json", `--outputFile=${report}`], {
    cwd: BACKEND_DIR,
    env: {
      TEST_TYPE: "integration:http",
      NODE_OPTIONS: "--experimental-vm-modules",
      DB_HOST: db.host,
      DB_PORT: String(db.port),
      DB_USERNAME: db.user,
      DB_PASSWORD: db.password,
      MEDUSA_DISABLE_TELEMETRY: "true",
      LOG_LEVEL: process.env.LOG_LEVEL || "error",
      // With REDIS_URL the rate-limit counters live in Redis: each run counts in its own namespace,
      // so attempts of earlier runs on the same Redis cannot refuse this one's.
      RATE_LIMIT_NAMESPACE: `test-run-${Date.now()}-${process.pid}`,
      // Queues, locks and channels of their own too: jobs left in Redis by another run are not this one's.
      REDIS_PREFIX: `printshop-test-${Date.now()}-${process.pid}`,
    },
  })
  const json = readJson(report)
  // The names of the failed tests, where the summary below shows them after a long log.
  const failedNames = (json?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((test) => test.status === "failed").map((test) => `${path.basename(file.name)}: ${test.fullName}`)
  )
  for (const name of failedNames) failures.push(name)
  results.push({
    suite: "backend integration",
    passed: json?.numPassedTests ?? 0,
    failed: json ? json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) : 1,
    code,
  })
}

/** Starts the whole shop on its own ports and database, runs the browser tests, stops it. */
async function browserTests() {
  section("Browser tests (Chromium, playwright-core)")
  const chromium = findChromium()
  if (!chromium.path) {
    console.error(chromium.help)
    results.push({ suite: "browser", passed: 0, failed: 1, code: 1 })
    return
  }
  const db = await testDatabase()
  const storefrontPort = Number(process.env.TEST_STOREFRONT_PORT || 8100)
  const backendPort = Number(process.env.TEST_BACKEND_PORT || 9100)
  const databaseName = `printshop_e2e_${Date.now()}`
  const staff = { email: "admin@printshop.local", password: crypto.randomBytes(12).toString("base64url") }

  await Promise.all([buildBackend(), buildStorefront()])

  const logFile = path.join(reportDir, "shop.log")
  const log = fs.createWriteStream(logFile)
  // start.mjs stops its own processes (Medusa, PostgreSQL) when it receives SIGTERM.
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: db.urlFor(databaseName),
      STOREFRONT_PORT: String(storefrontPort),
      BACKEND_PORT: String(backendPort),
      PORT: String(backendPort),
      STOREFRONT_URL: `http://localhost:${storefrontPort}`,
      MEDUSA_BACKEND_URL: `http://localhost:${backendPort}`,
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)

  const baseUrl = `http://localhost:${storefrontPort}`
  let code = 1
  try {
    await waitForShop(`${baseUrl}/api/health`, child, logFile)
    console.log(`[test] shop is up at ${baseUrl}`)
    const tap = path.join(reportDir, "e2e.tap")
    code = await run(
      process.execPath,
      [
        "--test",
        "--test-concurrency=1",
        "--test-reporter=spec",
        "--test-reporter-destination=stdout",
        "--test-reporter=tap",
        `--test-reporter-destination=${tap}`,
        // The browser tests, and the production edge (deploy/nginx.conf) against the same shop.
        ...[path.join(STOREFRONT_DIR, "e2e"), path.join(ROOT, "deploy")].flatMap((dir) =>
          fs
            .readdirSync(dir)
            .filter((name) => name.endsWith(".test.mjs"))
            .map((name) => path.join(dir, name))
        ),
      ],
      {
        cwd: ROOT,
        env: {
          E2E_BASE_URL: baseUrl,
          E2E_BACKEND_URL: `http://localhost:${backendPort}`,
          E2E_ADMIN_EMAIL: staff.email,
          E2E_ADMIN_PASSWORD: staff.password,
          CHROMIUM_PATH: chromium.path,
        },
      }
    )
    const counts = readTapCounts(tap)
    results.push({ suite: "browser", ...counts, code })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    results.push({ suite: "browser", passed: 0, failed: 1, code: 1 })
  } finally {
    await stopChild(child, 20_000)
    await dropDatabase(db, databaseName)
  }
}

async function waitForShop(url, child, logFile) {
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The shop did not start:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`The shop did not answer ${url} in time:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`)
}

async function dropDatabase(db, name) {
  const pg = (await import("pg")).default
  const client = new pg.Client({ connectionString: db.urlFor("postgres") })
  try {
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
  } catch {
    // leaving a test database behind is harmless
  } finally {
    await client.end().catch(() => {})
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

function readTapCounts(file) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  const number = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, "m"))?.[1] ?? 0)
  const passed = number("pass")
  const failed = number("fail") + number("cancelled")
  return { passed, failed: passed + failed === 0 ? 1 : failed }
}

async function main() {
  const started = Date.now()
  try {
    if (suites.includes("unit")) await unitTests()
    if (suites.includes("integration")) await integrationTests()
    if (suites.includes("e2e")) await browserTests()
  } finally {
    if (database) await database.stop()
  }

  section("Summary")
  for (const result of results) {
    console.log(`${result.suite.padEnd(22)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(4)} failed`)
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0)
  const failed = results.reduce((sum, result) => sum + result.failed, 0)
  const ok = results.every((result) => result.code === 0 && result.failed === 0)
  for (const name of failures) console.log(`failed: ${name}`)
  console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(ok ? 0 : 1)
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.stack : error)
  if (database) await database.stop().catch(() => {})
  console.log(`0 passed, 1 failed`)
  process.exit(1)
})
