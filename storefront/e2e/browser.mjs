// Shared set-up for the browser tests (Playwright's runner): the shop's addresses, the staff login,
// and `test`, whose pages fail the test on any uncaught error in the page.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { test as base } from "@playwright/test"
import axe from "axe-core"

export const BASE_URL = process.env.E2E_BASE_URL || "http://localhost:8000"
/** Medusa itself, for checks through its admin API. */
export const BACKEND_URL = process.env.E2E_BACKEND_URL || "http://localhost:9000"
/** The shop's local mailbox (npm start without SMTP_URL). */
export const MAILBOX_URL = process.env.E2E_MAILBOX_URL || "http://localhost:8025"
/** The staff login of the shop under test (the test runner creates it with these). */
export const STAFF = { email: process.env.E2E_ADMIN_EMAIL || "admin@printshop.local", password: process.env.E2E_ADMIN_PASSWORD || "" }
export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "e2e-artifacts")

/** The uncaught page errors of the running test (tests of a worker run one at a time). */
let pageErrors = null

/**
 * Playwright's `test`, with every browser context the test opens (its `page` and those of
 * openPage) watched: an uncaught error in any of its pages fails the test when it ends.
 */
const watched = new WeakSet()
function watch(context) {
  if (watched.has(context)) return
  watched.add(context)
  context.on("weberror", (error) => {
    const url = error.page()?.url() ?? ""
    // The shop's pages, not the blank page a context opens with.
    if (url.startsWith("http")) pageErrors?.push(`${url}: ${error.error().message}`)
  })
}

export const test = base.extend({
  context: async ({ context }, use) => {
    watch(context)
    await use(context)
  },
  failOnPageErrors: [
    async ({ browser }, use, testInfo) => {
      pageErrors = []
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const context = await newContext(...args)
        watch(context)
        return context
      }
      try {
        await use()
      } finally {
        browser.newContext = newContext
      }
      const errors = pageErrors
      pageErrors = null
      if (testInfo.status === testInfo.expectedStatus) assert.deepEqual(errors, [], "uncaught errors in the page")
    },
    { auto: true },
  ],
})

/**
 * A new context and page at a width, asking for reduced motion as some visitors do (the shop then
 * draws no transitions, so nothing is checked halfway through one); its errors fail the test.
 */
export async function openPage(browser, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL, reducedMotion: "reduce" })
  const page = await context.newPage()
  return { page, context }
}

/**
 * The shop's own products as GET /api/products lists them (`query`: its query string), without
 * those other test files make, and may delete while this one runs (named "E2E ...").
 */
export async function seededProducts(query = "") {
  const products = await (await fetch(`${BASE_URL}/api/products${query}`)).json()
  return products.filter((product) => !product.name.startsWith("E2E "))
}

export async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true })
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: false })
}

/** The newest e-mail to `address` whose subject matches, waited for in the mailbox's JSON. */
export async function mailTo(request, address, subject) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const messages = await (await request.get(`${MAILBOX_URL}/api/messages`)).json()
    const found = messages.filter((message) => message.envelopeTo.includes(address) && subject.test(message.subject)).at(-1)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No e-mail ${subject} to ${address} in the mailbox`)
}

/** A member of staff's bearer token, from the shop's staff sign-in. */
export async function staffToken() {
  const answer = await fetch(`${BASE_URL}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(STAFF),
  })
  if (answer.status !== 200) throw new Error(`Staff sign-in answered ${answer.status}`)
  return (await answer.json()).token
}

/** A product made through the staff API (brand "E2E Labs" unless `body` says otherwise); fails the test unless 201. */
export async function createProduct(token, body) {
  const created = await fetch(`${BASE_URL}/api/admin/products`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ brand: "E2E Labs", ...body }),
  })
  if (created.status !== 201) throw new Error(`Creating ${body.name} answered ${created.status}: ${await created.text()}`)
  return created.json()
}

/** Signs the member of staff in at /admin, through the gate's form. */
export async function staffSignIn(page) {
  await page.goto("/admin")
  await page.getByRole("heading", { name: "Admin Access", level: 1 }).waitFor()
  await page.getByLabel("Email").fill(STAFF.email)
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password)
  await page.getByRole("button", { name: "Access Admin Panel" }).click()
  await page.getByRole("heading", { name: "Admin Panel", level: 1 }).waitFor()
}

function describeViolations(violations) {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ")}`).join("\n")}`)
    .join("\n")
}

/**
 * The violations axe-core finds on the screen as it is, as text (empty when none). axe is put into
 * the document once and asked for violations only: the shop's screens have no frames, so the
 * cross-frame run of @axe-core/playwright (a blank page per check) would only double the time.
 */
export async function axeViolations(page, label) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source)
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }))
  return violations.length ? `${label}:\n${describeViolations(violations)}` : ""
}

/** Dollars shown on a screen ("$1,234.50") as a number. */
export const dollars = (text) => Number(String(text).replace(/[^0-9.]/g, ""))

/** A figure of an order summary (`scope`: its element) by the start of its label; "FREE" is 0. */
export async function summaryFigure(scope, label) {
  const row = scope.locator("dl > div").filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${label}`) }) })
  const text = (await row.locator("dd").first().textContent()).trim()
  return text === "FREE" ? 0 : dollars(text)
}
