#!/usr/bin/env node
// Two builds of the backend side by side, measured in turn (docs/operations.md, "Observability"):
// `node bench/observability-ab.mjs <other checkout> [--rounds 5] [--duration 5] [--swap] [--only=suggestions]` starts this
// checkout's Medusa server (built first when it changed) and the other checkout's (built) on the benchmarks' database, each with
// its catalogue read port, and loads them one after the other, round after round: Medusa's /health,
// a product through Medusa's routes, and long-tail suggestions and searches from the read port. The
// rounds alternate, so the machine's drift falls on both; it prints each round's req/s and the
// ratio this/other per route (the median of the rounds). The server started first measures slower
// here whatever its code (two copies of one build: 0.86 on /health), so `--swap` starts the other
// first: the geometric mean of a run with and one without cancels that. OTEL_EXPORTER_OTLP_ENDPOINT,
// when set, applies to this checkout's server only (the cost of tracing).
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { backendEnv, buildBackend, prepareDatabase, readSettings, spawnMedusa, stopChild, waitForHealth } from "../scripts/lib/shop.mjs"
import { loadRun, option } from "./lib.mjs"

const other = process.argv[2]
if (!other || other.startsWith("--")) throw new Error("usage: node bench/observability-ab.mjs <other checkout> [--rounds 5] [--duration 5] [--swap]")
const rounds = option("rounds", 5)
const duration = option("duration", 5)
const HERE = path.dirname(fileURLToPath(import.meta.url))
const LONG_TAIL = path.join(HERE, "long-tail")

/** CPU seconds used so far by every process of a process group (Linux: /proc), which a load run's difference turns into CPU per request. */
function groupCpuSeconds(group) {
  let ticks = 0
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      // After the name: state(0) ppid(1) pgrp(2) ... utime(11) stime(12).
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // a process that ended meanwhile
    }
  }
  return ticks / 100
}

const settings = readSettings({ databaseName: process.env.DATABASE_NAME || "printshop_bench", backendPort: 9300 })
const database = await prepareDatabase(settings)
await buildBackend()
const traced = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT
const swap = process.argv.includes("--swap")
const sides = [
  { name: "this", dir: path.resolve(HERE, "..", "backend", ".medusa", "server"), port: swap ? 9310 : 9300, extra: traced ? { OTEL_EXPORTER_OTLP_ENDPOINT: traced } : {} },
  { name: "other", dir: path.resolve(other, "backend", ".medusa", "server"), port: swap ? 9300 : 9310, extra: {} },
]
if (swap) sides.reverse()
try {
  for (const side of sides) {
    const env = { ...backendEnv(settings, database.url), PORT: String(side.port), LOG_LEVEL: "error", CATALOGUE_READ_PORT: String(side.port + 1), ...side.extra }
    side.child = spawnMedusa(["start"], { cwd: side.dir, env, quiet: true })
    await waitForHealth(`http://127.0.0.1:${side.port}/health`, side.child)
  }
  const product = (await (await fetch(`http://127.0.0.1:${sides[0].port}/api/products?limit=1`)).json()).products[0].id
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length)
  const allRoutes = [
    ["Medusa /health", (port) => `http://127.0.0.1:${port}/health`],
    ["Medusa product", (port) => `http://127.0.0.1:${port}/api/products/${product}`],
    ["read port suggestions", (port) => `http://127.0.0.1:${port + 1}/api/search-suggestions`, path.join(LONG_TAIL, "suggestions.cjs")],
    ["read port search", (port) => `http://127.0.0.1:${port + 1}/api/products`, path.join(LONG_TAIL, "search.cjs")],
  ]
  // --only=<part of a route's name>: just those routes.
  const routes = allRoutes.filter(([title]) => !only || title.includes(only))
  // Warm both (code, caches, the index) before anything is counted.
  for (const side of sides) for (const [title, url, setupRequest] of routes) await loadRun(title, url(side.port), { duration: 2, setupRequest })
  const ratios = new Map(routes.map(([title]) => [title, []]))
  const cpuRatios = new Map(routes.map(([title]) => [title, []]))
  for (let round = 1; round <= rounds; round++) {
    for (const [title, url, setupRequest] of routes) {
      // Which side goes first changes every round.
      const order = round % 2 ? sides : [...sides].reverse()
      const figures = {}
      for (const side of order) {
        const cpuBefore = groupCpuSeconds(side.child.pid)
        figures[side.name] = await loadRun(title, url(side.port), { duration, setupRequest })
        // The server's CPU time per request answered, in microseconds: steadier than req/s on a busy machine.
        figures[side.name].cpuUs = ((groupCpuSeconds(side.child.pid) - cpuBefore) / (figures[side.name].rps * duration)) * 1e6
      }
      ratios.get(title).push(figures.this.rps / figures.other.rps)
      cpuRatios.get(title).push(figures.this.cpuUs / figures.other.cpuUs)
      const describe = (figure) => `${String(figure.rps).padStart(6)} req/s (p99 ${figure.p99} ms, ${figure.cpuUs.toFixed(0)} µs CPU each)`
      console.log(`round ${round} ${title.padEnd(22)} this ${describe(figures.this)}  other ${describe(figures.other)}  ratio ${(figures.this.rps / figures.other.rps).toFixed(3)}`)
    }
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
  const spread = (list) => `${Math.min(...list).toFixed(3)}-${Math.max(...list).toFixed(3)}`
  console.log("\nthis/other, median of the rounds (min-max): req/s, and the server's CPU time per request")
  for (const [title, list] of ratios) {
    const cpu = cpuRatios.get(title)
    console.log(`  ${title.padEnd(22)} req/s ${median(list).toFixed(3)} (${spread(list)})   CPU per request ${median(cpu).toFixed(3)} (${spread(cpu)})`)
  }
} finally {
  for (const side of sides) if (side.child) await stopChild(side.child)
  await database.stop?.()
}
