// Comparing products: a shopper ticks Compare on cards of a category and on a product's page, sees
// the compare bar, opens the comparison, highlights the differences, buys from the table and removes
// a column, on a phone and on a laptop. Also: the products viewed last on the home page.
import assert from "node:assert/strict"
import { test, axeViolations, openPage, screenshot, seededProducts } from "./browser.mjs"

/** The Compare checkboxes of the category's cards, by the product each names. */
const compareBoxes = (page) => page.getByRole("checkbox", { name: /^Compare / })

const bar = (page) => page.getByRole("region", { name: "Compare products" })
const cartLink = (page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ })

/** Whether the page itself never scrolls sideways (the table's own frame may). */
const noPageScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/**
 * Chooses the two printers on their category page and the scanner on its own page; returns the three
 * products' names.
 */
async function chooseThree(page, { printers, scanner }) {
  await page.goto("/category/printers")
  await compareBoxes(page).first().waitFor()
  const names = []
  for (const printer of printers) {
    let box = page.getByRole("checkbox", { name: `Compare ${printer.name}`, exact: true })
    // Products other tests add come first: a printer pushed off the first page is ticked on its own page.
    if (!(await box.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      await page.goto(`/products/${printer.id}`)
      box = page.getByRole("checkbox", { name: `Compare ${printer.name}`, exact: true })
    }
    await box.check()
    assert.equal(await box.isChecked(), true)
    names.push(printer.name)
  }
  await bar(page).getByText("2 of 4").waitFor()

  await page.goto(`/products/${scanner.id}`)
  await page.getByRole("heading", { level: 1, name: scanner.name }).waitFor()
  const box = page.getByRole("checkbox", { name: `Compare ${scanner.name}`, exact: true })
  await box.check()
  assert.equal(await box.isChecked(), true)
  names.push(scanner.name)
  await bar(page).getByText("3 of 4").waitFor()
  return names
}

/** A product's specifications by key as the compare page matches them (trimmed, any case). */
const specificationsOf = (product) =>
  new Map(Object.entries(product.specifications ?? {}).map(([key, value]) => [key.trim().toLowerCase(), [key.trim(), String(value).trim().toLowerCase()]]))

/**
 * Two in-stock printers and an in-stock scanner of the seeded catalogue that write one specification
 * alike (the row 'Highlight differences' hides), and that key as the page heads it. Chosen from the
 * API, so products other tests add to the category (listed first) change nothing.
 */
async function threeWithASharedRow() {
  const inStock = (products) => products.filter((product) => product.inStock && product.stockQuantity > 0)
  const printers = inStock(await seededProducts("?category=printers"))
  for (const scanner of inStock(await seededProducts("?category=scanners"))) {
    for (const [index, first] of printers.entries()) {
      for (const second of printers.slice(index + 1)) {
        const [a, b, c] = [first, second, scanner].map(specificationsOf)
        const shared = [...a].find(([key, [, value]]) => b.get(key)?.[1] === value && c.get(key)?.[1] === value)
        if (shared) return { printers: [first, second], scanner, sharedRow: shared[1][0] }
      }
    }
  }
  throw new Error("no two printers and a scanner of the seeded catalogue share a specification")
}

/**
 * The page scrolled to its end: the footer's last line is above the bar, not under it (measured in
 * one go, as the product page's lower sections may still be arriving).
 */
async function assertBarHidesNothing(page, label) {
  await page.getByRole("tab").first().waitFor()
  const { footerEnd, barTop } = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })
    return {
      footerEnd: document.querySelector("footer").getBoundingClientRect().bottom,
      barTop: document.querySelector('[aria-label="Compare products"]').getBoundingClientRect().top,
    }
  })
  assert.ok(footerEnd <= barTop + 1, `${label}: the footer ends (${footerEnd}) above the compare bar (${barTop})`)
}

