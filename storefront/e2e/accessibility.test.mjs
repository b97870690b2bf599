// Accessibility of every screen (every fixed route, a product page, the 404 screen, the signed-in
// account page and the staff gate): axe-core finds no violation of any impact, at a phone's and a
// desktop's width.
import assert from "node:assert/strict"
import { test, BASE_URL, axeViolations, openPage } from "./browser.mjs"
import { newCustomer } from "./customers.mjs"

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
  "/quick-order",
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

test.beforeAll(async () => {
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


/** Loading states: a screen is checked once they are all gone. */
const LOADING = '[role="status"][aria-label^="Loading"], [data-testid$="-skeleton"]'

/**
 * Waits until the screen has settled as a visitor sees it: its heading is drawn, and each part that
 * loads once it comes into view (a placeholder while it loads) has been scrolled to and has loaded.
 * The context asks for reduced motion, which the shop honours, so colours are measured at rest.
 */
async function settle(page) {
  await page.locator("h1").first().waitFor({ state: "attached" })
  for (let parts = 0; parts < 10; parts++) {
    const loading = page.locator(LOADING).first()
    if (!(await loading.count())) break
    await loading.scrollIntoViewIfNeeded().catch(() => {})
    await loading.waitFor({ state: "detached" })
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Opens a screen as a visitor following a link does: the single-page app draws the new address in
 * the same document (so axe, put into it once, stays), and the screen is there once its heading is
 * a new one or says something new.
 */
async function visit(page, route) {
  if (!(await page.evaluate(() => "axe" in window).catch(() => false))) {
    await page.goto(route)
    return
  }
  const previous = await page.locator("h1").first().elementHandle()
  const before = await previous?.textContent()
  await page.evaluate((to) => {
    window.history.pushState({}, "", to)
    window.dispatchEvent(new PopStateEvent("popstate"))
  }, route)
  await page.waitForFunction(
    ([old, text]) => {
      const heading = document.querySelector("h1")
      return heading && (heading !== old || heading.textContent !== text)
    },
    [previous, before]
  )
}

/** The violations axe-core finds on the settled screen, as text (empty when none). */
async function violationsOn(page, label) {
  await settle(page)
  return axeViolations(page, label)
}

/** Checks every screen before failing, so one run names every problem. */
function assertNone(reports) {
  const found = reports.filter(Boolean)
  assert.equal(found.length, 0, `\n${found.join("\n\n")}`)
}

// The screens at each width are checked side by side.
test.describe.configure({ mode: "parallel" })

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
]) {
  test.describe(`accessibility on a ${device}`, () => {
    // The route table in four parts, checked side by side.
    for (let part = 0; part < 4; part++) {
      test(`every screen of the route table, a product page and the 404 screen, for a visitor (part ${part + 1} of 4)`, async ({ browser }) => {
        const { page, context } = await openPage(browser, viewport)
        const routes = [...ROUTES, `/products/${productId}`, "/products?search=laser"].filter((_, index) => index % 4 === part)
        const reports = []
        for (const route of routes) {
          await visit(page, route)
          reports.push(await violationsOn(page, `${device} ${route}`))
        }
        assertNone(reports)
        await context.close()
      })
    }

    test("a filled cart and wishlist, the signed-in account, checkout and tracking", async ({ browser }) => {
      const { page, context } = await openPage(browser, viewport)
      await context.addInitScript((token) => {
        if (location.protocol.startsWith("http")) localStorage.setItem("authToken", token)
      }, customerToken)
      await page.goto(`/products/${productId}`)
      await page.getByRole("button", { name: "Add to Cart" }).click()
      await page.getByRole("button", { name: "Save to wishlist" }).click()
      const reports = []
      for (const route of ["/cart", "/wishlist", "/checkout", "/account", "/track", `/products/${productId}`]) {
        await visit(page, route)
        reports.push(await violationsOn(page, `${device} signed in ${route}`))
      }
      assertNone(reports)
      await context.close()
    })

    if (device === "phone") {
      test("the navigation drawer", async ({ browser }) => {
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
