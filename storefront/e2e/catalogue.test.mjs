// Shoppers finding and studying products in the seeded catalogue.
import assert from "node:assert/strict"
import { test, openPage, screenshot } from "./browser.mjs"

const productCards = (page) => page.getByRole("region", { name: "Products" }).getByRole("heading", { level: 3 })

test.describe("catalogue", () => {
  test("home -> category -> product detail -> reviews tab", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/")
    await page.locator("header nav").first().getByRole("link", { name: "Printers", exact: true }).click()
    await page.waitForURL("**/category/printers")
    await page.getByText(/\d+ Products Available/).waitFor()

    const firstProduct = page.locator("main a[href^='/products/']").first()
    const href = await firstProduct.getAttribute("href")
    await firstProduct.click()
    await page.waitForURL(`**${href}`)
    await page.getByRole("link", { name: "Back to Products" }).waitFor()
    const name = await page.getByRole("heading", { level: 1 }).textContent()
    assert.ok(name && name.length > 3)
    assert.match(await page.title(), new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} - PrintShop Pro`))

    const reviewsTab = page.getByRole("tab", { name: /^Reviews \(\d+\)$/ })
    await reviewsTab.click()
    const panel = page.getByRole("tabpanel", { name: /^Reviews/ })
    await panel.waitFor()
    const count = Number((await reviewsTab.textContent()).match(/\d+/)[0])
    if (count === 0) {
      await panel.getByText("No reviews yet. Be the first to review this product!").waitFor()
    } else {
      assert.ok((await panel.textContent()).length > 20)
    }
    await screenshot(page, "product-detail")
    await context.close()
  })

  test("search with a suggestion click", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/")
    await page.getByLabel("Search products").fill("epson")
    const suggestion = page.getByRole("option").first()
    await suggestion.waitFor()
    const text = (await suggestion.textContent()).trim()
    await suggestion.click()
    await page.waitForURL((url) => url.pathname === "/products" && url.searchParams.get("search") === text)
    await page.getByRole("heading", { level: 1, name: `Search results for "${text}"` }).or(page.getByRole("heading", { level: 1, name: `Search results for ${text}` })).waitFor()
    await productCards(page).first().waitFor()
    assert.ok((await productCards(page).allTextContents()).some((cardName) => cardName.includes(text)))
    await context.close()
  })

  test("filter and sort on /products", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/products")
    await productCards(page).first().waitFor()
    const total = Number((await page.getByText(/\d+ products? found/).textContent()).match(/\d+/)[0])
    assert.ok(total >= 60, `catalogue has ${total} products`)

    await page.getByLabel("Sort by").selectOption("price-low")
    await page.waitForURL(/sort=price-low/)
    // The filters live in the URL, so the radio is checked once the new URL renders.
    await page.getByLabel("Under $100").click()
    // Both choices stay in the address: the second does not undo the first.
    await page.waitForURL((url) => url.searchParams.get("priceRange") === "under-100" && url.searchParams.get("sort") === "price-low")
    await page.getByRole("radio", { name: "Under $100", checked: true }).waitFor()
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
    const found = Number((await page.getByText(/\d+ products? found/).textContent()).match(/\d+/)[0])
    assert.ok(found > 0 && found < total)
    const prices = (await page.getByRole("region", { name: "Products" }).getByText(/^\$\d[\d,]*\.\d\d$/).allTextContents())
      .map((price) => Number(price.replace(/[$,]/g, "")))
      .filter((price) => price < 100)
    assert.ok(prices.length > 0)
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b))
    await screenshot(page, "product-list-filtered")
    await context.close()
  })

  test("an unknown product shows 'Product Not Found'", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/products/prod_does_not_exist")
    await page.getByRole("heading", { name: "Product Not Found" }).waitFor()
    await page.getByText("The product you're looking for doesn't exist.").waitFor()
    await page.getByRole("link", { name: "Browse All Products" }).click()
    await page.waitForURL("**/products")
    await context.close()
  })
})
