#!/usr/bin/env node
// The storefront as a shopper on a phone meets it: `npm run bench:web` (options: --runs 3; --page /products audits one page; --reports keeps each page's whole Lighthouse report in bench/results/lighthouse/).
// Uses its own database (printshop_bench_web) with the standard seed, starts the production
// Medusa server and the storefront server (the local public origin, as `npm start` runs it), and
// runs Lighthouse (mobile emulation, simulated throttling, the system Chromium) on the home page,
// the product list, a product page, the cart and a category page. Prints the four category scores,
// LCP and CLS of each page (the median run by performance score) and the JavaScript the home page
// loads before any interaction, then saves every figure under bench/results/.
// A benchmark, not a test: the figures move with what else the machine is doing.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { generatedStaffPassword } from "../scripts/lib/secrets.mjs"
import {
  BACKEND_BUILD_DIR,
  ROOT,
  STOREFRONT_DIST,
  backendEnv,
  buildBackend,
  buildStorefront,
  isSeeded,
  prepareFileFolders,
  migrateIfNeeded,
  prepareDatabase,
  readSettings,
  seed,
  spawnMedusa,
  stopChild,
  waitForHealth,
} from "../scripts/lib/shop.mjs"
import { option } from "./lib.mjs"
import { startStorefrontServer } from "../scripts/lib/storefront-server.mjs"
import { findChromium } from "../storefront/e2e/chromium.mjs"


const runs = option("runs", 3)
const backendPort = option("port", 9700)
const storefrontPort = option("storefront-port", backendPort - 1000)
const settings = readSettings({
  databaseName: process.env.DATABASE_NAME || "printshop_bench_web",
  backendPort,
  storefrontPort,
})

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

const CATEGORIES = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["best-practices", "best practices"],
  ["seo", "SEO"],
]

/**
 * One Lighthouse run (its default: a phone, simulated slow 4G and a 4x slower processor) in a
 * fresh Chromium, so no run inherits another's cache or trace; a run that fails to record its
 * trace is tried again.
 */
