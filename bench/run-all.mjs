#!/usr/bin/env node
// `npm run bench`: every benchmark in turn, then one markdown table of their latest figures in
// bench/results/latest.md (and a dated copy). Each benchmark can also run alone:
//   npm run bench:catalogue   catalogue reads through the public origin, nginx and Medusa directly
//   npm run bench:orders      placing orders at 10,000 products, and the last units bought at once
//   npm run test:production   two servers and a worker behind nginx: 200 orders at once, a server
//                             killed, PostgreSQL cut (needs the system PostgreSQL and Redis)
//   npm run bench:web         Lighthouse on the storefront's pages (needs Chromium)
//   npm run bench:admin       staff: a 1,000-row CSV import and the product table at scale
// A benchmark, not a test: the figures move with what else the machine is doing.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { RESULTS_DIR, latestResult, markdownTable } from "./lib.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("-"))

const BENCHMARKS = [
  { name: "catalogue", script: "bench/catalogue.mjs" },
  { name: "orders", script: "bench/orders.mjs" },
  { name: "production", script: "tests/production/production-shape.mjs", args: [`--results=${RESULTS_DIR}`] },
  { name: "web", script: "bench/web.mjs" },
  { name: "admin", script: "bench/admin.mjs" },
]

function run(script, args = []) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, stdio: "inherit" })
    child.on("exit", (code) => resolve({ code, seconds: Math.round((Date.now() - started) / 1000) }))
  })
}

const ms = (value) => (value === null || value === undefined ? "n/a" : `${value} ms`)
const yes = (met) => (met === undefined ? "" : met ? "yes" : "**no**")

