import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { seedCatalogue } from "../src/scripts/seed/catalogue"
import type { CatalogueProduct } from "../src/scripts/seed/catalogue-data"
import { seedFoundation } from "../src/scripts/seed/foundation"
import { seedStaffUser } from "../src/scripts/seed/staff-user"

/**
 * A folder with a small SVG for every image a test catalogue names (the seed uploads them to the
 * file module): pass it to seedCatalogue as `imagesDir`.
 */
export function fixtureImages(catalogue: CatalogueProduct[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "printshop-fixture-images-"))
  for (const file of new Set(catalogue.flatMap((product) => product.images))) {
    fs.writeFileSync(path.join(dir, file), `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><title>${file}</title></svg>`)
  }
  return dir
}

/**
 * What most specs start from, seeded once in `beforeAll` (Medusa's runner snapshots the database
 * before the first test and restores it before each): the shop's foundation, `catalogue` with its
 * pictures, and a member of staff when `staff` is given. Answers the foundation and each product's
 * id by its handle.
 */
export async function seedShop(container: MedusaContainer, catalogue: CatalogueProduct[], { staff }: { staff?: { email: string; password: string } } = {}) {
  const foundation = await seedFoundation(container)
  await seedCatalogue(container, foundation, catalogue, { imagesDir: fixtureImages(catalogue) })
  if (staff) await seedStaffUser(container, staff)
  const idOf: Record<string, string> = {}
  for (const product of await container.resolve(Modules.PRODUCT).listProducts({}, { select: ["id", "handle"], take: null })) {
    idOf[product.handle] = product.id
  }
  return { foundation, idOf }
}

/** A printer for test catalogues; every field can be overridden. */
export function fixtureProduct(
  overrides: Partial<CatalogueProduct> & Pick<CatalogueProduct, "handle" | "name" | "price">
): CatalogueProduct {
  return {
    brand: "Brother",
    category: "printers",
    description: "A dependable office printer.",
    stock: 10,
    tags: [],
    isFeatured: false,
    isBusinessProduct: false,
    specifications: [
      ["Print Speed", "40 ppm"],
      ["Connectivity", "USB, Wi-Fi"],
    ],
    features: ["Duplex printing", "Mobile printing"],
    images: [`${overrides.handle}-1.svg`, `${overrides.handle}-2.svg`],
    reviews: [],
    ...overrides,
  }
}

let customerCounter = 0

/** Sign-up details for a new customer, unique per call. */
export function newCustomer(overrides: Record<string, string> = {}) {
  customerCounter += 1
  const unique = `${Date.now().toString(36)}${customerCounter}`
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${unique}@example.com`,
    phone: "9185550100",
    password: "correct-horse-1",
    ...overrides,
  }
}

/**
 * Signs a new customer up through `POST /api/register` with `post`, the spec's own caller. A
 * refused sign-up fails the test with the answer it got, not later on a missing user.
 */
export async function signUp(post: (url: string, body: unknown) => Promise<ApiAnswer>, overrides: Record<string, string> = {}) {
  const details = newCustomer(overrides)
  const answer = await post("/api/register", details)
  if (answer.status !== 201) throw new Error(`Sign-up answered ${answer.status}: ${JSON.stringify(answer.data)}`)
  return { details, token: answer.data.token as string, user: answer.data.user as { id: string; email: string } }
}

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

/** A private-range client address, random per call. */
export const randomClientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}`

/**
 * Sends the requests of `api` as coming from a fresh client address (Medusa trusts one proxy hop,
 * so X-Forwarded-For names the client). Rate limits counted for 127.0.0.1 by earlier runs sharing
 * the same Redis then cannot refuse this run's sign-ups.
 */
export function fromFreshClientAddress(api: { defaults: { headers: { common: Record<string, unknown> } } }) {
  api.defaults.headers.common["X-Forwarded-For"] = randomClientAddress()
}

/**
 * An answer of the API under test, 4xx included. `data` is whatever JSON the route sent: the
 * tests assert its shape, so it is not typed ahead of them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every route's JSON, checked by the assertions
export type ApiAnswer = { status: number; data: any; headers: Record<string, string> }

/** The test runner's HTTP client (axios), as far as the specs use it. */
type TestClient = {
  get(url: string, config?: object): Promise<ApiAnswer>
  delete(url: string, config?: object): Promise<ApiAnswer>
  post(url: string, body?: unknown, config?: object): Promise<ApiAnswer>
  put(url: string, body?: unknown, config?: object): Promise<ApiAnswer>
  patch(url: string, body?: unknown, config?: object): Promise<ApiAnswer>
}

/** A request's answer whatever its status: the client rejects a 4xx or 5xx, with the answer attached. */
export function answerOf(request: Promise<ApiAnswer>): Promise<ApiAnswer> {
  return request.catch((error: { response?: ApiAnswer }) => {
    if (!error.response) throw error
    return error.response
  })
}

/** The client's requests, each resolving with its answer whatever the status (see answerOf). */
export function answering(api: TestClient) {
  return {
    get: (url: string, config?: object) => answerOf(api.get(url, config)),
    del: (url: string, config?: object) => answerOf(api.delete(url, config)),
    post: (url: string, body: unknown, config?: object) => answerOf(api.post(url, body, config)),
    put: (url: string, body: unknown, config?: object) => answerOf(api.put(url, body, config)),
    patch: (url: string, body: unknown, config?: object) => answerOf(api.patch(url, body, config)),
  }
}
