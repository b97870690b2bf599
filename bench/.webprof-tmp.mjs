import fs from "node:fs"
import { chromium } from "playwright-core"
import { BACKEND_BUILD_DIR, STOREFRONT_DIST, backendEnv, linkUploads, prepareDatabase, readSettings, spawnMedusa, stopChild, waitForHealth } from "/work/main/scripts/lib/shop.mjs"
import { startStorefrontServer } from "/work/main/scripts/lib/storefront-server.mjs"
const backendPort = 9700, storefrontPort = 8700
const settings = readSettings({ databaseName: "printshop_bench_web", backendPort, storefrontPort })
const database = await prepareDatabase(settings)
const env = { ...backendEnv(settings, database.url), LOG_LEVEL: "error" }
linkUploads(BACKEND_BUILD_DIR, env.UPLOAD_DIR)
const medusa = spawnMedusa(["start"], { cwd: BACKEND_BUILD_DIR, env, quiet: true })
await waitForHealth(`http://127.0.0.1:${backendPort}/health`, medusa)
const storefront = await startStorefrontServer({ distDir: process.env.DIST || STOREFRONT_DIST, port: storefrontPort, backendUrl: `http://127.0.0.1:${backendPort}`, host: "127.0.0.1" })
const origin = `http://localhost:${storefrontPort}`
const pagePath = process.argv[2] || "/products"
await fetch(`${origin}${pagePath}`); await fetch(`${origin}/api/products?limit=24`)
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 200 }); await cdp.send("Profiler.start")
await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" })
await page.waitForTimeout(1500)
const { profile } = await cdp.send("Profiler.stop")
fs.writeFileSync((process.env.OUT || "/tmp/prof/web.cpuprofile"), JSON.stringify(profile))
const longTasks = await page.evaluate(() => performance.getEntriesByType("navigation")[0].toJSON())
console.log("domContentLoaded", Math.round(longTasks.domContentLoadedEventEnd), "load", Math.round(longTasks.loadEventEnd))
await browser.close(); await storefront.close?.(); await stopChild(medusa); await database.stop()
