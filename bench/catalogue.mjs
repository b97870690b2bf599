#!/usr/bin/env node
// Catalogue read throughput at scale: `npm run bench:catalogue` (options: --products 10000
// --duration 10 --connections 50 --warmup 3). Seeds the large catalogue into its own database
// (printshop_bench) once, starts the production Medusa server and, in front of it, the public
// origin as `npm start` runs it (the storefront server with its edge cache) and, when nginx is
// installed, deploy/nginx.conf as docker-compose runs it. Loads each route with autocannon through
// each, side by side with the built index.html from the same server (the ceiling of this machine)
// and Medusa answering directly. Prints requests per second and p50/p99 latency for each. Each
// route is loaded for a few seconds before it is measured (the servers' code and caches warm, as
// in a shop that has been running), so the first route measured is not the one that pays for it.
// A benchmark, not a test: the figures move with what else the machine is doing.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { findNginx, startLocalNginx } from "../scripts/lib/local-nginx.mjs"
import {
  BACKEND_BUILD_DIR,
  STOREFRONT_DIST,
  backendEnv,
  buildBackend,
  buildStorefront,
  migrateIfNeeded,
  prepareDatabase,
  readSettings,
  spawnMedusa,
  stopChild,
  waitForHealth,
} from "../scripts/lib/shop.mjs"
import { startStorefrontServer } from "../scripts/lib/storefront-server.mjs"
import { ensureLargeCatalogue, loadRun, option, saveResult } from "./lib.mjs"

const products = option("products", 10_000)
const duration = option("duration", 10)
const connections = option("connections", 50)
/** Seconds each route is loaded, unmeasured, before its measured run. */
const warmup = option("warmup", 3, { zero: true })
const port = option("port", 9200)
const originPort = port - 1000

/** What the issue measures: >= 8,000 req/s and p99 <= 25 ms through the public origin. */
export const CATALOGUE_TARGET = { rps: 8000, p99: 25 }

/** The long-tail routes: [route, request module, share of the ceiling's req/s (%), p99 (ms)]. */
const LONG_TAIL = [
  ["long tail: search", "search", 5, 100],
  ["long tail: filters", "filters", 5, 100],
  ["long tail: suggestions", "suggestions", 25, 50],
]
const LONG_TAIL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "long-tail")

/** The resident memory of the Medusa server process, in MB (Linux), or null. */
function medusaMemoryMb(child) {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8")
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return kb ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}

const settings = readSettings({ databaseName: process.env.DATABASE_NAME || "printshop_bench", backendPort: port })

