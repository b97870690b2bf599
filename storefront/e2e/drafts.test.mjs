// Products that are not for sale yet: a CSV row without a price is a draft that staff see and
// shoppers never do, until staff price and publish it; and the reviews of a deleted product still
// name it for staff.
import assert from "node:assert/strict"
import { test, BASE_URL, openPage, screenshot, staffSignIn, staffToken } from "./browser.mjs"
import { newCustomer } from "./customers.mjs"

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

test.describe("drafts", () => {
  test("a CSV row without a price is a draft: listed for staff with a badge, not in the shop until staff publish it", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const name = `E2E Unpriced Scanner ${unique()}`
    await staffSignIn(page)
    await page.getByRole("button", { name: "Bulk Import" }).click()
    const importDialog = page.getByRole("dialog", { name: "Bulk Import Products" })
    const csv = ["name,brand,category,stock_quantity", `"${name}",E2E Labs,scanners,4`].join("\n")
    await importDialog.getByLabel("CSV file").setInputFiles({ name: "unpriced.csv", mimeType: "text/csv", buffer: Buffer.from(csv) })
    await importDialog.getByRole("button", { name: "Import Products" }).click()
    await importDialog.getByText("Import Results").waitFor({ timeout: 60_000 })
    await page.keyboard.press("Escape")

    await page.getByLabel("Search the product list").fill(name)
    const row = page.getByRole("row").filter({ hasText: name }).first()
    await row.getByText("Draft", { exact: true }).waitFor()
    await screenshot(page, "admin-draft")

    // The shop knows nothing of it: its page answers 404 and draws the not-found screen.
    const token = await staffToken()
    const listed = await (await fetch(`${BASE_URL}/api/admin/products?search=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${token}` } })).json()
    const draft = listed.products.find((product) => product.name === name)
    assert.equal(draft.published, false)
    assert.equal(draft.price, "0.00")
    const shopper = await openPage(browser)
    const missing = await shopper.page.goto(`/products/${draft.id}`)
    assert.equal(missing?.status(), 404)
    await shopper.page.getByRole("heading", { name: "Product Not Found" }).waitFor()
    assert.deepEqual(await (await fetch(`${BASE_URL}/api/products?search=${encodeURIComponent(name)}`)).json(), [])

    // Staff give it a price and publish it.
    await row.getByRole("button", { name: `Edit ${name}` }).click()
    const dialog = page.getByRole("dialog", { name: "Edit Product" })
    await dialog.getByLabel("Price", { exact: true }).fill("149.00")
    assert.equal(await dialog.getByLabel("Published").isChecked(), false)
    await dialog.getByLabel("Published").check()
    await dialog.getByRole("button", { name: "Update Product" }).click()
    await page.getByText("Product updated successfully").first().waitFor()
    await row.getByText("Draft", { exact: true }).waitFor({ state: "detached" })

    const shown = await shopper.page.goto(`/products/${draft.id}`)
    assert.equal(shown?.status(), 200)
    await shopper.page.getByRole("heading", { name, level: 1 }).waitFor()
    await shopper.page.getByText("$149.00").first().waitFor()
    await shopper.context.close()
    await context.close()
  })

  test("the reviews of a deleted product still name it in /admin", async ({ browser }) => {
    const token = await staffToken()
    const name = `E2E Short-Lived Scanner ${unique()}`
    const staffHeaders = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }
    const created = await fetch(`${BASE_URL}/api/admin/products`, {
      method: "POST",
      headers: staffHeaders,
      body: JSON.stringify({ name, brand: "E2E Labs", category: "scanners", price: "99.00", stockQuantity: 3 }),
    })
    assert.equal(created.status, 201)
    const product = await created.json()
    const customer = newCustomer("review")
    const registered = await fetch(`${BASE_URL}/api/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(customer) })
    const { token: customerToken } = await registered.json()
    const reviewed = await fetch(`${BASE_URL}/api/products/${product.id}/reviews`, {
      method: "POST",
      headers: { Authorization: `Bearer ${customerToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ rating: 5, comment: "Scanned every receipt I had in an hour." }),
    })
    assert.equal(reviewed.status, 201)
    assert.equal((await fetch(`${BASE_URL}/api/admin/products/${product.id}`, { method: "DELETE", headers: staffHeaders })).status, 200)

    const { page, context } = await openPage(browser)
    await staffSignIn(page)
    await page.getByRole("tab", { name: /Reviews/ }).click()
    await page.getByText(name).first().waitFor()
    assert.equal(await page.getByText(product.id).count(), 0)
    await context.close()
  })
})
