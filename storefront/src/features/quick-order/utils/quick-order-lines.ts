import Papa from 'papaparse'
import {
  MAX_CART_LINE_QUANTITY,
  MAX_QUICK_ORDER_LINES,
  MAX_SKU,
  itemSubtotal,
  unitPriceFor,
  type Product,
  type ProductLookup,
} from '@printshop/contract'
import { stockLimit } from '@/lib/stock'

/** One line of a quick order as typed or uploaded: a SKU, in capitals, and its quantity as text (checked with the list). */
export type QuickOrderEntry = { sku: string; quantity: string }

/** A line after the shop was asked: its product, or null when the shop does not sell that SKU. */
export type QuickOrderLine = QuickOrderEntry & { product: Product | null }

/** What keeps a checked line out of the cart. */
export type LineProblem =
  | { kind: 'unknown' }
  | { kind: 'out-of-stock' }
  | { kind: 'quantity' }
  /** More than the counted stock: the line can be lowered to it. */
  | { kind: 'short'; stock: number }

export const QUANTITY_PROBLEM = `Quantity must be a whole number from 1 to ${MAX_CART_LINE_QUANTITY}`
export const NO_SKUS_PROBLEM = 'Enter at least one SKU'
/** The most a CSV upload may weigh: 200 lines of SKU and quantity are a few kilobytes. */
export const MAX_QUICK_ORDER_FILE_BYTES = 1024 * 1024

/** Between a SKU and its quantity: a comma, tab or semicolon (with any spaces around it), or spaces alone. */
const FIELD_SEPARATOR = /\s*[,;\t]\s*|\s+/
/** The column names a header row or a CSV file gives the quantity. */
const QUANTITY_HEADERS = ['quantity', 'qty']

/** A field without the quotes a spreadsheet may put around it. */
const unquote = (field: string) => field.trim().replace(/^(["'])(.*)\1$/, '$2').trim()

/** A header row ('sku,quantity'): its first field is the word SKU. */
const isHeaderRow = (fields: readonly string[]) => fields[0]?.toLowerCase() === 'sku'

/** A run of digits as its number, else null (any size: two lines of 600 add up to a quantity too large). */
function digitsValue(text: string): number | null {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}

/** A line's quantity: a whole number from 1 to 999, else null. */
export function quickOrderQuantity(text: string): number | null {
  const value = digitsValue(text)
  return value !== null && value >= 1 && value <= MAX_CART_LINE_QUANTITY ? value : null
}

/** Two quantities of the same SKU: their sum when both are whole numbers, else the one that is not (it stays to be fixed). */
function addQuantities(first: string, second: string): string {
  const a = digitsValue(first)
  const b = digitsValue(second)
  if (a !== null && b !== null) return String(a + b)
  return a === null ? first : second
}

/**
 * The lines with each SKU once (in capitals: SKUs are, and the shop matches them whatever their
 * case), in the order first given; a SKU given twice has the quantities added. Lines without a SKU
 * are dropped; a missing quantity is 1.
 */
export function mergeEntries(entries: readonly QuickOrderEntry[]): QuickOrderEntry[] {
  const merged = new Map<string, QuickOrderEntry>()
  for (const entry of entries) {
    const sku = unquote(entry.sku).toUpperCase()
    if (!sku) continue
    const quantity = entry.quantity.trim() || '1'
    const before = merged.get(sku)
    merged.set(sku, { sku, quantity: before ? addQuantities(before.quantity, quantity) : quantity })
  }
  return [...merged.values()]
}

/**
 * The pasted text's lines: 'HP-M404N, 3' (a comma, tab, semicolon or spaces between), the quantity
 * 1 when left out. Blank lines and a header row ('sku,quantity') are skipped; fields after the
 * quantity are ignored.
 */
export function parseQuickOrderText(text: string): QuickOrderEntry[] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(FIELD_SEPARATOR).map(unquote))
    .filter((fields) => !isHeaderRow(fields))
  return mergeEntries(rows.map(([sku = '', quantity = '']) => ({ sku, quantity })))
}

/**
 * A CSV file's lines: its `sku` and `quantity` (or `qty`) columns when its first row names them
 * (any order, any other columns), else its first two columns. The quantity is 1 when there is none.
 */
export function parseQuickOrderCsv(text: string): QuickOrderEntry[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim(), { skipEmptyLines: 'greedy' })
  const header = (data[0] ?? []).map((cell) => cell.trim().toLowerCase())
  const skuColumn = header.indexOf('sku')
  if (skuColumn < 0) return mergeEntries(data.map(([sku = '', quantity = '']) => ({ sku, quantity })))
  const quantityColumn = header.findIndex((name) => QUANTITY_HEADERS.includes(name))
  return mergeEntries(
    data.slice(1).map((row) => ({ sku: row[skuColumn] ?? '', quantity: quantityColumn < 0 ? '' : (row[quantityColumn] ?? '') })),
  )
}

