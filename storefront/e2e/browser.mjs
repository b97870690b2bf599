// Shared set-up for the browser tests: one headless Chromium per test file.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import { findChromium } from "./chromium.mjs"

export const BASE_URL = process.env.E2E_BASE_URL || "http://localhost:8000"
/** Medusa itself, for checks through its admin API. */
export const BACKEND_URL = process.env.E2E_BACKEND_URL || "http://localhost:9000"
/** The staff login of the shop under test (the test runner creates it with these). */
export const STAFF = { email: process.env.E2E_ADMIN_EMAIL || "admin@printshop.local", password: process.env.E2E_ADMIN_PASSWORD || "" }
export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "e2e-artifacts")

export async function launchBrowser() {
  const found = findChromium()
  if (!found.path) throw new Error(found.help)
  return chromium.launch({
    executablePath: found.path,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  })
}

/** A new page that fails the test on any uncaught error in the page. */
export async function openPage(browser, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL })
  const page = await context.newPage()
  const errors = []
  page.on("pageerror", (error) => errors.push(error))
  return { page, context, errors }
}

export async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true })
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: false })
}
