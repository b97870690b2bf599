// Bad input everywhere: every route of the shop's /api (public, customer, staff) gets malformed
// JSON, wrong types, missing and extra fields, huge bodies, control characters, unicode, SQL and
// HTML injection, prototype-pollution keys, duplicated and array query parameters. Every answer is
// a 4xx with { message, errors }, never a 5xx, and nothing in the shop changes.
import { shopIntegrationTestRunner } from "../runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { seedCatalogue } from "../../src/scripts/seed/catalogue"
import { seedFoundation } from "../../src/scripts/seed/foundation"
import { seedStaffUser } from "../../src/scripts/seed/staff-user"
import { answerOf, bearer, fixtureImages, fixtureProduct, fromFreshClientAddress, newCustomer } from "../fixtures"

jest.setTimeout(600 * 1000)

const STAFF = { email: "staff.badinput@example.com", password: "staff-password-123" }
const FIXTURE = [fixtureProduct({ handle: "desk-printer", name: "Desk Printer 50", price: 50, stock: 10 })]
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }

/** Strings that must never reach the database as anything but text, or break a route. */
const HOSTILE = [
  "' OR 1=1; --",
  "'); DROP TABLE product; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "\u202Eevil\u202C 🖨️ 漢字 Ω",
  "\u0000",
  "a\u0007b",
  "%00%27",
  "${7*7}{{7*7}}",
]

