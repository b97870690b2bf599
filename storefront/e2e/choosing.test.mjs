// Supplies and back in stock, as a shopper meets them: a POS reader's page offers the stand the seed
// links to it, the stand's page says what it fits, the cart suggests a printer's add-ons; an
// out-of-stock product takes an address, staff raise its stock, the e-mail arrives in the mailbox
// and its unsubscribe link works. On a phone and on a laptop, axe clean.
import assert from "node:assert/strict"
import { test, axeViolations, createProduct, mailTo, openPage, screenshot, seededProducts, staffToken, BASE_URL } from "./browser.mjs"

const cartLink = (page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ })

/**
 * A section below the product's details, once it has arrived: the page is scrolled down a screen
 * at a time, as a reader would (the sections are asked for when their place comes near the screen),
 * and then to the section's heading.
 */
async function sectionBelow(page, name) {
  await page.getByRole("heading", { level: 1 }).waitFor()
  await page.getByRole("tab").first().waitFor()
  const heading = page.getByRole("heading", { name, exact: true })
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  for (let attempt = 0; attempt < 40 && !(await heading.count()); attempt++) {
    await page.evaluate(() => window.scrollBy({ top: window.innerHeight * 0.8, behavior: "instant" }))
    await page.waitForTimeout(250)
  }
  await heading.scrollIntoViewIfNeeded()
  return page.getByRole("region", { name, exact: true })
}

test.describe("supplies and back in stock", () => {
  let reader
  let stand
  let printer

  test.beforeAll(async () => {
    const products = await seededProducts()
    reader = products.find((product) => product.name.startsWith("Square Reader"))
    stand = products.find((product) => product.name.startsWith("Square Stand"))
    printer = products.find((product) => product.name === "HP LaserJet Pro M404dn")
    assert.ok(reader && stand && printer, "the seed's Square Reader, Square Stand and HP LaserJet Pro M404dn")
  })

  for (const width of [390, 1366]) {
    test(`${width} px: a product's supplies, what a supply fits, and the cart's suggestions`, async ({ browser }) => {
      const { page, context } = await openPage(browser, width === 390 ? { width, height: 844 } : { width, height: 900 })
      const reports = []

      await page.goto(`/products/${reader.id}`)
      const supplies = await sectionBelow(page, "Supplies and accessories for this POS system")
      await supplies.getByRole("link", { name: stand.name }).first().waitFor()
      await screenshot(page, `supplies-product-${width}`)
      reports.push(await axeViolations(page, `product page with supplies, ${width} px`))

      await page.goto(`/products/${stand.id}`)
      const fits = await sectionBelow(page, "Fits")
      await fits.getByRole("link", { name: reader.name }).waitFor()
      await screenshot(page, `supplies-fits-${width}`)

      // A printer in the cart: its service plan is suggested, and added from the suggestion.
      await page.goto(`/products/${printer.id}`)
      await page.getByRole("button", { name: /Add to Cart/ }).first().click()
      await cartLink(page).filter({ hasText: "1" }).waitFor()
      await page.goto("/cart")
      const suggested = page.getByRole("region", { name: "Supplies and accessories for items in your cart" })
      await suggested.scrollIntoViewIfNeeded()
      const plan = suggested.getByRole("link", { name: "Printer Maintenance Plan - Monthly" }).first()
      await plan.waitFor()
      await screenshot(page, `supplies-cart-${width}`)
      reports.push(await axeViolations(page, `cart with suggestions, ${width} px`))
      await suggested.getByRole("button", { name: /Add .*Printer Maintenance Plan|Add to Cart/ }).first().click()
      await page.getByRole("link", { name: "Printer Maintenance Plan - Monthly" }).first().waitFor()
      await page.waitForFunction(() => document.body.innerText.includes("Printer Maintenance Plan - Monthly"))

      assert.equal(reports.filter(Boolean).join("\n\n"), "")
      await context.close()
    })
  }

  test("390 px: an address waits for a product, hears once when it is back, and unsubscribes", async ({ browser, request }) => {
    const token = await staffToken()
    const product = await createProduct(token, { name: `E2E Toner ${Date.now()}`, category: "printers", price: "59.00", stockQuantity: 0 })
    const email = `waiting-${Date.now()}@example.com`
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    const reports = []

    await page.goto(`/products/${product.id}`)
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor()
    const field = page.getByLabel("Email address")
    await field.fill("not an address")
    await page.getByRole("button", { name: "Notify Me" }).click()
    await page.getByText("Please enter a valid email address").waitFor()
    await field.fill(email)
    await page.getByRole("button", { name: "Notify Me" }).click()
    await page.getByText("Thanks! We will e-mail you once when it is back in stock.").waitFor()
    await screenshot(page, "back-in-stock-390")
    reports.push(await axeViolations(page, "out-of-stock product with the form, 390 px"))

    // Staff raise the stock: one e-mail, with the product's link and an unsubscribe link.
    const raised = await fetch(`${BASE_URL}/api/admin/products/${product.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ stockQuantity: 6 }),
    })
    assert.equal(raised.status, 200)
    const mail = await mailTo(request, email, /is back in stock/)
    assert.match(mail.subject, new RegExp(`${product.name} is back in stock`))
    const unsubscribe = /href="([^"]*\/stock-alerts\/unsubscribe\?token=[^"]+)"/.exec(mail.html)?.[1].replace(/&amp;/g, "&")
    assert.ok(unsubscribe, "the e-mail's unsubscribe link")

    await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search)
    await page.getByText(`You will get no more back-in-stock e-mails at ${email}.`).waitFor()
    assert.equal(new URL(page.url()).searchParams.get("token"), null, "the token leaves the address bar")
    await screenshot(page, "back-in-stock-unsubscribed-390")
    reports.push(await axeViolations(page, "unsubscribe page, 390 px"))

    await page.goto("/stock-alerts/unsubscribe?token=salert_forged.abc")
    await page.getByRole("heading", { name: "Link Not Valid" }).waitFor()

    assert.equal(reports.filter(Boolean).join("\n\n"), "")
    await context.close()
  })
})
