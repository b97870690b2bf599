// The walk-through's findings at a phone's, a tablet's and a desktop's width (390, 768 and 1366 px):
// Back returns to the card a shopper left, a tablet's header is compact and its product page shows
// price and Add to Cart at once, a phone's grids show two cards a row, the cart holds no more than
// the stock, a category's "Starting at" is its cheapest product, suggestions are not cut mid-word, and
// a card's eye button is named for what it does.
import assert from "node:assert/strict"
import { test, BASE_URL, openPage, screenshot } from "./browser.mjs"

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

const productRegion = (page) => page.getByRole("region", { name: "Products" })
const cardNames = (page) => productRegion(page).getByRole("heading", { level: 3 })

/** Waits until the page has stopped scrolling (its position unchanged for half a second). */
async function scrollSettled(page) {
  let last = -1
  let still = 0
  for (let tries = 0; tries < 100 && still < 5; tries++) {
    const y = await page.evaluate(() => window.scrollY)
    still = y === last ? still + 1 : 0
    last = y
    await page.waitForTimeout(100)
  }
  return last
}

/** The element's box, or a failure naming it. */
async function box(locator, what) {
  const found = await locator.boundingBox()
  assert.ok(found, `${what} is on the page`)
  return found
}

/** The shop's product pages' prices, as the shop formats them ($1,299.00). */
const PRICE = /^\$[\d,]+\.\d\d$/

