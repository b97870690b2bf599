// Accessibility of every screen (SPEC §2 route table, a product page, the 404 screen, the signed-in
// account page and the staff gate): axe-core finds no violation of any impact, at a phone's and a
// desktop's width.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import { BASE_URL, launchBrowser, openPage } from "./browser.mjs"
import { newCustomer } from "./customers.mjs"

let browser
let productId
let customerToken

const ROUTES = [
  "/",
  "/products",
  "/cart",
  "/wishlist",
  "/checkout",
  "/category/printers",
  "/category/photo-printers",
  "/category/scanners",
  "/category/pos-systems",
  "/category/barcode-scanners",
  "/category/business-solutions",
  "/business",
  "/track",
  "/support",
  "/contact",
  "/about",
  "/warranty",
  "/installation",
  "/admin",
  "/privacy",
  "/terms",
  "/returns",
  "/manuals",
  "/faq",
  "/careers",
  "/press",
  "/partners",
  "/affiliate",
  "/login",
  "/signup",
  "/account",
  "/no-such-page",
]

before(async () => {
  browser = await launchBrowser()
  const products = await (await fetch(`${BASE_URL}/api/products?featured=true`)).json()
  productId = products[0].id
  const customer = newCustomer("a11y")
  const registered = await fetch(`${BASE_URL}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(customer),
  })
  assert.equal(registered.status, 201)
  customerToken = (await registered.json()).token
})

after(async () => {
  await browser?.close()
})

/** Waits until the screen has settled: no skeleton or spinner left, fonts and images in. */
async function settle(page) {
  await page.waitForLoadState("networkidle")
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label^="Loading"], .animate-pulse, .animate-spin'), null, {
    timeout: 10_000,
  }).catch(() => {})
  // Let enter animations (drawer, toasts, fades) finish, so colours are measured at rest.
  await page.waitForTimeout(300)
}

function describeViolations(violations) {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ")}`).join("\n")}`)
    .join("\n")
}

/** The violations axe finds on the settled screen, as text (empty when none). */
async function violationsOn(page, label) {
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.length ? `${label}:\n${describeViolations(violations)}` : ""
}

/** Checks every screen before failing, so one run names every problem. */
function assertNone(reports) {
  const found = reports.filter(Boolean)
  assert.equal(found.length, 0, `\n${found.join("\n\n")}`)
}

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
]) {
  describe(`accessibility on a ${device}`, () => {
    test("every screen of the route table, a product page and the 404 screen, for a visitor", async () => {
      const { page, context } = await openPage(browser, viewport)
      const reports = []
      for (const route of [...ROUTES, `/products/${productId}`, "/products?search=laser"]) {
        await page.goto(route)
        reports.push(await violationsOn(page, `${device} ${route}`))
      }
      assertNone(reports)
      await context.close()
    })

    test("a filled cart and wishlist, the signed-in account, checkout and tracking", async () => {
      const { page, context } = await openPage(browser, viewport)
      await context.addInitScript((token) => localStorage.setItem("authToken", token), customerToken)
      await page.goto(`/products/${productId}`)
      await page.getByRole("button", { name: "Add to Cart" }).click()
      await page.getByRole("button", { name: "Save to wishlist" }).click()
      const reports = []
      for (const route of ["/cart", "/wishlist", "/checkout", "/account", "/track", `/products/${productId}`]) {
        await page.goto(route)
        reports.push(await violationsOn(page, `${device} signed in ${route}`))
      }
      assertNone(reports)
      await context.close()
    })

    if (device === "phone") {
      test("the navigation drawer", async () => {
        const { page, context } = await openPage(browser, viewport)
        await page.goto("/")
        await page.getByRole("button", { name: "Open menu" }).click()
        await page.getByRole("dialog").waitFor()
        assertNone([await violationsOn(page, "drawer")])
        await context.close()
      })
    }
  })
}
