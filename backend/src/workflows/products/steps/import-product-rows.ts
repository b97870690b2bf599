import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { type AdminProductBody, FITS_MESSAGES, MAX_CSV_ROWS, MAX_IMPORT_ERRORS } from "@printshop/contract"
import { type FitResolver, fitResolver } from "../../../lib/product-fits/product-fits"
import { setProductFitsWorkflow } from "../../product-fits/set-product-fits"
import { loadProductNames } from "../../../modules/catalogue/read-model"
import { pricesChangeProblem, productIds, skuTakenMessage, toShopProductInput, toShopProductUpdate } from "../../../lib/products/admin-products"
import { CONTROL_CHARACTER, importBatchSize, parseProductCsv } from "../../../lib/products/csv-import"
import { fetchImportPictures } from "../../../lib/products/import-pictures"
import { type ShopSetup, shopSetup } from "../../../lib/products/shop-setup"
import { PRODUCT_IMPORTS_MODULE } from "../../../modules/product-imports"
import type ProductImportsModuleService from "../../../modules/product-imports/service"
import { createShopProductsWorkflow } from "../workflows/create-shop-products"
import { updateShopProductWorkflow } from "../workflows/update-shop-product"

type Db = { raw: (sql: string, bindings: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }

/** An import whose process has not said it is alive for this long (PRODUCT_IMPORT_STALE_SECONDS) is taken up again. */
const staleSeconds = () => Math.max(15, Number.parseInt(process.env.PRODUCT_IMPORT_STALE_SECONDS ?? "", 10) || 60)
/** How often a process working through an import says so. */
const HEARTBEAT_MS = 10_000
/** After this many starts an import that keeps stopping is given up, with its progress kept. */
export const MAX_IMPORT_ATTEMPTS = 3

/** An import still to be worked through that no process has reported on lately (bound: the seconds). */
const UNATTENDED = `status = 'running' AND deleted_at IS NULL AND csv IS NOT NULL
  AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => ?))`

/**
 * Takes up an import that is running and that no live process is working through (new, or its
 * process stopped): one UPDATE, so two processes never both take it. Answers its file, or null.
 */
async function claimImport(container: MedusaContainer, jobId: string): Promise<{ csv: string; attempts: number } | null> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Db
  const { rows } = await db.raw(
    `UPDATE product_import SET heartbeat_at = now(), attempts = attempts + 1, updated_at = now()
      WHERE id = ? AND ${UNATTENDED}
      RETURNING csv, attempts`,
    [jobId, staleSeconds()]
  )
  return rows[0] ? { csv: String(rows[0].csv), attempts: Number(rows[0].attempts) } : null
}

type MadeProduct = {
  id: string
  title: string
  product_details?: { id?: string; brand?: string } | null
  variants?: Array<{ inventory_items?: Array<{ inventory?: { location_levels?: Array<{ location_id?: string } | null> | null } | null } | null> | null } | null> | null
}

/**
 * Before a stopped import is worked through again: the products it made (each carries the import's
 * id) that a stop left half-made (no shop details, no variant or no stock level: a product workflow
 * cut off between its steps never compensated) are deleted, to be made again whole; the whole ones
 * are answered, to be updated by their rows, never made twice.
 */
async function productsOfStoppedImport(container: MedusaContainer, jobId: string, locationId: string): Promise<MadeProduct[]> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Db
  const { rows } = await db.raw(`SELECT id FROM product WHERE deleted_at IS NULL AND metadata->>'import_id' = ?`, [jobId])
  if (!rows.length) return []
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "title", "product_details.id", "product_details.brand", "variants.inventory_items.inventory.location_levels.location_id"],
    filters: { id: rows.map((row) => String(row.id)) },
  })
  const made = data as unknown as MadeProduct[]
  const whole = (product: MadeProduct) =>
    Boolean(product.product_details?.id) &&
    (product.variants ?? []).length > 0 &&
    (product.variants ?? []).every((variant) =>
      (variant?.inventory_items ?? []).some((item) => (item?.inventory?.location_levels ?? []).some((level) => level?.location_id === locationId))
    )
  const halfMade = made.filter((product) => !whole(product)).map((product) => product.id)
  if (halfMade.length) await deleteProductsWorkflow(container).run({ input: { ids: halfMade } })
  return made.filter(whole)
}

/** The imports a stopped process left running, oldest first. */
export async function staleImports(container: MedusaContainer): Promise<Array<{ id: string; attempts: number }>> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Db
  const { rows } = await db.raw(
    `SELECT id, attempts FROM product_import
      WHERE ${UNATTENDED}
      ORDER BY created_at`,
    [staleSeconds()]
  )
  return rows.map((row) => ({ id: String(row.id), attempts: Number(row.attempts) }))
}

const keyOf = (name: string, brand: string) => `${name.trim().toLowerCase()}\u0000${brand.trim().toLowerCase()}`

type Progress = { processed: number; imported: number; drafts: number; updated: number; failed: number; errors: Array<{ row: number; message: string }> }

/** How many batches of new products are written at the same time. */
const PARALLEL_BATCHES = 2

