import type { ProductJson, ShopPricing } from "@printshop/contract"
import { headFor, pagePath, publicOrigin, renderHead, robotsTxt, shortDescription, sitemapXml } from "./page-head"

const ORIGIN = "https://shop.example.com"

const product = (overrides: Partial<ProductJson> = {}): ProductJson => ({
  id: "prod_1",
  name: "LaserJet Pro M404n",
  sku: "HP-M404N",
  description: "Fast monochrome laser printer for small offices.",
  category: "printers",
  brand: "HP",
  price: "299.99",
  originalPrice: "349.99",
  quantityPrices: [],
  image: "/static/1-laserjet-1.svg",
  images: ["/static/1-laserjet-1.svg", "/static/1-laserjet-2.svg"],
  specifications: {},
  features: [],
  stockQuantity: 12,
  inStock: true,
  rating: "4.5",
  reviewCount: 18,
  isBusinessProduct: false,
  isFeatured: true,
  tags: [],
  ...overrides,
})

/** The JSON-LD of a rendered head, parsed. */
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1])

describe("page head", () => {
  it("reads the page's path from what the edge sends", () => {
    expect(pagePath("/products?category=printers")).toBe("/products")
    expect(pagePath("/products/prod%5F1")).toBe("/products/prod_1")
    expect(pagePath("/contact/")).toBe("/contact")
    expect(pagePath("/%E0%A4%A")).toBe("/%E0%A4%A")
    expect(pagePath("")).toBe("/")
  })

  it("takes the public origin from STOREFRONT_URL, as the backend's configuration does", () => {
    expect(publicOrigin({ STOREFRONT_URL: "https://shop.example.com/" })).toBe("https://shop.example.com")
    expect(publicOrigin({ STOREFRONT_PORT: "8100" })).toBe("http://localhost:8100")
  })

  it("gives a product page its title, description, canonical address, Open Graph tags and picture", () => {
    const html = renderHead("/products/prod_1", product(), ORIGIN)
    expect(html).toContain("<title>LaserJet Pro M404n - PrintShop Pro</title>")
    expect(html).toContain('<meta name="description" content="Fast monochrome laser printer for small offices.">')
    expect(html).toContain('<link rel="canonical" href="https://shop.example.com/products/prod_1">')
    expect(html).toContain('<meta property="og:type" content="product">')
    expect(html).toContain('<meta property="og:title" content="LaserJet Pro M404n">')
    // Link previews get the raster share card made from the picture (no network shows an SVG).
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/shop\.example\.com\/api\/seo\/share-image\/prod_1\?v=[\w-]{10}">/)
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">')
    expect(html).toContain('<meta property="og:image:width" content="1200">')
    expect(html).toContain('<meta property="og:image:height" content="630">')
    expect(html).toContain('<meta property="og:image:alt" content="LaserJet Pro M404n">')
    expect(html).toContain('<link rel="preload" as="image" href="/static/1-laserjet-1.svg" fetchpriority="high">')
    expect(html).not.toContain("noindex")
  })

  it("has the browser fetch the first screen's data and picture with the scripts, with the storefront's credentials mode", () => {
    const html = renderHead("/products", undefined, ORIGIN, { data: ["/api/products?sort=featured&limit=24&offset=0"], image: "/static/2-first.svg" })
    expect(html).toContain('<link rel="preload" as="image" href="/static/2-first.svg" fetchpriority="high">')
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/products?sort=featured&amp;limit=24&amp;offset=0" crossorigin="use-credentials">')
    // Nothing is preloaded from another origin.
    const foreign = renderHead("/products", undefined, ORIGIN, { data: ["//evil.example/x"], image: "https://cdn.example.com/a.png" })
    expect(foreign).not.toContain("preload")
  })

  it("describes the product in schema.org terms: name, images, brand, offer and aggregate rating", () => {
    expect(jsonLdOf(renderHead("/products/prod_1", product(), ORIGIN))).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": "https://shop.example.com/products/prod_1#product",
      name: "LaserJet Pro M404n",
      description: "Fast monochrome laser printer for small offices.",
      sku: "HP-M404N",
      url: "https://shop.example.com/products/prod_1",
      image: ["https://shop.example.com/static/1-laserjet-1.svg", "https://shop.example.com/static/1-laserjet-2.svg"],
      brand: { "@type": "Brand", name: "HP" },
      category: "Printers",
      offers: {
        "@type": "Offer",
        url: "https://shop.example.com/products/prod_1",
        price: "299.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: { "@type": "Organization", name: "PrintShop Pro" },
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.5", reviewCount: 18, bestRating: "5", worstRating: "1" },
    })
  })

  it("says out of stock, and gives no rating to a product nobody reviewed", () => {
    const data = jsonLdOf(renderHead("/products/prod_1", product({ inStock: false, reviewCount: 0, rating: "0.0" }), ORIGIN))
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock")
    expect(data.aggregateRating).toBeUndefined()
  })

  it("escapes what staff typed, in attributes and inside the JSON-LD script", () => {
    const html = renderHead("/products/prod_1", product({ name: 'Evil "</script><script>alert(1)</script>', description: "<b>bold</b> & more" }), ORIGIN)
    expect(html).toContain("<title>Evil &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; - PrintShop Pro</title>")
    expect(html).toContain('content="&lt;b&gt;bold&lt;/b&gt; &amp; more"')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(jsonLdOf(html).name).toBe('Evil "</script><script>alert(1)</script>')
  })

  it("cuts a long description at a word, within 160 characters", () => {
    const text = shortDescription("word ".repeat(60))
    expect(text.length).toBeLessThanOrEqual(160)
    expect(text).toMatch(/word…$/)
  })

  it("names the fixed pages and categories as their screens do, and keeps private pages out of search", () => {
    expect(headFor("/", undefined, ORIGIN).title).toBe("")
    expect(renderHead("/", undefined, ORIGIN)).toContain("<title>PrintShop Pro</title>")
    expect(renderHead("/category/pos-systems", undefined, ORIGIN)).toContain("<title>POS Systems - PrintShop Pro</title>")
    expect(renderHead("/cart", undefined, ORIGIN)).toContain('<link rel="canonical" href="https://shop.example.com/cart">')
    const account = renderHead("/account", undefined, ORIGIN)
    expect(account).toContain('<meta name="robots" content="noindex">')
    expect(account).not.toContain("canonical")
  })

  it("carries Medusa's tax and shipping settings to the page, and words the list's free-shipping promise from them", () => {
    const store = [
      { attribute: "enabled_in_store", operator: "eq" as const, value: "true" },
      { attribute: "is_return", operator: "eq" as const, value: "false" },
    ]
    const pricing: ShopPricing = {
      currencyCode: "usd",
      taxRate: 8,
      shippingOptions: [
        { id: "so_std", name: "Standard Shipping", description: "</script><b>", rules: [...store, { attribute: "item_subtotal", operator: "lt", value: "150" }], prices: [{ amount: 9.99, rules: [] }] },
        { id: "so_free", name: "Free Shipping", description: null, rules: [...store, { attribute: "item_subtotal", operator: "gte", value: "150" }], prices: [{ amount: 0, rules: [] }] },
      ],
      payments: { methods: ["cash_on_delivery", "card_on_delivery", "pay_with_card"], cardProcessor: null },
    }
    const head = renderHead("/products", undefined, ORIGIN, { data: [] }, pricing)
    expect(head).toContain("Shop every printer, scanner, POS system and barcode scanner we sell. Free shipping on orders of $150 or more.")
    const json = /<script type="application\/json" id="shop-pricing">(.*?)<\/script>/.exec(head)?.[1]
    // What staff typed cannot close the element early.
    expect(json).not.toContain("</script")
    expect(JSON.parse(json!)).toEqual(pricing)
    // Never free: the list promises nothing; without the settings, neither.
    const never = { ...pricing, shippingOptions: [{ ...pricing.shippingOptions[0], rules: store }] }
    expect(headFor("/products", undefined, ORIGIN, never).description).toBe("Shop every printer, scanner, POS system and barcode scanner we sell.")
    expect(renderHead("/products", undefined, ORIGIN)).not.toContain("{freeShipping}")
    expect(renderHead("/products", undefined, ORIGIN)).not.toContain("shop-pricing")
  })

  it("gives unknown pages and unknown products the not-found head, never indexed", () => {
    expect(renderHead("/no-such-page", undefined, ORIGIN)).toContain("<title>Page Not Found - PrintShop Pro</title>")
    const missing = renderHead("/products/prod_gone", undefined, ORIGIN)
    expect(missing).toContain("<title>Product Not Found - PrintShop Pro</title>")
    expect(missing).toContain('<meta name="robots" content="noindex">')
    expect(missing).not.toContain("ld+json")
  })

  it("lists the fixed pages, every category and every product in the sitemap, with absolute addresses", () => {
    const xml = sitemapXml(ORIGIN, ["prod_1", "prod_2"])
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual(expect.arrayContaining([
      "https://shop.example.com/",
      "https://shop.example.com/products",
      "https://shop.example.com/category/printers",
      "https://shop.example.com/category/business-solutions",
      "https://shop.example.com/contact",
      "https://shop.example.com/products/prod_1",
      "https://shop.example.com/products/prod_2",
    ]))
    for (const hidden of ["/account", "/checkout", "/admin", "/login", "/cart"]) {
      expect(locs).not.toContain(`https://shop.example.com${hidden}`)
    }
    expect(new Set(locs).size).toBe(locs.length)
  })

  it("points robots.txt at the sitemap and keeps crawlers out of the staff area, the account and the checkout", () => {
    expect(robotsTxt(ORIGIN)).toBe(
      "User-agent: *\nDisallow: /admin\nDisallow: /account\nDisallow: /checkout\n\nSitemap: https://shop.example.com/sitemap.xml\n"
    )
  })
})
