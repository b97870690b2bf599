import { type AdminProductBody, MAX_CSV_ROWS, adminProductBodySchema } from "@printshop/contract"
import Papa from "papaparse"

/** snake_case headers the import accepts beside the camelCase ones (docs/using-the-shop.md, "CSV import"). */
const HEADER_ALIASES: Record<string, string> = {
  original_price: "originalPrice",
  quantity_prices: "quantityPrices",
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
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

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
    // Left out when empty: a new product's SKU is then made from its name, an update keeps its SKU.
    ...(value("sku") ? { sku: value("sku") } : {}),
    description: value("description"),
    category: value("category") || "printers",
    brand: value("brand"),
    price: value("price") || "0",
    originalPrice: value("originalPrice") || null,
    // Left out when the file has no such column: an update then keeps the product's quantity prices.
    ...(has("quantityPrices") ? { quantityPrices: value("quantityPrices") } : {}),
    stockQuantity: value("stockQuantity") || "0",
    image: image || images[0] || undefined,
    images,
    specifications: value("specifications").replace(/\\n/g, "\n"),
    features: list(values.features),
    ...(has("inStock") ? { inStock: truthy(value("inStock")) } : {}),
    ...(has("isFeatured") ? { isFeatured: truthy(value("isFeatured")) } : {}),
    ...(has("isBusinessProduct") ? { isBusinessProduct: truthy(value("isBusinessProduct")) } : {}),
    ...(priced ? {} : { published: false }),
    // The products a supply fits, by SKU or name; left out when the file has no such column.
    ...(has("fits") ? { fits: list(values.fits) } : {}),
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
 * images, features and fits are pipe-separated. Each row is then checked like one product of the admin's
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

/** The rows of new products written by one workflow run: about a tenth of the file, 100 to 500. */
export const importBatchSize = (rows: number) => Math.min(500, Math.max(100, Math.ceil(rows / 10)))

/**
 * The file as PostgreSQL can keep it until the worker reads it: text there cannot hold NUL, so each
 * NUL becomes another control character, which refuses its row exactly as the NUL would have.
 */
export const storableCsv = (text: string) => text.replaceAll("\u0000", "\u0001")