const TOO_MANY_ROWS = `The file has more than ${MAX_CSV_ROWS.toLocaleString("en-US")} product rows: nothing was imported. Split it into smaller files.`

/** The first MAX_IMPORT_ERRORS errors by row; the others are only counted. */
function keptErrors(errors: Progress["errors"]) {
  return [...errors].sort((a, b) => a.row - b.row).slice(0, MAX_IMPORT_ERRORS)
}

/**
 * Takes up an import (claimImport) and works through its file's rows: a row whose name and brand
 * match an existing product (or an earlier row of the file) updates that product, any other row
 * creates one. New products are created in batches (importBatchSize, two at a time), each in one
 * workflow run; when a batch fails, its rows are tried one by one, so a bad row never stops or
 * undoes the good ones. Updates follow, in file order. The job record shows the progress after
 * each batch and a heartbeat while it runs, and always ends `done` or `failed`, its file then
 * dropped. An import resumed after a stop works through the whole file again: the products made
 * before the stop now match by name and brand, so they are updated, never made twice.
 */
export async function runProductImport(container: MedusaContainer, jobId: string): Promise<boolean> {
  const claimed = await claimImport(container, jobId)
  if (claimed === null) return false
  const text = claimed.csv
  const jobs = container.resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
  const heartbeat = setInterval(() => {
    void jobs.updateProductImports({ id: jobId, heartbeat_at: new Date() }).catch(() => {})
  }, HEARTBEAT_MS)
  heartbeat.unref()
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const progress: Progress = { processed: 0, imported: 0, drafts: 0, updated: 0, failed: 0, errors: [] }
  const save = (extra: Record<string, unknown> = {}) => {
    const errors = keptErrors(progress.errors)
    // Only the kept errors stay in memory: a file of bad rows cannot grow the list without limit.
    if (progress.errors.length > 2 * MAX_IMPORT_ERRORS) progress.errors = errors
    return jobs.updateProductImports({
      id: jobId,
      processed: progress.processed,
      imported: progress.imported,
      drafts: progress.drafts,
      updated: progress.updated,
      failed: progress.failed,
      errors: { items: errors, notShown: Math.max(0, progress.failed - errors.length) },
      heartbeat_at: new Date(),
      ...extra,
    })
  }
  const failedRows = new Set<number>()
  const fail = (row: number, error: unknown) => {
    failedRows.add(row)
    progress.failed += 1
    progress.errors.push({ row, message: messageOf(error) })
    if (progress.errors.length > 2 * MAX_IMPORT_ERRORS) progress.errors = keptErrors(progress.errors)
  }
  try {
    const parsed = await parseProductCsv(text)
    if (parsed.tooManyRows) {
      await save({ status: "failed", message: TOO_MANY_ROWS, csv: null })
      return false
    }
    const rows = parsed.rows
    await jobs.updateProductImports({ id: jobId, total: rows.length })
    const setup = await shopSetup(container)
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const existing = new Map((await loadProductNames(db)).map((product) => [keyOf(product.name, product.brand), product.id]))
    if (claimed.attempts > 1) {
      for (const product of await productsOfStoppedImport(container, jobId, setup.stockLocationId)) {
        existing.set(keyOf(product.title, product.product_details?.brand ?? ""), product.id)
      }
    }
    const creates: Array<{ row: number; body: AdminProductBody }> = []
    const updates: Array<{ row: number; body: AdminProductBody; priced: boolean }> = []
    const planned = new Set<string>()
    // Pictures named by a web address are fetched once into the shop's storage; a row whose picture
    // cannot be fetched fails with the reason.
    const pictures = await fetchImportPictures(container, rows.flatMap((entry) => ("error" in entry ? [] : [entry.body])))
    const unknownFit = await unknownFitsOf(container, rows)
    for (const entry of rows) {
      const problem = "error" in entry ? entry.error : pictures.problemOf(entry.body) ?? unknownFit(entry.body)
      if ("error" in entry || problem) {
        fail(entry.row, problem)
        progress.processed += 1
        continue
      }
      entry.body = pictures.rewrite(entry.body)
      const key = keyOf(entry.body.name, entry.body.brand)
      if (existing.has(key) || planned.has(key)) updates.push(entry)
      else {
        planned.add(key)
        creates.push(entry)
      }
    }
    const batchSize = importBatchSize(rows.length)
    const batches: Array<typeof creates> = []
    for (let start = 0; start < creates.length; start += batchSize) batches.push(creates.slice(start, start + batchSize))
    const workers = Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        await createBatch(container, setup, jobId, batch, existing, progress, fail)
        progress.processed += batch.length
        await save()
      }
    })
    await Promise.all(workers)
    for (const entry of updates) {
      await updateRow(container, setup, existing.get(keyOf(entry.body.name, entry.body.brand))!, entry, progress, fail)
      progress.processed += 1
      if (progress.processed % batchSize === 0) await save()
    }
    // Every product of the file now exists: the rows' `fits` can name one another, read in one query.
    const withFits = [...creates, ...updates].filter((entry) => entry.body.fits !== undefined && !failedRows.has(entry.row))
    const resolve = await fitResolver(container, withFits.flatMap((entry) => entry.body.fits ?? []))
    for (const entry of withFits) {
      const productId = existing.get(keyOf(entry.body.name, entry.body.brand))
      if (productId) await saveRowFits(container, resolve, productId, entry, progress)
    }
    await save({ status: "done", csv: null })
  } catch (error) {
    logger.error(`Product import ${jobId} stopped: ${messageOf(error)}`)
    const message = "The import stopped on a server error; the rows listed as processed were imported."
    // Whatever made the progress unsavable, the job still ends: without its errors if need be.
    await save({ status: "failed", message, csv: null }).catch(() =>
      jobs.updateProductImports({ id: jobId, status: "failed", message, errors: { items: [] }, csv: null }).catch(() => {})
    )
  } finally {
    clearInterval(heartbeat)
  }
  return true
}