test.describe("walk-through at 390, 768 and 1366 px", () => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    test(`${width} px: Back from the 31st product returns to the same place in the list`, async ({ browser }) => {
      const { page, context } = await openPage(browser, { width, height })
      await page.goto("/products")
      await cardNames(page).first().waitFor()
      await page.getByRole("button", { name: "Load More" }).click()
      const card = cardNames(page).nth(30)
      await card.waitFor()

      // The shopper scrolls down to the 31st card with the wheel, as they would, until its name is
      // in the upper third of the window (below the header, so clicking it scrolls nothing).
      await page.mouse.move(width / 2, height / 2)
      for (let turns = 0; turns < 400 && (await box(card, "the 31st card's name")).y > height / 3; turns++) {
        await page.mouse.wheel(0, 150)
        await page.waitForTimeout(30)
      }
      const before = { y: await scrollSettled(page), top: (await box(card, "the 31st card")).y }
      assert.ok(before.y > 2 * height, `${width} px: the 31st card is well down the page (${before.y} px)`)
      const name = (await card.textContent()).trim()

      await card.getByRole("link").click()
      await page.getByRole("heading", { level: 1, name }).waitFor()
      await page.goBack()
      await cardNames(page).nth(30).waitFor()
      const after = { y: await scrollSettled(page), top: (await box(cardNames(page).nth(30), "the 31st card after Back")).y }
      await screenshot(page, `walkthrough-back-${width}`)

      assert.equal((await cardNames(page).nth(30).textContent()).trim(), name)
      assert.ok(Math.abs(after.y - before.y) <= 150, `${width} px: back at ${after.y} px, left at ${before.y} px`)
      assert.ok(Math.abs(after.top - before.top) <= 150, `${width} px: the card at ${after.top} px in the window, was at ${before.top} px`)
      await context.close()
    })
  }

  test("768x1024: a compact header on one line, a whole search placeholder, and a product's price and Add to Cart on the first screen", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 768, height: 1024 })
    await page.goto("/products")
    await cardNames(page).first().waitFor()
    await page.evaluate(() => document.fonts.ready)

    const header = page.locator("header").first()
    const headerBox = await box(header, "the header")
    assert.ok(headerBox.height <= 120, `the header is ${headerBox.height} px tall`)

    const links = await header.getByRole("navigation", { name: "Main" }).getByRole("link").all()
    assert.equal(links.length, 7)
    const tops = new Set()
    for (const link of links) {
      const linkBox = await box(link, await link.textContent())
      tops.add(Math.round(linkBox.y))
      assert.ok(linkBox.x >= 0 && linkBox.x + linkBox.width <= 768, `${await link.textContent()} in view`)
    }
    assert.equal(tops.size, 1, "the navigation is one line")

    const search = header.getByRole("combobox", { name: "Search products" })
    const placeholder = await search.evaluate((input) => {
      const style = getComputedStyle(input)
      const context2d = document.createElement("canvas").getContext("2d")
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return { text: input.placeholder, width: context2d.measureText(input.placeholder).width, room }
    })
    assert.equal(placeholder.text, "Search printers, scanners, POS...")
    assert.ok(placeholder.width <= placeholder.room, `the placeholder needs ${placeholder.width} px, the box has ${placeholder.room} px`)
    await screenshot(page, "walkthrough-header-768")

    // The product with the most words above its price: the longest name and description.
    const products = await (await fetch(`${BASE_URL}/api/products?inStock=true`)).json()
    const wordiest = products.sort((a, b) => b.name.length + (b.description ?? "").length - (a.name.length + (a.description ?? "").length))[0]
    await page.goto(`/products/${wordiest.id}`)
    const addToCart = page.getByRole("button", { name: "Add to Cart" })
    await addToCart.waitFor()
    await page.evaluate(() => document.fonts.ready)
    const price = page.locator("main").getByText(PRICE).first()
    const priceBox = await box(price, "the price")
    const buttonBox = await box(addToCart, "Add to Cart")
    assert.ok(priceBox.y + priceBox.height <= 1024, `the price ends at ${priceBox.y + priceBox.height} px`)
    assert.ok(buttonBox.y + buttonBox.height <= 1024, `Add to Cart ends at ${buttonBox.y + buttonBox.height} px`)
    assert.equal(await page.evaluate(() => window.scrollY), 0)
    await screenshot(page, "walkthrough-product-768")
    await context.close()
  })

  test("390 px: two product cards side by side in a grid row, each trimmed to fit", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    for (const path of ["/products", "/category/printers"]) {
      await page.goto(path)
      const cards = page.locator("main article")
      await cards.nth(3).waitFor()
      await page.evaluate(() => document.fonts.ready)
      const [first, second] = [await box(cards.nth(0), "the first card"), await box(cards.nth(1), "the second card")]
      assert.ok(Math.abs(first.y - second.y) <= 1, `${path}: the first two cards share a row`)
      assert.ok(first.x + first.width <= second.x, `${path}: side by side`)
      assert.ok(second.x + second.width <= 390, `${path}: the second card is in view`)
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)) <= 0, `${path}: nothing runs off the side`)

      for (let index = 0; index < 4; index++) {
        const card = cards.nth(index)
        const cardBox = await box(card, `card ${index + 1}`)
        const inside = (inner) => inner.x >= cardBox.x - 1 && inner.x + inner.width <= cardBox.x + cardBox.width + 1
        const name = card.getByRole("heading", { level: 3 })
        assert.ok(inside(await box(name, "the name")), `${path}: card ${index + 1}'s name inside it`)
        // Two lines at most (the rest is cut at a line's end, not run out of the card).
        const lines = await name.evaluate((heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)))
        assert.ok(lines <= 2, `${path}: card ${index + 1}'s name takes ${lines} lines`)
        assert.equal(await card.getByText(PRICE).first().isVisible(), true, `${path}: card ${index + 1} shows its price`)
        for (const button of [card.getByRole("button", { name: /^(Add to Cart|Out of Stock)$/ }), card.getByRole("button", { name: /^View / })]) {
          const buttonBox = await box(button, "a button")
          assert.ok(inside(buttonBox), `${path}: card ${index + 1}'s ${await button.getAttribute("aria-label") ?? "Add to Cart"} inside it`)
          assert.ok(buttonBox.width >= 24 && buttonBox.height >= 24, `${path}: a 24 px target at least`)
        }
        const addToCart = card.getByRole("button", { name: /^(Add to Cart|Out of Stock)$/ })
        assert.ok(await addToCart.evaluate((button) => button.scrollWidth <= button.clientWidth + 1), `${path}: Add to Cart's words fit in it`)
      }
      await screenshot(page, `walkthrough-grid-390${path.replaceAll("/", "-")}`)
    }
    await context.close()
  })

  test("the quantity stops at the stock and says 'Only N available', and the cart holds no more than that", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 1366, height: 900 })
    const products = await (await fetch(`${BASE_URL}/api/products?inStock=true`)).json()
    const product = products.filter((candidate) => candidate.stockQuantity > 0).sort((a, b) => a.stockQuantity - b.stockQuantity)[0]
    assert.ok(product, "a product with counted stock")
    await page.goto(`/products/${product.id}`)
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor()
    // The stock as the page shows it (another test may have bought some meanwhile).
    const stock = Number((await page.getByText(/^In Stock \(\d+ available\)$/).textContent()).match(/\d+/)[0])

    const plus = page.getByRole("button", { name: "Increase quantity" })
    for (let press = 1; press < stock; press++) await plus.click()
    // At the stock plus stops, and the page says how many there are.
    if (stock > 1) await page.getByText(`Only ${stock} available`, { exact: true }).waitFor()
    assert.equal(await plus.isDisabled(), true, "plus stops at the stock")
    assert.equal((await page.getByRole("status", { name: "Quantity" }).textContent()).trim(), String(stock))
    await screenshot(page, "walkthrough-only-available")

    await page.getByRole("button", { name: "Add to Cart" }).click()
    await page.getByText("Added to cart").first().waitFor()

    await page.locator("header").getByRole("link", { name: /^Cart/ }).click()
    await page.getByRole("heading", { level: 1, name: "Shopping Cart" }).waitFor()
    const quantity = page.getByRole("status", { name: `Quantity of ${product.name}` })
    assert.equal((await quantity.textContent()).trim(), String(stock))
    await page.getByRole("button", { name: `Increase quantity of ${product.name}` }).click()
    await page.getByText(`Only ${stock} available: your cart has ${stock} of ${product.name}.`).first().waitFor()
    assert.equal((await quantity.textContent()).trim(), String(stock), "the cart stays at the stock")
    await screenshot(page, "walkthrough-cart-capped")
    await context.close()
  })

  test("a category's 'Starting at' is the price of its cheapest product", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 1366, height: 900 })
    for (const category of ["printers", "photo-printers", "scanners", "pos-systems", "barcode-scanners"]) {
      // The products the page itself was answered (staff tests may add products meanwhile).
      const answer = page.waitForResponse((response) => {
        const url = new URL(response.url())
        return url.pathname === "/api/products" && url.searchParams.get("category") === category && response.request().method() === "GET"
      })
      await page.goto(`/category/${category}`)
      const products = await (await answer).json()
      const chip = page.locator("main").getByText(/^Starting at /)
      await chip.waitFor()
      const cheapest = Math.min(...products.filter((product) => product.category === category).map((product) => Number(product.price)))
      assert.equal(await chip.count(), 1, `${category}: one 'Starting at'`)
      assert.equal((await chip.textContent()).trim(), `Starting at ${usd.format(cheapest)}`, category)
    }
    await screenshot(page, "walkthrough-starting-at")
    await context.close()
  })

  for (const [width, term] of [
    [390, "zebra"],
    [1366, "honeywell"],
  ]) {
    test(`${width} px: search suggestions show whole names, not cut mid-word`, async ({ browser }) => {
      const { page, context } = await openPage(browser, { width, height: 844 })
      await page.goto("/")
      let scope = page.locator("header").first()
      if (width < 768) {
        await page.getByRole("button", { name: "Open search" }).click()
        scope = page.getByRole("dialog", { name: "Menu" })
      }
      await scope.getByRole("combobox", { name: "Search products" }).fill(term)
      const options = scope.getByRole("option")
      await options.first().waitFor()
      const shown = await options.evaluateAll((elements) =>
        elements.map((option) => {
          const name = option.querySelector("span") ?? option
          return {
            text: option.textContent.trim(),
            title: option.getAttribute("title"),
            cutDown: name.scrollHeight > name.clientHeight + 1,
            cutAcross: name.scrollWidth > name.clientWidth + 1,
            lines: Math.round(name.clientHeight / parseFloat(getComputedStyle(name).lineHeight)),
          }
        }),
      )
      assert.ok(shown.some((option) => option.text.split(" ").length >= 4), `a long name among ${shown.map((option) => option.text).join(", ")}`)
      for (const option of shown) {
        // A name longer than two lines (another test may have added one) shows its first two whole
        // lines, and the rest on hover; any other shows whole.
        if (option.cutDown) assert.equal(option.lines, 2, `'${option.text}' shows two whole lines`)
        assert.equal(option.cutAcross, false, `'${option.text}' is not cut at its side`)
        assert.doesNotMatch(option.text, /(\.\.\.|…)$/, `'${option.text}' ends with no ellipsis`)
        assert.equal(option.title, option.text, `'${option.text}' has the whole name on hover`)
      }
      await screenshot(page, `walkthrough-suggestions-${width}`)
      await context.close()
    })
  }

  test("a card's eye button is named for what it does: View <product>, and it opens the product", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 1366, height: 900 })
    await page.goto("/products")
    const card = page.locator("main article").first()
    const name = (await card.getByRole("heading", { level: 3 }).textContent()).trim()
    const view = card.getByRole("button", { name: /^View / })
    assert.equal(await view.count(), 1)
    assert.equal(await card.getByRole("button", { name: `View ${name}`, exact: true }).count(), 1, `named 'View ${name}'`)
    assert.equal(await view.getAttribute("title"), `View ${name}`)
    assert.equal(await page.getByRole("button", { name: "Quick view" }).count(), 0)
    await view.click()
    await page.getByRole("heading", { level: 1, name }).waitFor()
    assert.match(new URL(page.url()).pathname, /^\/products\/[^/]+$/)
    await context.close()
  })
})