async function main() {
  const database = await prepareDatabase(settings)
  let medusa
  let origin
  let nginx
  try {
    await buildBackend()
    await buildStorefront()
    const count = await ensureLargeCatalogue(settings, database.url, products)
    console.log(`[bench] ${count} products in ${settings.databaseName}`)
    await migrateIfNeeded(BACKEND_BUILD_DIR, { ...backendEnv(settings, database.url), LOG_LEVEL: "error" }, database.url)

    const readSocket = process.env.BENCH_TCP_READS ? undefined : path.join(os.tmpdir(), `printshop-bench-reads-${process.pid}.sock`)
    const serverEnv = { ...backendEnv(settings, database.url), LOG_LEVEL: "error", CATALOGUE_READ_PORT: String(settings.catalogueReadPort), ...(readSocket ? { CATALOGUE_READ_SOCKET: readSocket } : {}) }
    medusa = spawnMedusa(["start"], { cwd: BACKEND_BUILD_DIR, env: serverEnv, quiet: true })
    const backend = `http://127.0.0.1:${port}`
    await waitForHealth(`${backend}/health`, medusa)
    origin = await startStorefrontServer({
      distDir: STOREFRONT_DIST,
      port: originPort,
      backendUrl: backend,
      readPortUrl: `http://127.0.0.1:${settings.catalogueReadPort}`,
      readPortSocket: readSocket,
      host: "127.0.0.1",
    })
    const publicOrigin = `http://127.0.0.1:${originPort}`
    if (findNginx()) nginx = await startLocalNginx({ upstreams: [`127.0.0.1:${port}`], readUpstreams: [`127.0.0.1:${settings.catalogueReadPort}`], workers: 1 })
    else console.log("[bench] nginx is not installed: the production edge is left out")

    const firstPage = "/api/products?limit=24&offset=0&sort=featured"
    let started = Date.now()
    const page = await (await fetch(`${backend}${firstPage}`)).json()
    const buildMs = Date.now() - started
    started = Date.now()
    await fetch(`${backend}${firstPage}`)
    console.log(`[bench] catalogue index: first request (build) ${buildMs} ms, next request ${Date.now() - started} ms`)
    const productPath = `/api/products/${page.products[0].id}`

    const routes = [
      ["list, first page", firstPage],
      ["category page", "/api/products?category=printers&limit=24&offset=0&sort=featured"],
      ["product", productPath],
      ["search suggestions", "/api/search-suggestions?q=eps"],
      ["index.html (ceiling)", "/"],
    ]
    const runs = [
      ...routes.map(([route, pathname]) => ({ via: "public origin (npm start)", route, url: `${publicOrigin}${pathname}`, target: !/ceiling|suggestions/.test(route) })),
      ...(nginx ? routes.filter(([route]) => route !== "search suggestions").map(([route, pathname]) => ({ via: "nginx (docker-compose edge)", route, url: `${nginx.url}${pathname}` })) : []),
      ...routes.slice(0, 3).map(([route, pathname]) => ({ via: "Medusa directly, no edge", route, url: `${backend}${pathname}` })),
      { via: "Medusa directly, no edge", route: "Medusa's /health (its floor)", url: `${backend}/health` },
    ]
    // The long tail: every request a different search, filter combination or suggestion, so
    // neither the edge nor the server's answer cache can serve it; judged against the ceiling.
    for (const [route, kind, share, p99] of LONG_TAIL) {
      runs.push({
        via: "public origin (npm start)",
        route,
        url: publicOrigin,
        setupRequest: path.join(LONG_TAIL_DIR, `${kind}.cjs`),
        longTail: { share, p99 },
      })
    }
    const measure = async (route, url, setupRequest) => {
      const options = { connections, setupRequest }
      if (warmup > 0) await loadRun(route, url, { ...options, duration: warmup })
      return loadRun(route, url, { ...options, duration })
    }
    const results = []
    for (const run of runs) {
      // A share of the ceiling is judged against the ceiling measured just before it and just after
      // it (their mean): this machine's speed drifts by a fifth or more within a minute, so one
      // ceiling on one side of the run is as likely as not to have met another speed.
      const before = run.longTail ? await measure("ceiling before it", `${publicOrigin}/`) : null
      process.stdout.write(`[bench] ${run.via}: ${run.route}... `)
      const result = await measure(run.route, run.url, run.setupRequest)
      const after = run.longTail ? await measure("ceiling after it", `${publicOrigin}/`) : null
      const beside = before && after ? Math.round((before.rps + after.rps) / 2) : undefined
      const met = run.target ? result.rps >= CATALOGUE_TARGET.rps && result.p99 <= CATALOGUE_TARGET.p99 : undefined
      console.log(
        `${result.rps} req/s, p99 ${result.p99} ms${met === undefined ? "" : met ? " (target met)" : " (TARGET MISSED)"}${beside ? ` (the ceiling just before and after: ${before.rps} and ${after.rps} req/s)` : ""}`
      )
      results.push({ ...run, ...result, met, ceilingBeside: beside, ceilingBefore: before?.rps, ceilingAfter: after?.rps })
    }

    for (const r of results.filter((r) => r.longTail)) {
      r.shareOfCeiling = r.ceilingBeside ? Math.round((r.rps / r.ceilingBeside) * 1000) / 10 : null
      r.met = r.shareOfCeiling !== null && r.shareOfCeiling >= r.longTail.share && r.p99 <= r.longTail.p99 && !r.errors
    }
    const rss = medusaMemoryMb(medusa)

    console.log(`\nCatalogue of ${count} products, ${connections} connections, ${duration} s each after ${warmup} s of warm-up\n`)
    console.log(`${"via".padEnd(28)} ${"route".padEnd(30)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)}`)
    for (const r of results) {
      console.log(`${r.via.padEnd(28)} ${r.route.padEnd(30)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`)
    }
    for (const r of results.filter((r) => r.longTail)) {
      console.log(
        `long tail: ${r.route.padEnd(24)} ${String(r.shareOfCeiling).padStart(5)}% of the ceiling beside it, ${r.ceilingBeside} req/s (target >= ${r.longTail.share}%), p99 ${r.p99} ms (target <= ${r.longTail.p99} ms)${r.met ? "" : " MISSED"}`
      )
    }
    console.log(`Medusa server memory (RSS) after the runs: ${rss ?? "unknown"} MB`)
    saveResult("catalogue", { products: count, connections, duration, warmup, indexBuildMs: buildMs, medusaRssMb: rss, target: CATALOGUE_TARGET, results })
    if (results.some((r) => r.met === false || r.errors)) process.exitCode = 1
  } finally {
    await nginx?.stop()
    origin?.closeAllConnections()
    if (origin) await new Promise((resolve) => origin.close(resolve))
    await stopChild(medusa)
    await database.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
