// What the benchmarks share: options, percentiles, the large catalogue, load runs and results.
import fs from "node:fs"
import path from "node:path"
import autocannon from "autocannon"
import { withClient } from "../scripts/lib/postgres.mjs"
import { saveFigures } from "../scripts/lib/results.mjs"
import { ROOT } from "../scripts/lib/shop.mjs"
import { seedLargeCatalogue } from "../scripts/seed-large.mjs"

export const RESULTS_DIR = path.join(ROOT, "bench", "results")

/** A numeric command-line option (`--name value`), or the fallback; `zero` allows 0. */
export function option(name, fallback, { integer = true, zero = false } = {}) {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero) || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be a ${zero ? "non-negative" : "positive"} ${integer ? "whole " : ""}number`)
  }
  return value
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

/** Median, p90, p99 and slowest of a list of durations in milliseconds. */
export function summarize(timings) {
  const sorted = [...timings].sort((a, b) => a - b)
  return {
    count: sorted.length,
    medianMs: Math.round(percentile(sorted, 50)),
    p90Ms: Math.round(percentile(sorted, 90)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted[sorted.length - 1]),
  }
}

export async function productCount(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query("SELECT COUNT(*)::int AS count FROM product WHERE deleted_at IS NULL")
    return rows[0].count
  }).catch(() => 0)
}

/** Makes sure the database holds at least `products` products (the synthetic large catalogue). */
export async function ensureLargeCatalogue(settings, databaseUrl, products) {
  if ((await productCount(databaseUrl)) < products) await seedLargeCatalogue(settings, databaseUrl, products)
  return productCount(databaseUrl)
}

/** Loads one URL with autocannon; answers req/s, p50/p99 latency and the failed requests. */
export function loadRun(title, url, { connections = 50, duration = 10, headers = {}, setupRequest } = {}) {
  return new Promise((resolve, reject) => {
    // The load runs in a worker thread of its own, so a server in this process (the storefront
    // server of the catalogue benchmark) does not share its event loop with the load generator.
    // Like a browser, it accepts gzip.
    // `setupRequest`: the absolute path of a module that varies each request (bench/long-tail/).
    const requests = setupRequest ? { requests: [{ setupRequest }] } : {}
    autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip", ...headers }, workers: 1, ...requests }, (error, result) => {
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

/** Saves a benchmark's figures as bench/results/<name>-<time>.json; answers the file. */
export function saveResult(name, data) {
  const file = saveFigures(RESULTS_DIR, name, data)
  console.log(`\nSaved ${path.relative(ROOT, file)}`)
  return file
}

/** The newest saved result of a benchmark, or null. */
export function latestResult(name) {
  if (!fs.existsSync(RESULTS_DIR)) return null
  const files = fs
    .readdirSync(RESULTS_DIR)
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith(".json"))
    .sort()
  return files.length ? JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, files[files.length - 1]), "utf8")) : null
}

/** A markdown table from a header row and rows of cells. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`
  return [line(header), line(header.map((_, index) => (index === 0 ? "---" : "---:"))), ...rows.map(line)].join("\n")
}
