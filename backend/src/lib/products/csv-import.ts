import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type AdminProductBody, CSV_IMPORT_BATCH, MAX_CSV_ROWS, MAX_IMPORT_ERRORS, adminProductBodySchema } from "@printshop/contract"
import Papa from "papaparse"
import { PRODUCT_IMPORTS_MODULE } from "../../modules/product-imports"
import type ProductImportsModuleService from "../../modules/product-imports/service"
import { createShopProductsWorkflow } from "../../workflows/products/workflows/create-shop-products"
import { updateShopProductWorkflow } from "../../workflows/products/workflows/update-shop-product"
import { getCatalogueIndex, invalidateCatalogueIndex } from "../catalogue-index/catalogue-index"
import { productIds, toShopProductInput, toShopProductUpdate } from "./admin-products"
import { type ShopSetup, shopSetup } from "./shop-setup"

/** snake_case headers the import accepts beside the camelCase ones (docs/using-the-shop.md, "CSV import"). */
const HEADER_ALIASES: Record<string, string> = {
  original_price: "originalPrice",
  stock_quantity: "stockQuantity",
  in_stock: "inStock",
  is_featured: "isFeatured",
  is_business_product: "isBusinessProduct",
}

/** `priced`: whether the row gave a price above 0 (otherwise a new product is a draft, and an update leaves the price alone). */
export type CsvRow = { row: number; body: AdminProductBody; priced: boolean } | { row: number; error: string }

const truthy = (value: string) => value.trim() === "true" || value.trim() === "1"
const list = (value: string | undefined) => (value ?? "").split("|").map((item) => item.trim()).filter(Boolean)

/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

const PAPA_OPTIONS = {
  header: true,
  skipEmptyLines: "greedy" as const,
  transformHeader: (header: string) => {
    const name = header.trim()
    return HEADER_ALIASES[name.toLowerCase()] ?? name
  },
}

/** One data row of the file as a product of the admin's dialog, or the reason it is refused. */
function rowOf(values: Record<string, string>, headers: string[], row: number): CsvRow {
  const badColumn = headers.find((column) => CONTROL_CHARACTER.test(values[column] ?? ""))
  if (badColumn !== undefined) return { row, error: `${badColumn}: must not contain control characters` }
  const has = (column: string) => headers.includes(column)
  const value = (column: string) => (values[column] ?? "").trim()
  const image = value("image")
  const images = list(values.images)
  // A row without a price gets the default of 0 but stays a draft until staff price and publish it.
  const priced = Number(value("price") || "0") > 0
  const candidate = {
    name: value("name"),
    description: value("description"),
    category: value("category") || "printers",
    brand: value("brand"),
    price: value("price") || "0",
    originalPrice: value("originalPrice") || null,
    stockQuantity: value("stockQuantity") || "0",
    image: image || images[0] || undefined,
    images,
    specifications: value("specifications").replace(/\\n/g, "\n"),
    features: list(values.features),
    ...(has("inStock") ? { inStock: truthy(value("inStock")) } : {}),
    ...(has("isFeatured") ? { isFeatured: truthy(value("isFeatured")) } : {}),
    ...(has("isBusinessProduct") ? { isBusinessProduct: truthy(value("isBusinessProduct")) } : {}),
    ...(priced ? {} : { published: false }),
  }
  const result = adminProductBodySchema.safeParse(candidate)
  if (result.success) return { row, body: result.data, priced }
  const issue = result.error.issues[0]
  return { row, error: `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` }
}

/** Whether the file has a header and at least one data row with all its values (read from its start only). */
export function hasProductRows(text: string): boolean {
  // Papaparse reads the whole text even for a preview: only its start is given.
  const start = text.slice(0, 64 * 1024).replace(/^\uFEFF/, "")
  const preview = Papa.parse<Record<string, string>>(start, { ...PAPA_OPTIONS, preview: 1000 })
  const tooShort = preview.errors.filter((error) => error.code === "TooFewFields").length
  return preview.data.length > tooShort || preview.data.length >= 1000
}

/** The longest the import works without letting other requests in. */
const SLICE_MS = 10

export type ParsedCsv = { rows: CsvRow[]; skipped: number; tooManyRows: boolean }