async function audit(url, chromePath) {
  let lhr
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
    try {
      lhr = (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })).lhr
    } finally {
      await chrome.kill()
    }
    if (!lhr.runtimeError) break
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`)
  }
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script")
  return {
    lhr,
    lighthouseVersion: lhr.lighthouseVersion,
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptGzipBytes: scripts.reduce((sum, item) => sum + gzipSize(new URL(item.url).pathname), 0),
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary")
      .map((entry) => entry.id),
  }
}

/**
 * The gzip size of a file of the storefront's build (the copy the build wrote, else compressed
 * here): the JavaScript budget is counted in gzip, whichever encoding the browser was sent.
 */
function gzipSize(pathname) {
  const file = path.join(STOREFRONT_DIST, path.normalize(pathname))
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0
}

const median = (results) => [...results].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(results.length / 2)]

async function main() {
  const chromium = await findChromium()
  if (!chromium.path) throw new Error(chromium.help)

  const database = await prepareDatabase(settings)
  let medusa
  let storefront
  try {
    await Promise.all([buildBackend(), buildStorefront()])
    const env = { ...backendEnv(settings, database.url), LOG_LEVEL: "error" }
    prepareFileFolders(BACKEND_BUILD_DIR, env)
    await migrateIfNeeded(BACKEND_BUILD_DIR, env, database.url)
    // The benchmark never signs staff in: their password is random and thrown away.
    if (!(await isSeeded(database.url))) {
      await seed(BACKEND_BUILD_DIR, { ...env, ADMIN_PASSWORD: generatedStaffPassword() }, "./src/scripts/seed.js")
    }
    medusa = spawnMedusa(["start"], { cwd: BACKEND_BUILD_DIR, env, quiet: true })
    await waitForHealth(`http://127.0.0.1:${backendPort}/health`, medusa)
    storefront = await startStorefrontServer({
      distDir: STOREFRONT_DIST,
      port: storefrontPort,
      backendUrl: `http://127.0.0.1:${backendPort}`,
      host: "127.0.0.1",
    })
    const origin = `http://localhost:${storefrontPort}`

    const featured = await (await fetch(`${origin}/api/products?featured=true`)).json()
    const pages = [
      ["/", "/"],
      ["/products", "/products"],
      ["/products/{id}", `/products/${featured[0].id}`],
      ["/cart", "/cart"],
      ["/category/printers", "/category/printers"],
    ]
    // Warm-up: the catalogue index is built on the first request.
    for (const [, pathname] of pages) await fetch(`${origin}${pathname}`)
    await fetch(`${origin}/api/products?limit=24`)

    const results = []
    // --page /products: audit only that page (its label as the table prints it).
    const only = process.argv.includes("--page") ? process.argv[process.argv.indexOf("--page") + 1] : undefined
    for (const [label, pathname] of pages.filter(([label]) => !only || label === only)) {
      const attempts = []
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`[bench] ${label} run ${run}/${runs}... `)
        const attempt = await audit(`${origin}${pathname}`, chromium.path)
        console.log(`performance ${attempt.scores.performance}, LCP ${(attempt.lcpMs / 1000).toFixed(2)} s, CLS ${attempt.cls}`)
        attempts.push(attempt)
      }
      const { lhr, ...chosen } = median(attempts)
      // --reports: the whole Lighthouse report of the median run, to see where the time goes.
      if (process.argv.includes("--reports")) {
        const reportDir = path.join(ROOT, "bench", "results", "lighthouse")
        fs.mkdirSync(reportDir, { recursive: true })
        fs.writeFileSync(path.join(reportDir, `${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`), JSON.stringify(lhr))
      }
      results.push({ page: label, url: pathname, ...chosen, runs: attempts.map((attempt) => ({ ...attempt, lhr: undefined })) })
    }

    const cell = (value, width) => String(value).padStart(width)
    console.log(`\nLighthouse ${results[0].lighthouseVersion}, mobile emulation, simulated throttling, median of ${runs} run(s)\n`)
    console.log(
      `| ${"page".padEnd(20)} | performance | accessibility | best practices | SEO | ${"LCP".padStart(7)} | ${"CLS".padStart(5)} |`
    )
    console.log(`| ${"-".repeat(20)} | ---: | ---: | ---: | ---: | ---: | ---: |`)
    for (const r of results) {
      console.log(
        `| ${r.page.padEnd(20)} | ${cell(r.scores.performance, 11)} | ${cell(r.scores.accessibility, 13)} | ${cell(r.scores["best-practices"], 14)} | ${cell(r.scores.seo, 3)} | ${cell(`${(r.lcpMs / 1000).toFixed(2)} s`, 7)} | ${cell(r.cls.toFixed(2), 5)} |`
      )
    }
    const home = results.find((r) => r.page === "/")
    if (home) {
      console.log(
        `\nHome page JavaScript before interaction: ${(home.scriptGzipBytes / 1024).toFixed(1)} KB gzip, ${(home.scriptBytes / 1024).toFixed(1)} KB as sent (Brotli)`
      )
    }
    for (const r of results) {
      if (r.failedAudits.length) console.log(`${r.page}: failed audits: ${r.failedAudits.join(", ")}`)
    }

    const outDir = path.join(ROOT, "bench", "results")
    fs.mkdirSync(outDir, { recursive: true })
    const file = path.join(outDir, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
    fs.writeFileSync(file, JSON.stringify({ runs, homeScriptBytes: home?.scriptBytes, homeScriptGzipBytes: home?.scriptGzipBytes, results }, null, 2))
    console.log(`\nSaved ${path.relative(ROOT, file)}`)
  } finally {
    if (storefront) await new Promise((resolve) => storefront.close(resolve))
    await stopChild(medusa)
    await database.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