test.describe("compare", () => {
  let chosen

  test.beforeAll(async () => {
    chosen = await threeWithASharedRow()
  })

  for (const width of [390, 1366]) {
    test(`${width} px: chooses three products, compares them, highlights differences, buys from the table and removes a column`, async ({ browser }) => {
      const { page, context } = await openPage(browser, width === 390 ? { width, height: 844 } : { width, height: 900 })
      const reports = []
      const names = await chooseThree(page, chosen)

      // The bar on the product page: its three pictures (names from sm), the count, and no content under it.
      const compareBar = bar(page)
      for (const name of names) await compareBar.getByRole("button", { name: `Remove ${name} from comparison` }).waitFor()
      assert.equal(await noPageScroll(page), true, `${width} px: no sideways scrolling with the bar`)
      await screenshot(page, `compare-bar-product-${width}`)
      reports.push(await axeViolations(page, `product page with the compare bar, ${width} px`))
      await assertBarHidesNothing(page, `${width} px`)
      await screenshot(page, `compare-bar-page-end-${width}`)

      await compareBar.getByRole("link", { name: "Compare now" }).click()
      await page.waitForURL((url) => url.pathname === "/compare" && url.searchParams.get("ids")?.split(",").length === 3)
      await page.waitForFunction(() => document.title === "Compare Products - PrintShop Pro")
      const table = page.getByRole("table", { name: "Comparison of 3 products" })
      await table.waitFor()
      assert.equal(await bar(page).count(), 0, "no compare bar on the compare page")

      const columns = table.getByRole("columnheader")
      assert.equal(await columns.count(), 3)
      for (const [index, name] of names.entries()) {
        await columns.nth(index).getByRole("link", { name, exact: true }).waitFor()
      }
      const rows = await table.getByRole("rowheader").allTextContents()
      assert.deepEqual(rows.slice(0, 4), ["Brand", "Price", "Rating", "Availability"])
      assert.ok(rows.length > 6, `specification rows: ${rows.join(", ")}`)
      assert.equal(rows.at(-1), "Add to cart")
      assert.ok(rows.includes(chosen.sharedRow), `the products' shared ${chosen.sharedRow} row`)
      assert.equal(await noPageScroll(page), true, `${width} px: the page does not scroll sideways`)

      const frame = page.getByRole("region", { name: "Comparison table" })
      if (width === 390) {
        // Two products beside the row headers, the third a swipe away; the headers stay put.
        const second = await columns.nth(1).boundingBox()
        assert.ok(second.x + second.width <= width + 1, `390 px: the second column in view (ends at ${second.x + second.width})`)
        assert.equal(await frame.evaluate((element) => element.scrollWidth > element.clientWidth), true, "390 px: the table scrolls sideways")
        const brandBefore = await table.getByRole("rowheader", { name: "Brand" }).boundingBox()
        await frame.evaluate((element) => element.scrollBy(200, 0))
        await page.waitForFunction(() => document.querySelector('[aria-label="Comparison table"]').scrollLeft > 0)
        const brandAfter = await table.getByRole("rowheader", { name: "Brand" }).boundingBox()
        assert.equal(Math.round(brandAfter.x), Math.round(brandBefore.x), "390 px: the row headers stay while the products scroll")
        await screenshot(page, "compare-table-390-scrolled")
        await frame.evaluate((element) => element.scrollTo(0, 0))
      } else {
        assert.equal(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth), true, `${width} px: all three columns in view`)
      }
      await screenshot(page, `compare-table-${width}`)
      reports.push(await axeViolations(page, `compare page, ${width} px`))

      // Highlight differences: only differing rows, each marked.
      await page.getByRole("checkbox", { name: "Highlight differences" }).check()
      const highlighted = page.getByRole("table", { name: "Comparison of 3 products, differences only" })
      await highlighted.waitFor()
      const differing = await highlighted.getByRole("rowheader").allTextContents()
      assert.ok(differing.length < rows.length, "fewer rows while only the differences show")
      assert.ok(!differing.includes(chosen.sharedRow), "an identical row is hidden")
      for (const header of differing.slice(0, -1)) assert.match(header, /\(differs\)$/)
      assert.equal(await highlighted.locator("tr[data-differs]").count(), differing.length - 1)
      await screenshot(page, `compare-differences-${width}`)
      reports.push(await axeViolations(page, `compare page with differences highlighted, ${width} px`))

      // Add to Cart from the table.
      assert.equal(await cartLink(page).getAttribute("aria-label"), "Cart")
      const buy = highlighted.getByRole("row").last().getByRole("button", { name: "Add to Cart" }).first()
      await buy.click()
      await page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" }).waitFor()
      await screenshot(page, `compare-added-${width}`)

      // Remove a column: the address and the table follow.
      await columns.first().getByRole("button", { name: `Remove ${names[0]}` }).click()
      await page.waitForURL((url) => url.searchParams.get("ids")?.split(",").length === 2)
      await page.getByRole("table", { name: "Comparison of 2 products, differences only" }).waitFor()
      assert.equal(await page.getByRole("columnheader").count(), 2)
      await page.getByText(`${names[0]} has been removed from the comparison.`).first().waitFor()

      await context.close()
      const found = reports.filter(Boolean)
      assert.equal(found.length, 0, `\n${found.join("\n\n")}`)
    })
  }

  test("768 px: the compare bar and the table on a tablet", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 768, height: 1024 })
    const names = await chooseThree(page, chosen)
    for (const name of names) await bar(page).getByRole("link", { name }).waitFor()
    assert.equal(await noPageScroll(page), true, "768 px: no sideways scrolling with the bar")
    await screenshot(page, "compare-bar-product-768")
    await assertBarHidesNothing(page, "768 px")

    await bar(page).getByRole("link", { name: "Compare now" }).click()
    await page.getByRole("table", { name: "Comparison of 3 products" }).waitFor()
    assert.equal(await noPageScroll(page), true, "768 px: the page does not scroll sideways")
    const frame = page.getByRole("region", { name: "Comparison table" })
    assert.equal(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth), true, "768 px: three columns in view")
    await screenshot(page, "compare-table-768")
    const report = await axeViolations(page, "compare page, 768 px")
    await context.close()
    assert.equal(report, "", `\n${report}`)
  })

  test("a fifth product is refused with the limit's toast", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    await page.goto("/category/printers")
    const boxes = compareBoxes(page)
    await boxes.nth(4).waitFor()
    for (const index of [0, 1, 2, 3]) await boxes.nth(index).check()
    await bar(page).getByText("4 of 4").waitFor()
    await boxes.nth(4).click()
    await page.getByText("You can compare up to 4 products. Remove one to add another.").first().waitFor()
    assert.equal(await boxes.nth(4).isChecked(), false)
    await screenshot(page, "compare-limit-390")

    // Clear empties the bar; the compare page then has nothing to show.
    await bar(page).getByRole("button", { name: "Clear compared products" }).click()
    await bar(page).waitFor({ state: "detached" })
    await page.goto("/compare")
    await page.getByRole("heading", { level: 1, name: "No products to compare" }).waitFor()
    await context.close()
  })

  test("the home page shows the products viewed last", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    const [first, second] = await seededProducts("?category=printers")
    for (const product of [first, second]) {
      await page.goto(`/products/${product.id}`)
      await page.getByRole("heading", { level: 1, name: product.name }).waitFor()
    }
    // The second product's page already lists the first.
    await page.getByRole("region", { name: "Recently Viewed" }).getByRole("link", { name: new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).waitFor()

    await page.goto("/")
    const recent = page.getByRole("region", { name: "Recently Viewed" })
    await recent.scrollIntoViewIfNeeded()
    const links = recent.getByRole("link")
    await links.first().waitFor()
    assert.equal(await links.count(), 2)
    assert.equal(await links.nth(0).getAttribute("href"), `/products/${second.id}`)
    assert.equal(await links.nth(1).getAttribute("href"), `/products/${first.id}`)
    assert.equal(await noPageScroll(page), true, "390 px: the row scrolls inside itself, not the page")
    await screenshot(page, "recently-viewed-home-390")
    const report = await axeViolations(page, "home page with recently viewed, 390 px")
    await context.close()
    assert.equal(report, "", `\n${report}`)
  })
})