/** The lines as the text box shows them: 'HP-M404N, 3', one a line. */
export const entriesText = (entries: readonly QuickOrderEntry[]): string =>
  entries.map(({ sku, quantity }) => `${sku}, ${quantity}`).join('\n')

/** Why a list cannot be checked as it is (nothing in it, more lines than one lookup takes), or null. */
export function quickOrderListProblem(entries: readonly QuickOrderEntry[]): string | null {
  if (entries.length === 0) return NO_SKUS_PROBLEM
  if (entries.length > MAX_QUICK_ORDER_LINES) {
    return `At most ${MAX_QUICK_ORDER_LINES} SKUs at once: this list has ${entries.length}. Please split it into smaller lists.`
  }
  return null
}

/** The SKUs POST /api/products/lookup is asked about: a longer one than any SKU can be is unknown without asking. */
export const lookupSkus = (entries: readonly QuickOrderEntry[]): string[] =>
  entries.map(({ sku }) => sku).filter((sku) => sku.length <= MAX_SKU)

/** Each line with the product the lookup found for its SKU (whatever its case), or null. */
export function checkedLines(entries: readonly QuickOrderEntry[], lookup: Pick<ProductLookup, 'products'>): QuickOrderLine[] {
  const bySku = new Map(lookup.products.filter((product) => product.sku).map((product) => [product.sku.toUpperCase(), product]))
  return entries.map((entry) => ({ ...entry, product: bySku.get(entry.sku) ?? null }))
}

/**
 * What keeps a line out of the cart, or null for a line ready to add: an unknown SKU, a product out
 * of stock, a quantity that is not 1-999, or more than its counted stock (a product whose stock is not
 * counted has no limit, as in the cart).
 */
export function lineProblem(line: QuickOrderLine): LineProblem | null {
  if (!line.product) return { kind: 'unknown' }
  if (!line.product.inStock) return { kind: 'out-of-stock' }
  const quantity = quickOrderQuantity(line.quantity)
  if (quantity === null) return { kind: 'quantity' }
  const stock = stockLimit(line.product.stockQuantity)
  return stock !== undefined && quantity > stock ? { kind: 'short', stock } : null
}

export function problemText(problem: LineProblem): string {
  switch (problem.kind) {
    case 'unknown':
      return 'Unknown SKU'
    case 'out-of-stock':
      return 'Out of stock'
    case 'quantity':
      return QUANTITY_PROBLEM
    case 'short':
      return `Only ${problem.stock} in stock`
  }
}

/** A line ready for the cart: its product and quantity; null while it has a problem. */
export function readyLine(line: QuickOrderLine): { product: Product; quantity: number } | null {
  const quantity = quickOrderQuantity(line.quantity)
  return line.product && quantity !== null && lineProblem(line) === null ? { product: line.product, quantity } : null
}

/** The product's stock as the table says it. */
export function stockText(product: Pick<Product, 'inStock' | 'stockQuantity'>): string {
  if (!product.inStock) return 'Out of stock'
  const stock = stockLimit(product.stockQuantity)
  return stock === undefined ? 'In stock' : `${stock} in stock`
}

/** The unit price of the line's quantity (its quantity price when it reaches one); the price of one while the quantity is not valid. */
export function lineUnitPrice(product: Product, quantityText: string): number {
  return unitPriceFor(product.price, product.quantityPrices, quickOrderQuantity(quantityText) ?? 1)
}

/** Unit price times quantity, exact to the cent; null while the quantity is not valid. */
export function lineTotal(product: Product, quantityText: string): number | null {
  const quantity = quickOrderQuantity(quantityText)
  return quantity === null ? null : itemSubtotal([{ price: product.price, quantity, quantityPrices: product.quantityPrices }])
}

/** What the lines ready for the cart come to. */
export function readyTotal(lines: readonly QuickOrderLine[]): number {
  return itemSubtotal(
    lines.flatMap((line) => {
      const ready = readyLine(line)
      return ready ? [{ price: ready.product.price, quantity: ready.quantity, quantityPrices: ready.product.quantityPrices }] : []
    }),
  )
}

/** '3 items', '1 item'. */
export const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`
