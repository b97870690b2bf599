// Medusa's dashboard (/app on the backend) runs the shop as well as /admin does
// (docs/using-the-shop.md, "The staff area (/admin)"): a
// product shows its picture and the shop's details, Customer messages lists what customers sent, and
// Reviews lists what they wrote, filtered, and hides a review from the shop.
import assert from "node:assert/strict"
import { test, BACKEND_URL, BASE_URL, STAFF, screenshot } from "./browser.mjs"
import { newCustomer } from "./customers.mjs"

/** A page of the dashboard, signed in as staff through its own login form. */
async function signedInDashboard(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, baseURL: BACKEND_URL })
  const page = await context.newPage()
  const failedRequests = []
  page.on("requestfailed", (request) => failedRequests.push(`${request.url()} (${request.failure()?.errorText})`))

  await page.goto("/app/login")
  try {
    await page.locator('input[name="email"]').fill(STAFF.email)
    await page.locator('input[name="password"]').fill(STAFF.password)
    await page.getByRole("button", { name: "Continue with Email" }).click()
    await page.waitForURL((url) => !url.pathname.endsWith("/login"))
  } catch (error) {
    // The usual cause: a dashboard built for another address than the one it is served from.
    throw new Error(`Could not sign in to the dashboard at ${BACKEND_URL}/app: ${error.message}\nFailed requests: ${failedRequests.join(", ") || "none"}`)
  }
  return { page, context }
}

async function firstProductWithPicture() {
  const products = await (await fetch(`${BASE_URL}/api/products`)).json()
  const product = products.find((candidate) => candidate.image && candidate.brand)
  assert.ok(product, "the catalogue has a product with a picture and a brand")
  return product
}

test.describe("Medusa's dashboard", () => {
  test("a product shows its picture and the shop's details widget with its brand", async ({ browser }) => {
    const product = await firstProductWithPicture()
    const { page, context } = await signedInDashboard(browser)

    await page.goto(`/app/products/${product.id}`)
    const details = page.getByRole("region", { name: "Shop details" })
    await details.getByText(product.brand, { exact: true }).waitFor()
    await details.getByRole("button", { name: "Edit" }).waitFor()

    await page.waitForFunction(() => [...document.images].some((image) => image.src.includes("/static/") && image.complete && image.naturalWidth > 0))
    const pictures = await page.evaluate(() =>
      [...document.images].filter((image) => image.src.includes("/static/")).map((image) => ({ src: image.src, width: image.naturalWidth }))
    )
    assert.ok(
      pictures.some((picture) => picture.width > 0),
      `a product picture loads: ${JSON.stringify(pictures)}`
    )
    await details.scrollIntoViewIfNeeded()
    await screenshot(page, "dashboard-product")
    await context.close()
  })

  test("an accessory's page has the Supplies and accessories widget: what it fits, edited by SKU", async ({ browser }) => {
    const products = await (await fetch(`${BASE_URL}/api/products`)).json()
    const stand = products.find((product) => product.name.startsWith("Square Stand"))
    const reader = products.find((product) => product.name.startsWith("Square Reader"))
    assert.ok(stand && reader, "the seed's Square Stand and Square Reader")
    const { page, context } = await signedInDashboard(browser)

    await page.goto(`/app/products/${stand.id}`)
    const widget = page.getByRole("region", { name: "Supplies and accessories" })
    await widget.getByRole("link", { name: reader.name }).waitFor()
    await widget.scrollIntoViewIfNeeded()
    await screenshot(page, "dashboard-product-fits")

    await widget.getByRole("button", { name: "Edit" }).click()
    const field = page.getByLabel("Fits (SKUs or product names)")
    assert.equal(await field.inputValue(), reader.sku)
    await field.fill(`${reader.sku}\nNOPE-404`)
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("No product has the SKU or name 'NOPE-404'").waitFor()
    await field.fill(reader.sku)
    await page.getByRole("button", { name: "Save" }).click()
    await field.waitFor({ state: "detached" })
    await widget.getByRole("link", { name: reader.name }).waitFor()
    await context.close()
  })

  test("Customer messages lists a message sent through the shop, with its reference", async ({ browser }) => {
    const subject = `Dashboard check ${Date.now()}`
    const response = await fetch(`${BASE_URL}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind: "contact",
        name: "Riley Chen",
        email: "riley.chen@example.com",
        subject,
        message: "Could a technician install two receipt printers next week?",
        inquiryType: "service",
      }),
    })
    assert.equal(response.status, 201)
    const { reference } = await response.json()

    const { page, context } = await signedInDashboard(browser)
    await page.goto("/app/customer-messages")
    await page.getByRole("heading", { name: "Customer messages", level: 1 }).waitFor()
    const row = page.getByRole("row").filter({ hasText: reference })
    await row.getByText(subject).waitFor()
    await row.getByText("New", { exact: true }).waitFor()

    await row.getByRole("button", { name: `View message ${reference}` }).click()
    const drawer = page.getByRole("dialog", { name: subject })
    await drawer.getByText("Installation & Service").waitFor()
    await screenshot(page, "dashboard-customer-message")
    await drawer.getByRole("button", { name: "Mark handled" }).click()
    await drawer.getByRole("button", { name: "Mark as new" }).waitFor()
    await page.keyboard.press("Escape")
    await row.getByText("Handled", { exact: true }).waitFor()
    await context.close()
  })

  test("Reviews lists a review written in the shop, filters it, and Hide takes it out of the shop", async ({ browser }) => {
    const product = await firstProductWithPicture()
    const customer = newCustomer("dashboard")
    const json = { "Content-Type": "application/json" }
    const registered = await fetch(`${BASE_URL}/api/register`, { method: "POST", headers: json, body: JSON.stringify(customer) })
    assert.equal(registered.status, 201)
    const { token } = await registered.json()
    const comment = `Prints crisp labels all day, checked ${Date.now()}`
    const written = await fetch(`${BASE_URL}/api/products/${product.id}/reviews`, {
      method: "POST",
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ rating: 4, comment }),
    })
    assert.equal(written.status, 201)
    /** Whether the shop lists the review, asked until it answers `expected`: the edge's cache follows a change within a second. */
    const shopShowsReview = async (expected) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await (await fetch(`${BASE_URL}/api/products/${product.id}/reviews`)).json()
        const shown = (Array.isArray(answer) ? answer : answer.reviews).some((review) => review.comment === comment)
        if (shown === expected) return shown
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      return !expected
    }
    assert.equal(await shopShowsReview(true), true, "the shop shows the new review")

    const { page, context } = await signedInDashboard(browser)
    await page.goto("/app/reviews")
    await page.getByRole("heading", { name: "Reviews", level: 1 }).waitFor()
    const table = page.getByRole("table", { name: "Reviews" })
    const row = table.getByRole("row").filter({ hasText: comment })
    await row.getByRole("img", { name: "4 out of 5 stars" }).waitFor()

    // The filter: the review is shown in the shop, so "Hidden" does not list it and "All reviews" does.
    const show = page.getByRole("combobox", { name: "Show" })
    await show.click()
    await page.getByRole("option", { name: "Hidden" }).click()
    await row.waitFor({ state: "detached" })
    await show.click()
    await page.getByRole("option", { name: "All reviews" }).click()
    await row.waitFor()

    await row.getByRole("button", { name: /^Hide the review by / }).click()
    await row.getByRole("button", { name: /^Unhide the review by / }).waitFor()
    await screenshot(page, "dashboard-reviews")
    assert.equal(await shopShowsReview(false), false, "a hidden review no longer shows in the shop")
    await context.close()
  })
})