type Auth = "none" | "customer" | "staff"
type Route = {
  method: "get" | "post" | "put" | "patch" | "delete"
  path: string
  auth: Auth
  body?: Record<string, unknown>
  query?: Record<string, string>
  /** Every field optional (a change of some fields): a missing field is not a mistake there. */
  partial?: boolean
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string
    let customer: string
    let staff: string
    let orderNumber: string

    beforeAll(async () => {
      const container = getContainer()
      const foundation = await seedFoundation(container)
      await seedCatalogue(container, foundation, FIXTURE, { imagesDir: fixtureImages(FIXTURE) })
      await seedStaffUser(container, STAFF)
      productId = (await container.resolve(Modules.PRODUCT).listProducts({ handle: "desk-printer" }))[0].id
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      const signedUp = newCustomer()
      customer = (await answerOf(api.post("/api/register", signedUp))).data.token
      staff = (await answerOf(api.post("/api/admin/login", STAFF))).data.token
      const order = await answerOf(
        api.post(
          "/api/orders",
          {
            sessionId: `bad-input-${Date.now()}`,
            customerEmail: signedUp.email,
            customerName: "Ada Lovelace",
            shippingAddress: address,
            totalAmount: "63.99",
            items: [{ productId, quantity: 1 }],
          },
          bearer(customer)
        )
      )
      orderNumber = order.data.id
    })


    const tokenFor = (auth: Auth) => (auth === "customer" ? customer : auth === "staff" ? staff : undefined)

    /** Sends a raw request (any body text, any query string) and answers status and JSON. */
    function send(route: Route, { body, rawBody, query, contentType = "application/json" }: { body?: unknown; rawBody?: string; query?: string } & { contentType?: string }) {
      const token = tokenFor(route.auth)
      const headers: Record<string, string> = { "Content-Type": contentType }
      if (token) headers.Authorization = `Bearer ${token}`
      const url = `${route.path}${query ? `?${query}` : ""}`
      const data = rawBody !== undefined ? rawBody : body
      return answerOf(
        api.request({ method: route.method, url, data, headers, transformRequest: rawBody !== undefined ? [(value: unknown) => value] : undefined })
      )
    }

    /** What must not change: every record of the shop a route could write. */
    async function snapshot() {
      const container = getContainer()
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const [products, customers, orders, reviews, inquiries, details] = await Promise.all([
        container.resolve(Modules.PRODUCT).listProducts({}, { select: ["id", "title", "description", "updated_at"], take: null }),
        container.resolve(Modules.CUSTOMER).listCustomers({}, { select: ["id", "email", "first_name", "updated_at"], take: null }),
        query.graph({ entity: "order", fields: ["id", "status", "metadata", "updated_at"] }),
        container.resolve<{ listReviews: (f: object) => Promise<unknown[]> }>("reviews").listReviews({}),
        container.resolve<{ listInquiries: (f: object) => Promise<unknown[]> }>("inquiries").listInquiries({}),
        container.resolve<{ listProductDetails: (f: object) => Promise<unknown[]> }>("productDetails").listProductDetails({}),
      ])
      return JSON.stringify({ products, customers, orders: orders.data, reviews, inquiries, details })
    }

    const routes = (): Route[] => [
      // Public
      { method: "get", path: "/api/products", auth: "none", query: { category: "printers", limit: "24", offset: "0", sort: "name" } },
      { method: "get", path: `/api/products/${productId}`, auth: "none" },
      { method: "get", path: `/api/products/${productId}/reviews`, auth: "none" },
      { method: "get", path: "/api/auth/user", auth: "customer" },
      { method: "get", path: "/api/user/orders", auth: "customer" },
      { method: "get", path: "/api/admin/session", auth: "staff" },
      { method: "get", path: "/api/admin/stats", auth: "staff" },
      { method: "get", path: `/api/admin/products/${productId}`, auth: "staff" },
      { method: "get", path: `/api/admin/orders/${orderNumber}`, auth: "staff" },
      { method: "get", path: "/api/search-suggestions", auth: "none", query: { q: "desk" } },
      { method: "post", path: "/api/register", auth: "none", body: { ...newCustomer(), email: "never.stored@example.com" } },
      { method: "post", path: "/api/login", auth: "none", body: { email: "never.stored@example.com", password: "whatever-1" } },
      { method: "post", path: "/api/orders/track", auth: "none", body: { orderNumber: "1", email: "x@example.com" } },
      {
        method: "post",
        path: "/api/inquiries",
        auth: "none",
        body: { kind: "contact", name: "Sam", email: "sam@example.com", subject: "Hi", message: "Hello there" },
      },
      // Customer
      { method: "put", path: "/api/user/profile", auth: "customer", body: { firstName: "Ada", lastName: "Lovelace", email: "ada.new@example.com", phone: "9185550100" } },
      { method: "put", path: "/api/user/password", auth: "customer", body: { currentPassword: "correct-horse-1", newPassword: "another-pass-2", confirmPassword: "another-pass-2" } },
      {
        method: "post",
        path: "/api/orders",
        auth: "customer",
        body: { customerEmail: "ada@example.com", customerName: "Ada Lovelace", shippingAddress: address, totalAmount: "63.99", items: [{ productId, quantity: 1 }] },
      },
      { method: "post", path: "/api/checkout", auth: "customer", body: { sessionId: "bad-input-prepared", items: [{ productId, quantity: 1 }] } },
      { method: "post", path: `/api/products/${productId}/reviews`, auth: "customer", body: { rating: 4, comment: "A good printer for the office." } },
      // Staff
      { method: "post", path: "/api/admin/login", auth: "none", body: { email: "nobody@example.com", password: "whatever-1" } },
      { method: "get", path: "/api/admin/products", auth: "staff", query: { search: "desk", limit: "10", offset: "0" } },
      { method: "post", path: "/api/admin/products", auth: "staff", body: { name: "Never Created", category: "printers", price: "10.00" } },
      { method: "put", path: `/api/admin/products/${productId}`, auth: "staff", body: { price: "11.00", brand: "Acme", features: ["x"] }, partial: true },
      { method: "post", path: "/api/products", auth: "staff", body: { name: "Never Created", category: "printers", price: "10.00" } },
      { method: "get", path: "/api/admin/orders", auth: "staff", query: { status: "pending", limit: "10", offset: "0" } },
      { method: "post", path: `/api/admin/orders/${orderNumber}/status`, auth: "staff", body: { status: "shipped", carrier: "UPS", trackingNumber: "1Z1" } },
      { method: "get", path: "/api/admin/inquiries", auth: "staff", query: { kind: "contact", status: "new", limit: "10", offset: "0" } },
      { method: "get", path: "/api/admin/reviews", auth: "staff", query: { hidden: "false", limit: "10", offset: "0" } },
      { method: "get", path: "/api/admin/returns", auth: "staff", query: { status: "requested", limit: "10", offset: "0" } },
      {
        method: "post",
        path: "/api/user/addresses",
        auth: "customer",
        // The required fields only: country, phone and isDefault may be left out.
        body: { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136" },
      },
    ]

    /** A value of another type than `value`. */
    const wrongTypeOf = (value: unknown): unknown =>
      typeof value === "string" ? { not: "text" } : typeof value === "number" ? "not a number" : typeof value === "boolean" ? "yes" : Array.isArray(value) ? { not: "a list" } : value && typeof value === "object" ? "not an object" : ["x"]

    /** Every malformed request for a route: the name of the case and what to send. */
    function cases(route: Route): Array<[string, Parameters<typeof send>[1]]> {
      const list: Array<[string, Parameters<typeof send>[1]]> = []
      if (route.body) {
        const body = route.body
        list.push(["malformed JSON", { rawBody: '{"name": "half' }])
        list.push(["a JSON array", { rawBody: "[1,2,3]" }])
        list.push(["a JSON string", { rawBody: '"hello"' }])
        if (!route.partial) list.push(["no fields", { body: {} }])
        list.push(["an extra field", { body: { ...body, isAdmin: true } }])
        list.push(["prototype pollution", { rawBody: JSON.stringify({ ...body }).replace(/^\{/, '{"__proto__":{"isAdmin":true},') }])
        list.push(["constructor pollution", { rawBody: JSON.stringify({ ...body }).replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},') }])
        list.push(["a huge body", { body: { ...body, [Object.keys(body)[0]]: "x".repeat(3_000_000) } }])
        for (const key of Object.keys(body)) {
          list.push([`${key} of a wrong type`, { body: { ...body, [key]: wrongTypeOf(body[key]) } }])
          if (!route.partial) list.push([`${key} missing`, { body: Object.fromEntries(Object.entries(body).filter(([name]) => name !== key)) }])
        }
        // Hostile text where a valid request would need something else: an e-mail, a number, a known value.
        const typed = Object.keys(body).filter((key) => /email|price|rating|status|category|kind|quantity|total|state|zip/i.test(key))
        for (const key of typed) for (const text of HOSTILE) list.push([`${key} = ${JSON.stringify(text)}`, { body: { ...body, [key]: text } }])
        for (const text of HOSTILE.filter((t) => t.includes("\u0000") || t.includes("\u0007"))) {
          const key = Object.keys(body).find((name) => typeof body[name] === "string")
          if (key) list.push([`${key} with a control character`, { body: { ...body, [key]: `ok${text}ok` } }])
        }
      } else if (!route.query) {
        list.push(["a query parameter where none is taken", { query: "limit=-1" }])
        for (const text of HOSTILE) list.push([`a query parameter = ${JSON.stringify(text)}`, { query: `q=${encodeURIComponent(text)}` }])
      }
      const query = new URLSearchParams(route.query ?? {}).toString()
      const first = Object.keys(route.query ?? {})[0]
      if (first) {
        list.push(["a duplicated query parameter", { query: `${query}&${first}=${encodeURIComponent(route.query![first])}` }])
        list.push(["an array query parameter", { query: `${query}&${first}[]=a&${first}[]=b` }])
        list.push(["an object query parameter", { query: `${query}&${first}[nested]=a` }])
        list.push(["an unknown query parameter", { query: `${query}&debug=1` }])
        for (const text of HOSTILE) list.push([`${first} = ${JSON.stringify(text)} with a bad limit`, { query: `${first}=${encodeURIComponent(text)}&limit=0x10` }])
      }
      return list
    }

    it("answers every malformed request with a 4xx and { message, errors }, and changes nothing", async () => {
      const before = await snapshot()
      const failures: string[] = []
      let sent = 0
      for (const route of routes()) {
        for (const [name, request] of cases(route)) {
          const answer = await send(route, request)
          sent += 1
          const label = `${route.method.toUpperCase()} ${route.path} (${route.auth}) ${name}: ${answer.status}`
          const shaped = answer.data && typeof answer.data.message === "string" && (answer.status === 413 || answer.status === 401 || answer.status === 404 || Array.isArray(answer.data.errors))
          if (answer.status < 400 || answer.status >= 500 || !shaped) failures.push(`${label} ${JSON.stringify(answer.data).slice(0, 160)}`)
        }
      }
      // The query parser drops prototype keys: such a request is the request without them, and
      // nothing of the server's objects changes.
      for (const route of routes()) {
        const answer = await send(route, { query: "__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true" })
        sent += 1
        if (answer.status >= 500) failures.push(`${route.method.toUpperCase()} ${route.path} prototype keys in the query: ${answer.status}`)
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
      expect(failures).toEqual([])
      expect(sent).toBeGreaterThan(300)
      expect(await snapshot()).toEqual(before)
    })

    it("answers bad path ids and bad multipart bodies with a 4xx, never a 5xx, and changes nothing", async () => {
      const before = await snapshot()
      const failures: string[] = []
      const BAD_IDS = ["prod%00", "x%00y", "%07", "a%1Fb", "%7F", "%C2%80", "%E0%A4%A"]
      const idRoutes: Array<[Route["method"], string, Auth, unknown?]> = [
        ["get", "/api/products/{id}", "none"],
        ["get", "/api/products/{id}/reviews", "none"],
        ["get", "/api/admin/products/{id}", "staff"],
        ["put", "/api/admin/products/{id}", "staff", { price: "11.00" }],
        ["delete", "/api/admin/products/{id}", "staff"],
        ["get", "/api/admin/orders/{id}", "staff"],
        ["post", "/api/admin/orders/{id}/status", "staff", { status: "processing" }],
        ["get", "/api/admin/inquiries/{id}", "staff"],
        ["patch", "/api/admin/inquiries/{id}", "staff", { status: "handled" }],
        ["patch", "/api/admin/reviews/{id}", "staff", { hidden: true }],
        ["get", "/api/admin/products/import/{id}", "staff"],
        ["get", "/admin/products/{id}", "staff"],
        ["put", "/api/user/addresses/{id}", "customer", { firstName: "Ada", lastName: "Lovelace", address: "1 Main St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US", isDefault: false }],
        ["delete", "/api/user/addresses/{id}", "customer"],
        ["get", "/api/user/orders/{id}", "customer"],
        ["post", "/api/user/orders/{id}/cancel", "customer"],
        ["post", "/api/user/orders/{id}/returns", "customer", { items: [{ productId: "prod_x", quantity: 1 }], reason: "other" }],
        ["post", "/api/admin/returns/{id}/receive", "staff"],
        ["post", "/api/admin/inquiries/{id}/replies", "staff", { message: "Hello" }],
      ]
      for (const [method, path, auth, body] of idRoutes) {
        for (const id of BAD_IDS) {
          const answer = await send({ method, path: path.replace("{id}", id), auth }, { body })
          if (answer.status < 400 || answer.status >= 500 || typeof answer.data?.message !== "string") {
            failures.push(`${method.toUpperCase()} ${path} with ${id}: ${answer.status} ${JSON.stringify(answer.data).slice(0, 120)}`)
          }
        }
      }

      const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      const upload = (path: string, files: Array<{ field?: string; size?: number }>) => {
        const form = new FormData()
        files.forEach((file, n) => form.append(file.field ?? "files", new Blob([new Uint8Array(Buffer.concat([PNG, Buffer.alloc(file.size ?? 8, n)]))], { type: "image/png" }), `p${n}.png`))
        return answerOf(api.post(path, form, bearer(staff)))
      }
      const BOUNDARY = "----shop-test-boundary"
      const truncated = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`
      for (const path of ["/api/admin/uploads", "/admin/uploads"]) {
        const multipart: Array<[string, () => Promise<{ status: number; data: { message?: unknown } }>]> = [
          ["a 26 MB file", () => upload(path, [{ size: 26 * 1024 * 1024 }])],
          // Medusa's own route takes any number of files; the shop's takes 20 at a time.
          ...(path.startsWith("/api") ? [["21 files", () => upload(path, Array.from({ length: 21 }, () => ({})))] as [string, () => Promise<{ status: number; data: { message?: unknown } }>]] : []),
          ["an unknown field", () => upload(path, [{ field: "pictures" }])],
          ["a truncated body", () => answerOf(api.post(path, truncated, { headers: { ...bearer(staff).headers, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` } }))],
          ["no boundary", () => answerOf(api.post(path, "nothing", { headers: { ...bearer(staff).headers, "Content-Type": "multipart/form-data" } }))],
        ]
        for (const [name, request] of multipart) {
          const answer = await request()
          if (answer.status < 400 || answer.status >= 500 || typeof answer.data?.message !== "string") {
            failures.push(`POST ${path} ${name}: ${answer.status} ${JSON.stringify(answer.data).slice(0, 120)}`)
          }
        }
      }
      expect(failures).toEqual([])
      expect(await snapshot()).toEqual(before)
    })
  },
})
