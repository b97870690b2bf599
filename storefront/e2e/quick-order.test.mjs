// Quick Order: a buyer pastes SKUs and quantities, sees each line checked against the catalogue
// (unknown SKUs, stock), fixes what can be fixed and adds the good lines to the cart in one step.
import assert from "node:assert/strict"
import { test, axeViolations, createProduct, openPage, screenshot, staffToken } from "./browser.mjs"

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

test.describe("quick order", () => {
  test("checks pasted SKUs, lowers a line to the stock, and adds the good lines to the cart", async ({ browser }) => {
    const token = await staffToken()
    const run = unique().toUpperCase()
    const toner = await createProduct(token, { category: "printers", name: `E2E Toner ${run}`, sku: `E2E-TONER-${run}`, price: "40.00", stockQuantity: 50, quantityPrices: "10:36.00" })
    const drum = await createProduct(token, { category: "printers", name: `E2E Drum ${run}`, sku: `E2E-DRUM-${run}`, price: "90.00", stockQuantity: 3 })
    const reports = []

    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    await page.goto(`/products/${toner.id}`)
    await page.getByText(`SKU: ${toner.sku}`).waitFor()

    await page.goto("/quick-order")
    await page.getByRole("heading", { name: "Quick Order", level: 1 }).waitFor()
    await page.getByLabel("Paste SKUs and quantities").fill([`${toner.sku.toLowerCase()}, 12`, `${drum.sku}\t5`, `NO-SUCH-SKU-${run}, 2`].join("\n"))
    await page.getByRole("button", { name: "Check Items" }).click()
    const table = page.getByRole("table", { name: "Checked Items" })
    await table.waitFor()
    await page.getByText("Only 3 in stock").first().waitFor()
    await page.getByText("Unknown SKU").first().waitFor()
    reports.push(await axeViolations(page, "quick order checked, 390 px"))
    await screenshot(page, "quick-order-checked-390")
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, "no horizontal scrolling at 390 px")

    await page.getByRole("button", { name: `Lower to 3 for ${drum.sku}` }).click()
    await page.getByRole("button", { name: "Add 2 Items to Cart" }).click()
    await page.getByText("Added 2 items to your cart").waitFor()
    await page.setViewportSize({ width: 1366, height: 900 })
    reports.push(await axeViolations(page, "quick order added, 1366 px"))
    await screenshot(page, "quick-order-added-1366")

    await page.getByRole("link", { name: "View Cart" }).click()
    await page.waitForURL((url) => url.pathname === "/cart")
    // The toner's 12 units take its quantity price.
    await page.getByText("$36.00 each").first().waitFor()
    await page.getByText(drum.name).first().waitFor()
    await context.close()
    const found = reports.filter(Boolean)
    assert.equal(found.length, 0, `\n${found.join("\n\n")}`)
  })
})
