// What crawlers read (backend/src/api/api/seo): a page's head from the catalogue index, the
// sitemap that follows the catalogue as staff change it, and robots.txt.
import http from "node:http"
import net from "node:net"
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { answering, answerOf, bearer, fixtureProduct, fromFreshClientAddress, seedShop } from "../fixtures"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.seo@example.com", password: "staff-password-123" }
const review = (rating: 1 | 2 | 3 | 4 | 5, customerName: string) => ({ customerName, rating, comment: "Works as described and arrived quickly.", daysAgo: 3 })
const FIXTURE = [
  fixtureProduct({ handle: "office-laser", name: "Office Laser 200", price: 199, brand: "HP", reviews: [review(5, "Dana W."), review(4, "Sam K.")] }),
  fixtureProduct({ handle: "pocket-scanner", name: "Pocket Scanner <Pro>", price: 89, brand: "Zebra", category: "barcode-scanners", stock: 0 }),
]

/** A 1x1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64")

const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1])

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const idOf: Record<string, string> = {}

    beforeAll(async () => {
      Object.assign(idOf, (await seedShop(getContainer(), FIXTURE, { staff: STAFF })).idOf)
    })
    beforeEach(() => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
    })

    const { get, post } = answering(api)
    const head = async (path: string) => (await get(`/api/seo/head?path=${encodeURIComponent(path)}`)).data as string

    describe("GET /api/seo/head", () => {
      it("answers a product page's head: title, description, canonical, Open Graph and Product JSON-LD from the catalogue", async () => {
        const answer = await get(`/api/seo/head?path=${encodeURIComponent(`/products/${idOf["office-laser"]}`)}`)
        expect(answer.status).toEqual(200)
        expect(answer.headers["content-type"]).toMatch(/^text\/html/)
        const html = answer.data as string
        expect(html).toContain("<title>Office Laser 200 - PrintShop Pro</title>")
        expect(html).toContain('<meta name="description" content="A dependable office printer.">')
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/products/${idOf["office-laser"]}">`))
        expect(html).toContain('<meta property="og:type" content="product">')
        expect(jsonLdOf(html)).toMatchObject({
          "@type": "Product",
          name: "Office Laser 200",
          brand: { "@type": "Brand", name: "HP" },
          image: [expect.stringMatching(/^https?:\/\/.+\/static\/\d+-[0-9a-f]{8}-office-laser-1\.svg$/), expect.stringMatching(/office-laser-2\.svg$/)],
          offers: { "@type": "Offer", price: "199.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
          aggregateRating: { "@type": "AggregateRating", ratingValue: "4.5", reviewCount: 2 },
        })
      })

      it("escapes the product's text and says out of stock; no rating without reviews", async () => {
        const html = await head(`/products/${idOf["pocket-scanner"]}?utm_source=mail`)
        expect(html).toContain("<title>Pocket Scanner &lt;Pro&gt; - PrintShop Pro</title>")
        const data = jsonLdOf(html)
        expect(data.name).toEqual("Pocket Scanner <Pro>")
        expect(data.offers.availability).toEqual("https://schema.org/OutOfStock")
        expect(data.aggregateRating).toBeUndefined()
      })

      it("answers fixed pages by their title, and unknown pages and products as not found, never indexed", async () => {
        expect(await head("/category/barcode-scanners")).toContain("<title>Barcode Scanners - PrintShop Pro</title>")
        expect(await head("/products?search=laser&category=printers")).toContain("<title>All Products - PrintShop Pro</title>")
        for (const path of ["/no-such-page", "/products/prod_missing", "/account"]) {
          expect(await head(path)).toContain('<meta name="robots" content="noindex">')
        }
      })

      it("says 404 for a path no screen answers and an unknown product (X-Page-Status, for the edge), with the not-found head", async () => {
        const status = async (path: string) => {
          const answer = await get(`/api/seo/head?path=${encodeURIComponent(path)}`)
          expect(answer.status).toEqual(200)
          return Number(answer.headers["x-page-status"])
        }
        for (const path of ["/", "/products", `/products/${idOf["office-laser"]}`, "/category/printers", "/account", "/checkout/confirmation/1042", "/products?search=x"]) {
          expect([path, await status(path)]).toEqual([path, 200])
        }
        for (const path of ["/no-such-page", "/products/prod_missing", "/category/toasters", "/checkout/confirmation", "/account/orders", "/products/a/b"]) {
          expect([path, await status(path)]).toEqual([path, 404])
        }
        const missing = await get(`/api/seo/head?path=${encodeURIComponent("/no-such-page")}`)
        expect(missing.data).toContain("<title>Page Not Found - PrintShop Pro</title>")
        expect((await get(`/api/seo/head?path=${encodeURIComponent("/products/prod_missing")}`)).data).toContain("<title>Product Not Found - PrintShop Pro</title>")
        expect(await head("/checkout/confirmation/1042")).toContain("<title>Order Confirmed - PrintShop Pro</title>")
      })

      it("preloads what the first screen is drawn from: a product's data and picture, the list's first page and first picture, a category's products", async () => {
        const id = idOf["office-laser"]
        const product = await head(`/products/${id}`)
        expect(product).toContain(`<link rel="preload" as="fetch" href="/api/products/${id}" crossorigin="use-credentials">`)
        expect(product).toMatch(/<link rel="preload" as="image" href="\/static\/\d+-[0-9a-f]{8}-office-laser-1\.svg" fetchpriority="high">/)

        const list = await head("/products")
        expect(list).toContain('<link rel="preload" as="fetch" href="/api/products?sort=featured&amp;limit=24&amp;offset=0" crossorigin="use-credentials">')
        // The first card of that page: the same product the list answers first.
        const first = (await get("/api/products?sort=featured&limit=24&offset=0")).data.products[0]
        expect(list).toContain(`<link rel="preload" as="image" href="${first.image}" fetchpriority="high">`)

        // A category's landing page: its products, as the page asks for them; its largest paint is
        // its heading, so no picture.
        const category = await head("/category/printers")
        expect(category).toContain('<link rel="preload" as="fetch" href="/api/products?category=printers" crossorigin="use-credentials">')
        expect(category).not.toContain('as="image"')
        expect(await head("/category/business-solutions")).toContain('href="/api/products?business=true"')

        // A filtered list, an unknown product or category and a page without catalogue data preload nothing.
        for (const path of ["/products?search=laser", "/products/prod_missing", "/category/nonsense", "/cart"]) {
          expect(await head(path)).not.toContain('rel="preload"')
        }
      })

      it("gives link previews a 1200x630 JPEG card made from the product's picture, whose address changes with the picture", async () => {
        const page = await head(`/products/${idOf["office-laser"]}`)
        const card = /<meta property="og:image" content="https?:\/\/[^/"]+(\/api\/seo\/share-image\/[^"]+)">/.exec(page)![1].replace(/&amp;/g, "&")
        const answer = await api.get(card, { responseType: "arraybuffer" })
        expect(answer.status).toEqual(200)
        expect(answer.headers["content-type"]).toEqual("image/jpeg")
        expect(answer.headers["cache-control"]).toEqual("public, max-age=86400")
        const { default: sharp } = await import("sharp")
        expect(await sharp(Buffer.from(answer.data)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 })
        // An old version's address is answered with the current card, not kept.
        expect((await get(`/api/seo/share-image/${idOf["office-laser"]}?v=old`)).headers["cache-control"]).toEqual("no-cache")
        expect((await get("/api/seo/share-image/prod_missing")).status).toEqual(404)
        expect((await get(`/api/seo/share-image/${idOf["office-laser"]}?other=1`)).status).toEqual(400)
      })

      it("reads share cards from the shop's own storage only: an address staff typed is never fetched, so no port can hold the request", async () => {
        const asked: string[] = []
        const recorder = http.createServer((req, res) => {
          asked.push(req.url ?? "")
          res.writeHead(200, { "Content-Type": "image/png" }).end(PNG)
        })
        // A port that takes connections and never answers.
        const silent = net.createServer(() => {})
        await Promise.all([new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve)), new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))])
        try {
          const staff = (await post("/api/admin/login", STAFF)).data.token as string
          for (const port of [(recorder.address() as net.AddressInfo).port, (silent.address() as net.AddressInfo).port]) {
            const picture = `http://127.0.0.1:${port}/inside.png`
            const created = await post("/api/admin/products", { name: `Inside ${port}`, category: "printers", price: "10.00", image: picture, images: [picture] }, bearer(staff))
            expect(created.status).toEqual(201)
            invalidateCatalogueIndex(getContainer())
            const started = Date.now()
            expect((await get(`/api/seo/share-image/${created.data.id}`)).status).toEqual(404)
            expect(Date.now() - started).toBeLessThan(2_000)
            // The page's preview names the picture as it is, for the preview to fetch, not a card of it.
            const page = await head(`/products/${created.data.id}`)
            expect(page).toContain(`<meta property="og:image" content="${picture}">`)
            expect(page).not.toContain("og:image:width")
          }
          expect(asked).toEqual([])
        } finally {
          recorder.close()
          silent.close()
        }
      })

      it("remembers a picture that makes no card, and limits the cards made per address", async () => {
        const saved = process.env.RATE_LIMIT_SHARE_IMAGES_PER_IP
        process.env.RATE_LIMIT_SHARE_IMAGES_PER_IP = "3"
        try {
          const staff = (await post("/api/admin/login", STAFF)).data.token as string
          const ids: string[] = []
          for (let n = 0; n < 4; n++) {
            const picture = `/static/never-stored-${Date.now()}-${n}.png`
            ids.push((await post("/api/admin/products", { name: `Missing Picture ${n}`, category: "printers", price: "10.00", image: picture, images: [picture] }, bearer(staff))).data.id)
          }
          invalidateCatalogueIndex(getContainer())
          const from = { headers: { "X-Forwarded-For": "10.99.0.7" } }
          const answers = []
          for (const id of ids) answers.push((await get(`/api/seo/share-image/${id}`, from)).status)
          expect(answers).toEqual([404, 404, 404, 429])
          // Known to fail: answered again without making anything, so not counted.
          expect((await get(`/api/seo/share-image/${ids[0]}`, from)).status).toEqual(404)
          // A card already made costs nothing either.
          expect((await get(`/api/seo/share-image/${idOf["office-laser"]}`, { headers: { "X-Forwarded-For": "10.99.0.8" } })).status).toEqual(200)
        } finally {
          if (saved === undefined) delete process.env.RATE_LIMIT_SHARE_IMAGES_PER_IP
          else process.env.RATE_LIMIT_SHARE_IMAGES_PER_IP = saved
        }
      })

      it("refuses a request without a path", async () => {
        const answer = await get("/api/seo/head")
        expect(answer.status).toEqual(400)
        expect(answer.data.errors[0].path).toEqual("path")
      })
    })

    describe("GET /api/seo/sitemap.xml and robots.txt", () => {
      const locs = async () => {
        const answer = await get("/api/seo/sitemap.xml")
        expect(answer.status).toEqual(200)
        expect(answer.headers["content-type"]).toMatch(/^application\/xml/)
        return [...(answer.data as string).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
      }

      it("lists every category and product page, and follows the catalogue as staff add and delete products", async () => {
        const before = await locs()
        expect(before).toEqual(expect.arrayContaining(["/", "/products", "/category/printers", "/category/pos-systems", `/products/${idOf["office-laser"]}`, `/products/${idOf["pocket-scanner"]}`]))
        expect(before).not.toContain("/checkout")

        const staff = bearer((await answerOf(api.post("/api/admin/login", STAFF))).data.token)
        const created = await answerOf(
          api.post(
            "/api/admin/products",
            {
              name: "Desk Jet 3000",
              brand: "Brother",
              description: "A small inkjet for the home office.",
              category: "printers",
              price: "149.99",
              stockQuantity: 3,
              image: "",
              images: [],
              specifications: "",
              features: [],
              inStock: true,
              isFeatured: false,
              isBusinessProduct: false,
            },
            staff
          )
        )
        expect(created.status).toEqual(201)
        expect(await locs()).toContain(`/products/${created.data.id}`)

        expect((await answerOf(api.delete(`/api/admin/products/${created.data.id}`, staff))).status).toEqual(200)
        expect(await locs()).not.toContain(`/products/${created.data.id}`)
      })

      it("keeps crawlers out of the staff area, the account and the checkout, and points them at the sitemap", async () => {
        const answer = await get("/api/seo/robots.txt")
        expect(answer.status).toEqual(200)
        expect(answer.headers["content-type"]).toMatch(/^text\/plain/)
        expect(answer.data).toMatch(/^User-agent: \*\nDisallow: \/admin\nDisallow: \/account\nDisallow: \/checkout\n\nSitemap: https?:\/\/\S+\/sitemap\.xml\n$/)
      })
    })
  },
})