/**
 * Which `fits` entries of the file name no product: neither one of the shop's (by SKU or name) nor
 * a row of the file. Answers each row's problem, or null.
 */
async function unknownFitsOf(container: MedusaContainer, rows: Awaited<ReturnType<typeof parseProductCsv>>["rows"]) {
  const bodies = rows.flatMap((entry) => ("error" in entry ? [] : [entry.body]))
  const inFile = new Set(bodies.flatMap((body) => [body.name.toUpperCase(), ...(body.sku ? [body.sku.toUpperCase()] : [])]))
  const references = [...new Set(bodies.flatMap((body) => body.fits ?? []).filter((reference) => !inFile.has(reference.toUpperCase())))]
  const { problems } = (await fitResolver(container, references))(references)
  const unknown = new Map(problems.map((problem) => [problem.reference.toUpperCase(), problem.message]))
  return (body: AdminProductBody): string | null => {
    const bad = (body.fits ?? []).find((reference) => unknown.has(reference.toUpperCase()))
    return bad ? `fits: ${unknown.get(bad.toUpperCase()) ?? FITS_MESSAGES.unknown(bad)}` : null
  }
}

/**
 * A saved row's `fits` become its product's links. An entry that names no single product now (two
 * rows of one name) is reported on the row; the product itself stays imported.
 */
async function saveRowFits(
  container: MedusaContainer,
  resolve: FitResolver,
  productId: string,
  entry: { row: number; body: AdminProductBody },
  progress: Progress
) {
  try {
    const { ids, problems } = resolve(entry.body.fits ?? [], productId)
    await setProductFitsWorkflow(container).run({ input: { supplyId: productId, productIds: ids } })
    if (problems.length) progress.errors.push({ row: entry.row, message: `fits: ${problems.map((problem) => problem.message).join("; ")} (the product was imported)` })
  } catch (error) {
    progress.errors.push({ row: entry.row, message: `fits: ${messageOf(error)} (the product was imported)` })
  }
}

/** A row without a price makes a draft (csv-import.ts): staff price and publish it. */
const isDraft = (body: AdminProductBody) => body.published === false

async function createBatch(
  container: MedusaContainer,
  setup: ShopSetup,
  jobId: string,
  creates: Array<{ row: number; body: AdminProductBody }>,
  existing: Map<string, string>,
  progress: Progress,
  fail: (row: number, error: unknown) => void
) {
  if (!creates.length) return
  // Each product carries the import's id, so a stopped import finds what it made (productsOfStoppedImport).
  const inputOf = (body: AdminProductBody) => {
    const input = toShopProductInput(body, setup)
    return { ...input, product: { ...input.product, metadata: { ...(input.product.metadata ?? {}), import_id: jobId } } }
  }
  const remember = (entries: typeof creates, products: Array<{ id: string }>) =>
    entries.forEach((entry, index) => existing.set(keyOf(entry.body.name, entry.body.brand), products[index].id))
  try {
    const { result } = await createShopProductsWorkflow(container).run({
      input: { products: creates.map((entry) => inputOf(entry.body)), locationId: setup.stockLocationId, batch: true },
    })
    remember(creates, result)
    progress.imported += creates.length
    progress.drafts += creates.filter((entry) => isDraft(entry.body)).length
  } catch {
    for (const entry of creates) {
      try {
        const taken = entry.body.sku ? await skuTakenMessage(container, entry.body.sku) : null
        if (taken) throw new Error(`sku: ${taken}`)
        const { result } = await createShopProductsWorkflow(container).run({
          input: { products: [inputOf(entry.body)], locationId: setup.stockLocationId, batch: true },
        })
        remember([entry], result)
        progress.imported += 1
        if (isDraft(entry.body)) progress.drafts += 1
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
    const problem = pricesChangeProblem(ids, change)
    if (problem) throw new Error(`quantityPrices: ${problem}`)
    const taken = change.sku ? await skuTakenMessage(container, change.sku, productId) : null
    if (taken) throw new Error(`sku: ${taken}`)
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

/** Works through one import in the process that runs it (the worker); answers whether it did (another process may have claimed it). */
export const importProductRowsStep = createStep("import-shop-product-rows", async (input: { jobId: string }, { container }) => {
  return new StepResponse(await runProductImport(container, input.jobId))
})
