// What search engines read: every page's HTML carries its own title, description, canonical address
// and Open Graph tags, and a product page its schema.org Product, before any JavaScript runs;
// robots.txt and sitemap.xml come from the catalogue. Read here as a crawler would, with plain HTTP.
import assert from "node:assert/strict"
import { test, BASE_URL, seededProducts } from "./browser.mjs"

const html = async (pathname, status = 200) => {
  const response = await fetch(`${BASE_URL}${pathname}`)
  assert.equal(response.status, status, pathname)
  return response.text()
}

const decode = (text) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")
const titleOf = (page) => decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? "")
const metaOf = (page, attribute, key) => {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(page)
  return match ? decode(match[1]) : undefined
}
const jsonLdOf = (page) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)
  return match ? JSON.parse(match[1]) : undefined
}

test.describe("search engines", () => {
  test("a product page's HTML has its title, description, canonical address, Open Graph tags and Product JSON-LD", async () => {
    const products = await seededProducts("?sort=rating")
    const product = products.find((candidate) => candidate.reviewCount > 0)
    const page = await html(`/products/${product.id}`)

    assert.equal(page.match(/<title>/g).length, 1)
    assert.equal(titleOf(page), `${product.name} - PrintShop Pro`)
    assert.ok(metaOf(page, "name", "description").length > 20)
    assert.ok(metaOf(page, "name", "description").length <= 160)
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(page)[1]
    assert.match(canonical, new RegExp(`^https?://[^/]+/products/${product.id}$`))
    assert.equal(metaOf(page, "property", "og:type"), "product")
    assert.equal(metaOf(page, "property", "og:title"), product.name)
    assert.equal(metaOf(page, "property", "og:url"), canonical)
    // The share picture is a raster card (networks and messengers show no SVG), served by this origin.
    const shareImage = new URL(metaOf(page, "property", "og:image"))
    assert.equal(shareImage.pathname, `/api/seo/share-image/${product.id}`)
    assert.equal(metaOf(page, "property", "og:image:type"), "image/jpeg")
    const card = await fetch(`${BASE_URL}${shareImage.pathname}${shareImage.search}`)
    assert.equal(card.status, 200)
    assert.equal(card.headers.get("content-type"), "image/jpeg")
    const { default: sharp } = await import("sharp")
    const { width, height, format } = await sharp(Buffer.from(await card.arrayBuffer())).metadata()
    assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: "jpeg" })

    const data = jsonLdOf(page)
    assert.equal(data["@context"], "https://schema.org")
    assert.equal(data["@type"], "Product")
    assert.equal(data.name, product.name)
    assert.ok(data.image.length >= 1 && data.image.every((url) => /^https?:\/\//.test(url)))
    assert.deepEqual(data.brand, { "@type": "Brand", name: product.brand })
    assert.equal(data.offers.price, product.price)
    assert.equal(data.offers.priceCurrency, "USD")
    assert.equal(data.offers.availability, product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock")
    assert.equal(data.aggregateRating.ratingValue, product.rating)
    assert.equal(data.aggregateRating.reviewCount, product.reviewCount)
  })

  test("every fixed page has its own title and description; private and unknown pages are not indexed", async () => {
    for (const [pathname, title] of [
      ["/", "PrintShop Pro"],
      ["/products", "All Products - PrintShop Pro"],
      ["/category/pos-systems", "POS Systems - PrintShop Pro"],
      ["/cart", "Shopping Cart - PrintShop Pro"],
      ["/contact", "Contact Us - PrintShop Pro"],
    ]) {
      const page = await html(pathname)
      assert.equal(titleOf(page), title, pathname)
      assert.ok(metaOf(page, "name", "description"), pathname)
      assert.match(page, /<link rel="canonical" href="https?:\/\/[^"]+">/, pathname)
      assert.doesNotMatch(page, /noindex/, pathname)
    }
    for (const [pathname, status] of [["/account", 200], ["/checkout", 200], ["/no-such-page", 404], ["/products/prod_does_not_exist", 404]]) {
      assert.match(await html(pathname, status), /<meta name="robots" content="noindex">/, pathname)
    }
  })

  test("a path no screen answers and an unknown product answer 404 while drawing the shop's not-found screen", async ({ page }) => {
    for (const pathname of ["/no-such-page", "/products/prod_does_not_exist", "/category/toasters"]) {
      const response = await fetch(`${BASE_URL}${pathname}`)
      assert.equal(response.status, 404, pathname)
      assert.match(response.headers.get("content-type") ?? "", /text\/html/, pathname)
      assert.match(await response.text(), /<meta name="robots" content="noindex">/, pathname)
    }
    const [product] = await (await fetch(`${BASE_URL}/api/products?featured=true`)).json()
    assert.equal((await fetch(`${BASE_URL}/products/${product.id}`)).status, 200)
    assert.equal((await fetch(`${BASE_URL}/favicon.svg`)).status, 200)
    const answer = await page.goto(`${BASE_URL}/no-such-page`)
    assert.equal(answer?.status(), 404)
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
  })

  test("robots.txt points at the sitemap, which lists every product and category page of the catalogue", async () => {
    // The products first: one another test adds meanwhile is in the sitemap read after, or not at all.
    const products = await (await fetch(`${BASE_URL}/api/products`)).json()
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text()
    assert.match(robots, /^User-agent: \*$/m)
    assert.match(robots, /^Disallow: \/admin$/m)
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)[1]
    assert.match(sitemapUrl, /^https?:\/\/.+\/sitemap\.xml$/)

    const response = await fetch(`${BASE_URL}/sitemap.xml`)
    assert.match(response.headers.get("content-type"), /xml/)
    const sitemap = await response.text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    for (const product of products) assert.ok(locs.includes(`/products/${product.id}`), product.name)
    for (const handle of ["printers", "photo-printers", "scanners", "pos-systems", "barcode-scanners", "business-solutions"]) {
      assert.ok(locs.includes(`/category/${handle}`), handle)
    }
    assert.ok(!locs.includes("/account") && !locs.includes("/checkout"))
  })
})
