import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type AdminProductBody, CSV_IMPORT_BATCH, adminProductBodySchema } from "@printshop/contract"
import Papa from "papaparse"
import { PRODUCT_IMPORTS_MODULE } from "../../modules/product-imports"
import type ProductImportsModuleService from "../../modules/product-imports/service"
import { createShopProductsWorkflow } from "../../workflows/products/workflows/create-shop-products"
import { updateShopProductWorkflow } from "../../workflows/products/workflows/update-shop-product"
import { getCatalogueIndex, invalidateCatalogueIndex } from "../catalogue-index/catalogue-index"
import { productIds, toShopProductInput, toShopProductUpdate } from "./admin-products"
import { type ShopSetup, shopSetup } from "./shop-setup"

/** snake_case headers the spec accepts beside the camelCase ones (SPEC §3 CSV import columns). */
const HEADER_ALIASES: Record<string, string> = {
  original_price: "originalPrice",
  stock_quantity: "stockQuantity",
  in_stock: "inStock",
  is_featured: "isFeatured",
  is_business_product: "isBusinessProduct",
}

export type CsvRow = { row: number; body: AdminProductBody } | { row: number; error: string }

const truthy = (value: string) => value.trim() === "true" || value.trim() === "1"
const list = (value: string | undefined) => (value ?? "").split("|").map((item) => item.trim()).filter(Boolean)

/**
 * Reads a products CSV by SPEC §5's rules: a header and at least one data row; quoted values may
 * hold commas; a row with fewer values than headers is skipped; defaults category printers, price
 * 0, stock 0; a boolean is true only for 'true' or '1'; the two characters \n in specifications
 * are line breaks; images and features are pipe-separated. Each row is then checked like one
 * product of the admin's dialog. `row` is the line in the file (the header is line 1).
 */
export function parseProductCsv(text: string): { rows: CsvRow[]; skipped: number } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => {
      const name = header.trim()
      return HEADER_ALIASES[name.toLowerCase()] ?? name
    },
  })
  const headers = parsed.meta.fields ?? []
  const tooShort = new Set(parsed.errors.filter((error) => error.code === "TooFewFields").map((error) => error.row))
  const rows: CsvRow[] = []
  parsed.data.forEach((values, index) => {
    if (tooShort.has(index)) return
    const row = index + 2
    const has = (column: string) => headers.includes(column)
    const value = (column: string) => (values[column] ?? "").trim()
    const image = value("image")
    const images = list(values.images)
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
    }
    const result = adminProductBodySchema.safeParse(candidate)
    if (result.success) {
      rows.push({ row, body: result.data })
    } else {
      const issue = result.error.issues[0]
      rows.push({ row, error: `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` })
    }
  })
  return { rows, skipped: tooShort.size }
}

const keyOf = (name: string, brand: string) => `${name.trim().toLowerCase()}\u0000${brand.trim().toLowerCase()}`

type Progress = { processed: number; imported: number; updated: number; failed: number; errors: Array<{ row: number; message: string }> }

/** How many batches of new products are written at the same time. */
const PARALLEL_BATCHES = 2

/**
 * Works through the rows of an import: a row whose name and brand match an existing product (or
 * an earlier row of the file) updates that product, any other row creates one. New products are
 * created in batches (two at a time), each in one workflow run; when a batch fails, its rows are
 * tried one by one, so a bad row never stops or undoes the good ones. Updates follow, in file
 * order. The job record shows the progress after each batch.
 */
export async function runProductImport(container: MedusaContainer, jobId: string, rows: CsvRow[]) {
  const jobs = container.resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const progress: Progress = { processed: 0, imported: 0, updated: 0, failed: 0, errors: [] }
  const save = (extra: Record<string, unknown> = {}) =>
    jobs.updateProductImports({
      id: jobId,
      ...progress,
      errors: { items: [...progress.errors].sort((a, b) => a.row - b.row) },
      ...extra,
    })
  const fail = (row: number, error: unknown) => {
    progress.failed += 1
    progress.errors.push({ row, message: messageOf(error) })
  }
  try {
    const setup = await shopSetup(container)
    const index = await getCatalogueIndex(container)
    const existing = new Map(index.adminPage({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).products.map((p) => [keyOf(p.name, p.brand), p.id]))
    const creates: Array<{ row: number; body: AdminProductBody }> = []
    const updates: Array<{ row: number; body: AdminProductBody }> = []
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
    await save({ status: "failed", message: "The import stopped on a server error; the rows listed as processed were imported." }).catch(() => {})
  } finally {
    invalidateCatalogueIndex()
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
  entry: { row: number; body: AdminProductBody },
  progress: Progress,
  fail: (row: number, error: unknown) => void
) {
  try {
    const ids = await productIds(container, productId)
    if (!ids) throw new Error("The product this row matches was deleted meanwhile")
    await updateShopProductWorkflow(container).run({ input: toShopProductUpdate(productId, ids, entry.body, setup) })
    progress.updated += 1
  } catch (error) {
    fail(entry.row, error)
  }
}

function messageOf(error: unknown): string {
  if (typeof error === "string") return error
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === "string" && message ? message : "The product could not be saved"
}
