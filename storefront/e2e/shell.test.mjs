// The frame of every page: header, footer, navigation, mobile drawer, 404, and the API
// reached through the storefront's own origin.
import assert from "node:assert/strict"
import { test, openPage, screenshot } from "./browser.mjs"

test.describe("storefront shell", () => {
  test("home page shows the header and the footer", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/")
    const header = page.locator("header").first()
    await header.getByRole("link", { name: /printshop pro/i }).first().waitFor()

    for (const name of ["All Products", "Printers", "Photo Printers", "Scanners", "POS Systems", "Barcode Scanners", "Business Solutions"]) {
      assert.equal(await header.getByRole("link", { name, exact: true }).count() > 0, true, `nav link ${name}`)
    }
    assert.equal(await header.getByRole("link", { name: "Sign In" }).first().isVisible(), true)
    assert.equal(await header.getByRole("link", { name: "Sign Up" }).first().isVisible(), true)
    assert.equal(await header.getByRole("button", { name: "Search" }).isVisible(), true)

    const footer = page.locator("footer")
    const enterprise = footer.getByRole("link", { name: "Enterprise Solutions" })
    assert.equal(await enterprise.getAttribute("href"), "/business")
    for (const href of ["/contact", "/about", "/careers", "/partners", "/press", "/privacy", "/terms", "/returns"]) {
      assert.equal(await footer.locator(`a[href="${href}"]`).count() > 0, true, `footer link ${href}`)
    }
    for (const text of ["24/7 Expert Support", "Fast Delivery", "Secure Payments"]) {
      assert.equal(await footer.getByText(text).first().isVisible(), true, text)
    }
    assert.match(await page.title(), /PrintShop Pro/)
    await screenshot(page, "home-desktop")
    await context.close()
  })

  test("the catalogue screen a shopper lands on is asked for with the main bundle, once, and no other", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const asked = []
    page.on("request", (request) => asked.push(new URL(request.url()).pathname))
    await page.goto("/products")
    await page.getByRole("heading", { name: "All Products" }).waitFor()
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL(link.href).pathname))
    const listFile = preloads.find((file) => /^\/assets\/product-list-[\w-]+\.js$/.test(file))
    assert.ok(listFile, `the product list's code is preloaded (${preloads.join(", ")})`)
    // The router's import uses the preloaded file rather than asking again.
    assert.equal(asked.filter((file) => file === listFile).length, 1)
    assert.equal(preloads.some((file) => /product-detail|home-page/.test(file)), false)

    // Every catalogue route the router knows, and the cart, has its screen preloaded: a route whose
    // path changed would lose it without failing the build. The screen's files are asked for before
    // the main bundle has run (it is held back here until they have been), not a round trip after.
    // What a screen loads once its first screen is drawn (a product's tabs) is not on that path: the
    // page notes when the first heading of <main> appears, and the scripts asked for before it count.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector("main :is(h1, h2)")) {
          window.__firstScreenDrawnAt = performance.now()
          observer.disconnect()
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    const products = await (await page.request.get("/api/products?featured=true")).json()
    for (const [pathname, screen, ready, deferred] of [
      ["/", /home-page/, page.locator("main h1")],
      [`/products/${products[0].id}`, /product-detail/, page.locator("main h1"), /product-info-tabs/],
      ["/category/business-solutions", /business-solutions-page/, page.locator("main h1")],
      ["/cart", /cart-page/, page.getByRole("heading", { name: "Your cart is empty" })],
    ]) {
      const html = await (await page.request.get(pathname)).text()
      const entry = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) => match[1]).at(-1)
      assert.ok(entry, `${pathname} has a main bundle`)
      let upfront = null
      await page.route(`**${entry}`, async (route) => {
        // Held until the preload script has run and each file it named has been asked for (a fixed
        // wait was too short on a busy machine), so what was asked before the main bundle ran is known.
        const deadline = Date.now() + 15_000
        for (;;) {
          const named = await page
            .locator('link[rel="modulepreload"]')
            .evaluateAll((links) => links.map((link) => new URL(link.href).pathname))
            .catch(() => [])
          // Vite's own preloads of the main bundle's imports are in the HTML from the start; the
          // screen's appear once the preload script has run.
          if (named.some((file) => screen.test(file)) && named.every((file) => asked.includes(file))) break
          if (Date.now() > deadline) break
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        upfront = asked.filter((file) => file.startsWith("/assets/") && file !== entry)
        await route.continue()
      })
      asked.length = 0
      await page.goto(pathname)
      await ready.waitFor()
      if (deferred) await page.getByRole("tab", { name: "Specifications" }).waitFor()
      await page.unroute(`**${entry}`)
      assert.ok(upfront?.some((file) => screen.test(file) && file.endsWith(".js")), `${pathname} preloads its screen (${upfront})`)
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ file: new URL(entry.name).pathname, beforeDrawn: entry.startTime < window.__firstScreenDrawnAt })),
      )
      const late = scripts.filter(({ file, beforeDrawn }) => beforeDrawn && file.startsWith("/assets/") && file !== entry && !upfront.includes(file))
      assert.deepEqual(late, [], `${pathname}: the scripts of its first screen were all asked for with the main bundle`)
      if (deferred) {
        const tabs = scripts.filter(({ file }) => deferred.test(file))
        assert.ok(tabs.length === 1 && !tabs[0].beforeDrawn, `${pathname}: ${deferred} is asked for once the first screen is drawn`)
      }
    }

    const cartPreloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.href))
    assert.equal(cartPreloads.some((href) => /product-list|product-detail|home-page/.test(href)), false)
    await context.close()
  })

  test("a navigation click opens the category and highlights its link", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/")
    const nav = page.locator("header nav").first()
    await nav.getByRole("link", { name: "Scanners", exact: true }).click()
    await page.waitForURL("**/category/scanners")
    await nav.locator('a[aria-current="page"]', { hasText: /^Scanners$/ }).waitFor()
    const other = nav.getByRole("link", { name: "Printers", exact: true })
    assert.notEqual(await other.getAttribute("aria-current"), "page")
    await context.close()
  })

  test("an unknown path shows the 404 screen inside the frame", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const response = await page.goto("/no-such-page/at-all")
    // The status says so too (for crawlers and link checkers); the page is still the shop's.
    assert.equal(response?.status(), 404)
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
    assert.equal(await page.locator("footer").isVisible(), true)
    await screenshot(page, "not-found")
    await context.close()
  })

  test("the search box sends the shopper to the product list", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/")
    await page.getByLabel("Search products").fill("laser printer")
    await page.getByRole("button", { name: "Search" }).click()
    await page.waitForURL("**/products?search=laser%20printer")
    await context.close()
  })

  test("on a phone the navigation sits in a drawer", async ({ browser }) => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 })
    await page.goto("/")
    assert.equal(await page.getByLabel("Search products").isVisible(), false)
    await page.getByRole("button", { name: "Open menu" }).click()
    const drawer = page.getByRole("dialog")
    await drawer.waitFor()
    await drawer.getByRole("link", { name: "All Products", exact: true }).waitFor()
    await screenshot(page, "drawer-mobile")
    await drawer.getByRole("link", { name: "Barcode Scanners", exact: true }).click()
    await page.waitForURL("**/category/barcode-scanners")
    await drawer.waitFor({ state: "hidden" })
    await context.close()
  })

  test("the shop API answers on the storefront's origin", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/")
    const health = await page.evaluate(async () => {
      const response = await fetch("/api/health", { credentials: "include" })
      return { status: response.status, body: await response.json() }
    })
    assert.equal(health.status, 200)
    assert.deepEqual(health.body, { status: "ok", shop: "PrintShop Pro", database: "up" })
    const headers = await page.evaluate(async () => {
      const response = await fetch("/")
      return response.headers.get("content-security-policy")
    })
    assert.match(headers ?? "", /default-src 'self'/)
    await context.close()
  })
})