/**
 * Reads a products CSV by the import's rules (docs/using-the-shop.md, "CSV import"): a header and
 * at least one data row; quoted values may hold commas; a row with fewer values than headers is
 * skipped; defaults category printers, price 0 (such a product is saved as a draft), stock 0; a
 * boolean is true only for 'true' or '1'; the two characters \n in specifications are line breaks;
 * images and features are pipe-separated. Each row is then checked like one product of the admin's
 * dialog; a value with a control character fails its row. `row` is the line in the file (the header
 * is line 1).
 *
 * The file is read a chunk at a time, yielding to other requests between chunks, and reading
 * stops past `maxRows` rows (`tooManyRows`).
 */
export function parseProductCsv(text: string, { maxRows = MAX_CSV_ROWS, chunkSize = 16 * 1024 } = {}): Promise<ParsedCsv> {
  const rows: CsvRow[] = []
  let skipped = 0
  let seen = 0
  let tooManyRows = false
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      ...PAPA_OPTIONS,
      chunkSize,
      chunk: (results: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) => {
        parser.pause()
        const headers = results.meta.fields ?? []
        // Papaparse numbers the rows of every chunk from the start of the file.
        const tooShort = new Set(results.errors.filter((error) => error.code === "TooFewFields").map((error) => error.row))
        const first = seen
        seen += results.data.length
        skipped += results.data.filter((_, index) => tooShort.has(first + index)).length
        if (seen - skipped > maxRows) {
          tooManyRows = true
          parser.abort()
          return
        }
        let index = 0
        // The rows are checked in slices of at most SLICE_MS, letting other requests in between.
        const work = () => {
          try {
            const until = performance.now() + SLICE_MS
            for (; index < results.data.length && performance.now() < until; index++) {
              if (!tooShort.has(first + index)) rows.push(rowOf(results.data[index], headers, first + index + 2))
            }
            if (index < results.data.length) setImmediate(work)
            else setImmediate(() => parser.resume())
          } catch (error) {
            parser.abort()
            reject(error)
          }
        }
        work()
      },
      complete: () => resolve({ rows: tooManyRows ? [] : rows, skipped, tooManyRows }),
      error: (error: Error) => reject(error),
    })
  })
}

const keyOf = (name: string, brand: string) => `${name.trim().toLowerCase()}\u0000${brand.trim().toLowerCase()}`

type Progress = { processed: number; imported: number; updated: number; failed: number; errors: Array<{ row: number; message: string }> }

/** How many batches of new products are written at the same time. */
const PARALLEL_BATCHES = 2

const TOO_MANY_ROWS = `The file has more than ${MAX_CSV_ROWS.toLocaleString("en-US")} product rows: nothing was imported. Split it into smaller files.`

/** The first MAX_IMPORT_ERRORS errors by row; the others are only counted. */
function keptErrors(errors: Progress["errors"]) {
  return [...errors].sort((a, b) => a.row - b.row).slice(0, MAX_IMPORT_ERRORS)
}

/**
 * Reads an import's file and works through its rows: a row whose name and brand match an existing
 * product (or an earlier row of the file) updates that product, any other row creates one. New
 * products are created in batches (two at a time), each in one workflow run; when a batch fails,
 * its rows are tried one by one, so a bad row never stops or undoes the good ones. Updates follow,
 * in file order. The job record shows the progress after each batch, and always ends `done` or
 * `failed`.
 */
