#!/usr/bin/env node
// The staff's catalogue screens: `npm run bench:admin` (options: --rows 1000 --products 10000).
//   1. CSV import: a file of --rows new products is posted to POST /api/admin/products/import and
//      followed until it is done; prints the time and rows per second (targets: 1,000 rows in 10 s,
//      10,000 in 60 s).
//   2. The product table at catalogue scale: page 1 of GET /api/admin/products (50 rows) with
//      --products products, first request (the catalogue index is built) and the next ones;
//      --products 0 leaves it out.
// Uses its own databases (printshop_bench_admin, made anew for each run, and printshop_bench for
// the large catalogue, shared with `npm run bench`), starts the production Medusa server on port 9400.
import fs from "node:fs"
import path from "node:path"
import { generatedStaffPassword } from "../scripts/lib/secrets.mjs"
import { seedLargeCatalogue } from "../scripts/seed-large.mjs"
import {
  BACKEND_BUILD_DIR,
  ROOT,
  backendEnv,
  buildBackend,
  prepareFileFolders,
  migrate,
  prepareDatabase,
  readSettings,
  seed,
  spawnMedusa,
  stopChild,
  waitForHealth,
} from "../scripts/lib/shop.mjs"
import { withClient } from "../scripts/lib/postgres.mjs"
import { option } from "./lib.mjs"


const rows = option("rows", 1000)
const largeCatalogue = option("products", 10000, { zero: true })
const port = option("port", 9400)
const base = `http://127.0.0.1:${port}`
/** A member of staff made for this run (the seed adds a staff user whose e-mail it does not know). */
const staff = { email: `bench.staff.${Date.now()}@example.com`, password: generatedStaffPassword() }

async function api(method, url, { body, token, type = "application/json" } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { "Content-Type": type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  })
  return { status: response.status, data: await response.json().catch(() => null) }
}

/** Drops and makes again the database `url` names, so a run does not depend on the ones before it. */
async function recreateDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = "/postgres"
  await withClient(admin.toString(), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  })
}

/**
 * Starts Medusa on a database (seeded, with a staff user of this run), runs `work`, stops it.
 * `fresh`: the database is made anew first.
 */
async function withShop(databaseName, prepare, work, { fresh = false } = {}) {
  const settings = readSettings({ databaseName, backendPort: port })
  const database = await prepareDatabase(settings)
  let medusa
  try {
    if (fresh) await recreateDatabase(database.url)
    const env = { ...backendEnv(settings, database.url), LOG_LEVEL: "error", ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password }
    await migrate(BACKEND_BUILD_DIR, env)
    prepareFileFolders(BACKEND_BUILD_DIR, env)
    await prepare?.(settings, database)
    await seed(BACKEND_BUILD_DIR, env, "./src/scripts/seed.js")
    medusa = spawnMedusa(["start"], { cwd: BACKEND_BUILD_DIR, env, quiet: true })
    await waitForHealth(`${base}/health`, medusa)
    const login = await api("POST", "/api/admin/login", { body: staff })
    if (login.status !== 200) throw new Error(`Staff sign-in failed: ${login.status} ${JSON.stringify(login.data)}`)
    return await work(login.data.token)
  } finally {
    await stopChild(medusa)
    await database.stop()
  }
}

async function importBench(token) {
  const stamp = Date.now()
  const lines = ["name,brand,category,price,stock_quantity,description,features,specifications"]
  for (let n = 1; n <= rows; n++) {
    lines.push(`Bench Import ${stamp} ${n},Benchco,scanners,${(20 + (n % 400)).toFixed(2)},${n % 9},"Imported, fast",Fast|Small,Speed: 40 ppm\\nDPI: 600`)
  }
  const started = performance.now()
  const start = await api("POST", "/api/admin/products/import", { body: lines.join("\n"), token, type: "text/csv" })
  if (start.status !== 202) throw new Error(`Import refused: ${start.status} ${JSON.stringify(start.data)}`)
  let job
  const progress = []
  do {
    await new Promise((resolve) => setTimeout(resolve, 100))
    job = (await api("GET", `/api/admin/products/import/${start.data.id}`, { token })).data
    if (!progress.length || progress.at(-1).processed !== job.processed) progress.push({ ms: Math.round(performance.now() - started), processed: job.processed })
  } while (job.status === "running")
  const seconds = (performance.now() - started) / 1000
  return { rows, status: job.status, imported: job.imported, updated: job.updated, failed: job.failed, seconds: Number(seconds.toFixed(1)), rowsPerSecond: Math.round(rows / seconds), progressSteps: progress.length }
}

async function tableBench(token) {
  const timings = []
  for (let run = 0; run < 11; run++) {
    const started = performance.now()
    const answer = await api("GET", "/api/admin/products?limit=50&offset=0", { token })
    timings.push(performance.now() - started)
    if (answer.status !== 200 || answer.data.products.length !== 50) throw new Error(`Product table failed: ${answer.status}`)
    if (run === 0) timings.count = answer.data.count
  }
  const warm = timings.slice(1).sort((a, b) => a - b)
  return { products: timings.count, firstMs: Math.round(timings[0]), medianMs: Math.round(warm[Math.floor(warm.length / 2)]), slowestMs: Math.round(warm.at(-1)) }
}

async function main() {
  await buildBackend()
  const imported = await withShop("printshop_bench_admin", null, importBench, { fresh: true })
  console.log(`\nCSV import of ${rows} new products: ${imported.status} in ${imported.seconds} s (${imported.rowsPerSecond} rows/s), ` +
    `imported ${imported.imported}, updated ${imported.updated}, failed ${imported.failed}, progress seen in ${imported.progressSteps} steps`)

  const table = largeCatalogue
    ? await withShop(
        process.env.DATABASE_NAME || "printshop_bench",
        (settings, database) => seedLargeCatalogue(settings, database.url, largeCatalogue),
        tableBench
      )
    : null
  if (table) {
    console.log(`\nProduct table page 1 (50 rows) with ${table.products} products: first request ${table.firstMs} ms (builds the index), then median ${table.medianMs} ms, slowest ${table.slowestMs} ms`)
  }

  const outDir = path.join(ROOT, "bench", "results")
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `admin-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
  fs.writeFileSync(file, JSON.stringify({ import: imported, table }, null, 2))
  console.log(`\nSaved ${path.relative(ROOT, file)}`)
  if (imported.status !== "done" || imported.failed) process.exitCode = 1
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