/** The rows of the one table: benchmark, what, figure, target, met. */
function rows() {
  const table = []
  const catalogue = latestResult("catalogue")
  if (catalogue) {
    for (const r of catalogue.results) {
      const target = r.target ? `>= ${catalogue.target.rps} req/s, p99 <= ${catalogue.target.p99} ms` : ""
      table.push([`catalogue (${catalogue.products} products, ${catalogue.connections} connections${catalogue.warmup ? `, after ${catalogue.warmup} s of warm-up` : ""})`, `${r.via}: ${r.route}`, `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ""}`, target, yes(r.met)])
    }
  }
  const orders = latestResult("orders")
  if (orders) {
    const s = orders.sequential
    const figures = (f) => `median ${f.medianMs} ms, p90 ${f.p90Ms} ms, p99 ${f.p99Ms} ms`
    const target = `median <= ${orders.target.medianMs} ms, p99 <= ${orders.target.p99Ms} ms`
    if (orders.preparation) {
      const after = orders.warmup ? `, after ${orders.warmup.orders} not counted` : ""
      table.push([`orders (${orders.products} products)`, `${s.orders} orders one after another${after}: placing a prepared order (what the shopper waits for)`, figures(s), target, yes(s.met)])
      table.push([`orders (${orders.products} products)`, `preparing each of them (POST /api/checkout, while the form is filled in)`, figures(orders.preparation), "", ""])
      const w = orders.withoutPreparation
      if (w) table.push([`orders (${orders.products} products)`, `${w.orders} orders one after another, not prepared`, figures(w), "", ""])
      const f = orders.flood
      if (f) table.push([`orders (${orders.products} products)`, `${f.orders} prepared orders while another customer prepares checkouts 10 at a time, against ${f.orders} quiet ones`, `median ${f.busy.medianMs} ms against ${f.quiet.medianMs} ms (${f.ratio}x)`, "<= 2x", yes(f.met)])
    } else {
      table.push([`orders (${orders.products} products)`, `${s.orders ?? s.count} orders one after another`, figures(s), target, yes(s.met)])
    }
    const c = orders.concurrent
    table.push([`orders (${orders.products} products)`, `${c.buyers} buyers at once for the last ${c.units} units`, `${c.placed} placed, ${c.refused} refused (409), ${c.other} other, ${c.stockLeft} left`, `${c.units} placed, 0 left`, yes(c.placed === c.units && c.stockLeft === 0 && c.other === 0)])
  }
  const production = latestResult("production")
  if (production) {
    const c = production.concurrentOrders
    table.push(["production shape (2 servers, worker, Redis, nginx)", `${c.orders} orders at once for ${c.units} units`, `${JSON.stringify(c.statuses)} in ${c.seconds} s`, `${c.units} accepted, the rest 409, no 5xx`, yes(c.statuses["201"] === c.units && !Object.keys(c.statuses).some((s) => !["201", "409"].includes(s)))])
    table.push(["production shape", "a staff price change seen through the edge", ms(production.priceVisibleThroughEdgeMs), "<= 1000 ms", yes(production.priceVisibleThroughEdgeMs !== null && production.priceVisibleThroughEdgeMs <= 1000)])
    const k = production.serverKilled
    table.push(["production shape", "one server killed during 200 orders", `${k.accepted} accepted, ${k.stored} stored, ${k.lost} lost, ${k.unitsHeldByInterruptedOrders} units held by interrupted orders; then through the edge ${JSON.stringify(k.afterThroughEdge)}`, "none lost, none sold twice", yes(k.lost === 0)])
    const d = production.databaseDown
    table.push(["production shape", "PostgreSQL cut, then back", `first 503 after ${ms(d.firstRefusalMs)}, next ${ms(d.laterRefusalMs)}; catalogue ${d.catalogueWhileDown}; serving again ${ms(d.recoveredMs)} after it is back`, "503 at once, recovers by itself", yes(d.recoveredMs !== null)])
  }
  const web = latestResult("web")
  if (web) {
    for (const r of web.results) {
      const s = r.scores
      const rest = s.accessibility === 100 && s["best-practices"] === 100 && s.seo === 100 && r.cls < 0.05
      const met = `performance ${yes(s.performance >= 95)}, LCP ${yes(r.lcpMs < 2000)}; the rest ${yes(rest)}`
      table.push(["web (Lighthouse, mobile)", r.page, `performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s["best-practices"]}, SEO ${s.seo}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(2)}`, "performance >= 95, LCP < 2.0 s, CLS < 0.05", met])
    }
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
    if (web.homeScriptGzipBytes) {
      const figure = `${kb(web.homeScriptGzipBytes)} gzip (${kb(web.homeScriptBytes)} as sent, Brotli)`
      table.push(["web (Lighthouse, mobile)", "home page JavaScript before interaction", figure, "< 130 KB gzip", yes(web.homeScriptGzipBytes < 130 * 1024)])
    } else if (web.homeScriptBytes) {
      table.push(["web (Lighthouse, mobile)", "home page JavaScript before interaction", `${kb(web.homeScriptBytes)} (gzip)`, "", ""])
    }
  }
  const admin = latestResult("admin")
  if (admin) {
    const i = admin.import
    table.push(["admin", `CSV import of ${i.imported + i.updated + i.failed} rows`, `${i.status} in ${i.seconds} s (${i.rowsPerSecond} rows/s), ${i.failed} failed`, "", ""])
    const t = admin.table
    table.push(["admin", `product table page 1 at ${t.products} products`, `first ${t.firstMs} ms (builds the index), then median ${t.medianMs} ms, slowest ${t.slowestMs} ms`, "", ""])
  }
  return table
}

async function main() {
  const outcomes = []
  for (const bench of BENCHMARKS) {
    if (only.length && !only.includes(bench.name)) continue
    console.log(`\n=== ${bench.name} (${bench.script})\n`)
    outcomes.push({ ...bench, ...(await run(bench.script, bench.args)) })
  }
  const when = new Date().toISOString()
  const lines = [
    `# Benchmarks`,
    "",
    `Latest figures of each benchmark on this machine (${when.slice(0, 16).replace("T", " ")} UTC); \`npm run bench\` measures them again.`,
    "",
    markdownTable(["benchmark", "measure", "figure", "target", "met"], rows()),
    "",
    ...outcomes.map((o) => `- ${o.name}: ${o.code === 0 ? "finished" : `exited with ${o.code}`} in ${o.seconds} s`),
    "",
  ]
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const text = lines.join("\n")
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.md"), text)
  fs.writeFileSync(path.join(RESULTS_DIR, `bench-${when.replace(/[:.]/g, "-")}.md`), text)
  console.log(`\n${text}\nSaved bench/results/latest.md`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