export async function runProductImport(container: MedusaContainer, jobId: string, text: string) {
  const jobs = container.resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const progress: Progress = { processed: 0, imported: 0, updated: 0, failed: 0, errors: [] }
  const save = (extra: Record<string, unknown> = {}) => {
    const errors = keptErrors(progress.errors)
    // Only the kept errors stay in memory: a file of bad rows cannot grow the list without limit.
    if (progress.errors.length > 2 * MAX_IMPORT_ERRORS) progress.errors = errors
    return jobs.updateProductImports({
      id: jobId,
      processed: progress.processed,
      imported: progress.imported,
      updated: progress.updated,
      failed: progress.failed,
      errors: { items: errors, notShown: Math.max(0, progress.failed - errors.length) },
      ...extra,
    })
  }
  const fail = (row: number, error: unknown) => {
    progress.failed += 1
    progress.errors.push({ row, message: messageOf(error) })
    if (progress.errors.length > 2 * MAX_IMPORT_ERRORS) progress.errors = keptErrors(progress.errors)
  }
  try {
    const parsed = await parseProductCsv(text)
    if (parsed.tooManyRows) {
      await save({ status: "failed", message: TOO_MANY_ROWS })
      return
    }
    const rows = parsed.rows
    await jobs.updateProductImports({ id: jobId, total: rows.length })
    const setup = await shopSetup(container)
    const index = await getCatalogueIndex(container)
    const existing = new Map(index.adminPage({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).products.map((p) => [keyOf(p.name, p.brand), p.id]))
    const creates: Array<{ row: number; body: AdminProductBody }> = []
    const updates: Array<{ row: number; body: AdminProductBody; priced: boolean }> = []
    const planned = new Set<string>()
    for (const entry of rows) {
      if ("error" in entry) {
        fail(entry.row, entry.error)
        progress.processed += 1
        continue
      }
      const key = keyOf(entry.body.name, entry.body.brand)
      if (existing.has(key) || planned.has(key)) updates.push(entry)
      else {
        planned.add(key)
        creates.push(entry)
      }
    }
    const batches: Array<typeof creates> = []
    for (let start = 0; start < creates.length; start += CSV_IMPORT_BATCH) batches.push(creates.slice(start, start + CSV_IMPORT_BATCH))
    const workers = Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        await createBatch(container, setup, batch, existing, progress, fail)
        progress.processed += batch.length
        await save()
      }
    })
    await Promise.all(workers)
    for (const entry of updates) {
      await updateRow(container, setup, existing.get(keyOf(entry.body.name, entry.body.brand))!, entry, progress, fail)
      progress.processed += 1
      if (progress.processed % CSV_IMPORT_BATCH === 0) await save()
    }
    await save({ status: "done" })
  } catch (error) {
    logger.error(`Product import ${jobId} stopped: ${messageOf(error)}`)
    const message = "The import stopped on a server error; the rows listed as processed were imported."
    // Whatever made the progress unsavable, the job still ends: without its errors if need be.
    await save({ status: "failed", message }).catch(() => jobs.updateProductImports({ id: jobId, status: "failed", message, errors: { items: [] } }).catch(() => {}))
  } finally {
    invalidateCatalogueIndex(container)
  }
}

async function createBatch(
  container: MedusaContainer,
  setup: ShopSetup,
  creates: Array<{ row: number; body: AdminProductBody }>,
  existing: Map<string, string>,
  progress: Progress,
  fail: (row: number, error: unknown) => void
) {
  if (!creates.length) return
  const remember = (entries: typeof creates, products: Array<{ id: string }>) =>
    entries.forEach((entry, index) => existing.set(keyOf(entry.body.name, entry.body.brand), products[index].id))
  try {
    const { result } = await createShopProductsWorkflow(container).run({
      input: { products: creates.map((entry) => toShopProductInput(entry.body, setup)), locationId: setup.stockLocationId },
    })
    remember(creates, result)
    progress.imported += creates.length
  } catch {
    for (const entry of creates) {
      try {
        const { result } = await createShopProductsWorkflow(container).run({
          input: { products: [toShopProductInput(entry.body, setup)], locationId: setup.stockLocationId },
        })
        remember([entry], result)
        progress.imported += 1
      } catch (error) {
        fail(entry.row, error)
      }
    }
  }
}

async function updateRow(
  container: MedusaContainer,
  setup: ShopSetup,
  productId: string,
  entry: { row: number; body: AdminProductBody; priced: boolean },
  progress: Progress,
  fail: (row: number, error: unknown) => void
) {
  try {
    const ids = await productIds(container, productId)
    if (!ids) throw new Error("The product this row matches was deleted meanwhile")
    // Whether a product is published stays staff's choice; a row without a price keeps the product's.
    const { published: _published, price, ...rest } = entry.body
    const change = entry.priced ? { ...rest, price } : rest
    await updateShopProductWorkflow(container).run({ input: toShopProductUpdate(productId, ids, change, setup) })
    progress.updated += 1
  } catch (error) {
    fail(entry.row, error)
  }
}

/** An error's message, without control characters (PostgreSQL refuses NUL in text). */
function messageOf(error: unknown): string {
  const message = typeof error === "string" ? error : (error as { message?: unknown } | null)?.message
  return typeof message === "string" && message ? message.replace(new RegExp(CONTROL_CHARACTER, "g"), "") : "The product could not be saved"
}
