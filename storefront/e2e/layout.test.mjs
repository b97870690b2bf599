// The layout at a phone's, a tablet's and a desktop's width (390, 768 and 1366 px): nothing runs off the screen, buttons keep their words on one line, every category link
// is in view, phones have a search, and a toast never covers the drawer's account row.
import assert from "node:assert/strict"
import { test, openPage, screenshot, seededProducts } from "./browser.mjs"

const WIDTHS = [390, 768, 1366]
let product

test.beforeAll(async () => {
  // Not one another file's test makes and deletes (a new product with one 5-star review heads this list).
  const products = await seededProducts("?inStock=true&sort=rating")
  product = products.find((candidate) => candidate.reviewCount > 0) ?? products[0]
})


/** How many lines the element's text takes (1 when it does not wrap). */
const lineCount = (locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
    return tops.size
  })

/** Whether the element's content fits in its box, sideways. */
const fitsSideways = (locator) => locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)

const pageOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Opens a page and waits until its first screen is drawn: its heading, in its font. */
async function settled(page, path) {
  await page.goto(path)
  await page.getByRole("heading", { level: 1 }).first().waitFor()
  await page.evaluate(() => document.fonts.ready)
}

test.describe("layout at 390, 768 and 1366 px", () => {
  test.describe.configure({ mode: "parallel" })
  for (const width of WIDTHS) {
    test(`${width} px: the header, the category bar and the pages fit`, async ({ browser }) => {
      const { page, context } = await openPage(browser, { width, height: 900 })
      for (const path of ["/", "/products", `/products/${product.id}`, "/category/pos-systems", "/cart", "/contact"]) {
        await settled(page, path)
        assert.ok((await pageOverflow(page)) <= 0, `${width} px ${path}: nothing runs off the side`)
      }

      await settled(page, "/")
      const header = page.locator("header").first()
      if (width >= 640) {
        for (const name of ["Sign In", "Sign Up"]) {
          const link = header.getByRole("link", { name, exact: true })
          assert.equal(await lineCount(link), 1, `${width} px: ${name} on one line`)
          assert.ok(await fitsSideways(link), `${width} px: ${name} inside its button`)
        }
      }
      if (width >= 768) {
        const nav = header.getByRole("navigation", { name: "Main" })
        assert.ok(await fitsSideways(nav.locator("ul")), `${width} px: the category bar does not scroll`)
        for (const link of await nav.getByRole("link").all()) {
          const box = await link.boundingBox()
          assert.ok(box.x >= 0 && box.x + box.width <= width, `${width} px: ${await link.textContent()} in view`)
        }
      } else {
        assert.equal(await header.getByRole("button", { name: "Open search" }).isVisible(), true, "phones have a search button")
      }
      await screenshot(page, `layout-home-${width}`)

      await settled(page, `/products/${product.id}`)
      const addToCart = page.getByRole("button", { name: "Add to Cart" })
      assert.equal(await lineCount(addToCart), 1, `${width} px: Add to Cart on one line`)
      await page.getByRole("tab").first().waitFor()
      const tabs = await page.getByRole("tab").all()
      const tops = new Set(await Promise.all(tabs.map(async (tab) => Math.round((await tab.boundingBox()).y))))
      assert.equal(tops.size, 1, `${width} px: the three tabs on one row`)
      await screenshot(page, `layout-product-${width}`)

      await settled(page, "/category/pos-systems")
      const posButtons = page.getByRole("button", { name: "Add to Cart" })
      await posButtons.first().waitFor()
      for (const button of (await posButtons.all()).slice(0, 4)) {
        assert.equal(await lineCount(button), 1, `${width} px: POS card Add to Cart on one line`)
      }
      await screenshot(page, `layout-pos-${width}`)
      await context.close()
    })
  }

  test("390 px: the search button opens the drawer at the search field; a toast stays clear of the account row", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    await settled(page, `/products/${product.id}`)
    await page.getByRole("button", { name: "Add to Cart" }).click()
    const toastTitle = page.getByText("Added to cart").first()
    await toastTitle.waitFor()

    await page.getByRole("button", { name: "Open search" }).click()
    const drawer = page.getByRole("dialog", { name: "Menu" })
    await drawer.waitFor()
    const search = drawer.getByRole("combobox", { name: "Search products" })
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox")
    const signIn = await drawer.getByRole("link", { name: "Sign In" }).boundingBox()
    const toast = await page.locator("li[data-state=open]", { hasText: "Added to cart" }).boundingBox()
    assert.ok(toast, "the toast is still up")
    const overlaps = signIn.y < toast.y + toast.height && toast.y < signIn.y + signIn.height
    assert.equal(overlaps, false, "the toast does not cover the account row")
    await screenshot(page, "layout-drawer-search-390")

    await search.fill("epson")
    await page.keyboard.press("Enter")
    await page.waitForURL("**/products?search=epson")
    await drawer.waitFor({ state: "hidden" })
    await page.getByRole("heading", { level: 1, name: "Search results for epson" }).waitFor()
    await context.close()
  })
})
