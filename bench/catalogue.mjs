#!/usr/bin/env node
// Catalogue read throughput at scale: `npm run bench` (options: --products 10000 --duration 10
// --connections 50). Seeds a large catalogue into its own database (printshop_bench) once, starts
// the production Medusa server, and loads each route with autocannon, side by side with Medusa's
// own /store/products and a plain Node server answering a cached copy of the same JSON page (the
// ceiling of this machine). Prints requests per second and p50/p99 latency for each.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import autocannon from "autocannon"
import {
  BACKEND_BUILD_DIR,
  ROOT,
  backendEnv,
  buildBackend,
  prepareDatabase,
  readSettings,
  spawnMedusa,
  stopChild,
  waitForHealth,
} from "../scripts/lib/shop.mjs"
import { withClient } from "../scripts/lib/postgres.mjs"
import { seedLargeCatalogue } from "../scripts/seed-large.mjs"

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

const products = option("products", 10_000)
const duration = option("duration", 10)
const connections = option("connections", 50)
const port = option("port", 9200)
const ceilingPort = port + 100

const settings = readSettings({ databaseName: process.env.DATABASE_NAME || "printshop_bench", backendPort: port })

async function productCount(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query("SELECT COUNT(*)::int AS count FROM product WHERE deleted_at IS NULL")
    return rows[0].count
  }).catch(() => 0)
}

async function storeApiContext(url) {
  return withClient(url, async (client) => {
    const key = await client.query("SELECT token FROM api_key WHERE type = 'publishable' AND revoked_at IS NULL LIMIT 1")
    const region = await client.query("SELECT id FROM region WHERE name = 'United States' AND deleted_at IS NULL LIMIT 1")
    return { key: key.rows[0]?.token, regionId: region.rows[0]?.id }
  })
}

function load(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error)
      resolve({
        title,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      })
    })
  })
}

function startCeilingServer(body) {
  const server = http.createServer((_, res) => {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length })
    res.end(body)
  })
  return new Promise((resolve) => server.listen(ceilingPort, "127.0.0.1", () => resolve(server)))
}

async function main() {
  const database = await prepareDatabase(settings)
  let medusa
  let ceiling
  try {
    const existing = await productCount(database.url)
    if (existing < products) {
      await seedLargeCatalogue(settings, database.url, products)
    }
    const count = await productCount(database.url)
    console.log(`[bench] ${count} products in ${settings.databaseName}`)

    await buildBackend()
    medusa = spawnMedusa(["start"], {
      cwd: BACKEND_BUILD_DIR,
      env: { ...backendEnv(settings, database.url), LOG_LEVEL: "error" },
      quiet: true,
    })
    const base = `http://127.0.0.1:${port}`
    await waitForHealth(`${base}/health`, medusa)

    let started = Date.now()
    const firstPage = await fetch(`${base}/api/products?limit=24`)
    const firstPageBody = Buffer.from(await firstPage.arrayBuffer())
    const buildMs = Date.now() - started
    const page = JSON.parse(firstPageBody.toString())
    const productId = page.products[0].id
    started = Date.now()
    await fetch(`${base}/api/products?limit=24`)
    const warmMs = Date.now() - started
    console.log(`[bench] catalogue index: first request (build) ${buildMs} ms, next request ${warmMs} ms`)

    const store = await storeApiContext(database.url)
    ceiling = await startCeilingServer(firstPageBody)

    const runs = [
      ["GET /api/products?limit=24 (first page)", `${base}/api/products?limit=24`],
      ["GET /api/products?category=printers&limit=24", `${base}/api/products?category=printers&limit=24`],
      ["GET /api/products?search=laser printer&limit=24", `${base}/api/products?search=laser%20printer&limit=24`],
      ["GET /api/products/{id}", `${base}/api/products/${productId}`],
      ["GET /api/search-suggestions?q=eps", `${base}/api/search-suggestions?q=eps`],
      [
        "Medusa GET /store/products?limit=24 (calculated prices)",
        `${base}/store/products?limit=24&region_id=${store.regionId}&fields=%2Bvariants.calculated_price`,
        { "x-publishable-api-key": store.key },
      ],
      ["Plain Node server, cached JSON page (ceiling)", `http://127.0.0.1:${ceilingPort}/`],
    ]
    const results = []
    for (const [title, url, headers] of runs) {
      process.stdout.write(`[bench] ${title}... `)
      const result = await load(title, url, headers)
      console.log(`${result.rps} req/s`)
      results.push(result)
    }

    console.log(`\nCatalogue of ${count} products, ${connections} connections, ${duration} s each\n`)
    console.log(`${"route".padEnd(58)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`)
    for (const r of results) {
      console.log(`${r.title.padEnd(58)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`)
    }
    const outDir = path.join(ROOT, "bench", "results")
    fs.mkdirSync(outDir, { recursive: true })
    const file = path.join(outDir, `catalogue-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
    fs.writeFileSync(file, JSON.stringify({ products: count, connections, duration, indexBuildMs: buildMs, results }, null, 2))
    console.log(`\nSaved ${path.relative(ROOT, file)}`)
  } finally {
    if (ceiling) await new Promise((resolve) => ceiling.close(resolve))
    await stopChild(medusa)
    await database.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
