import { z } from 'zod'
import {
  QUOTE_MESSAGES,
  QUOTE_VALID_DAYS,
  addDays,
  priceQuoteBodySchema,
  quoteSubtotal,
  todayUtc,
  type AdminQuote,
  type AdminProduct,
  type PriceQuotePayload,
  type QuoteStatus,
} from '@printshop/contract'

/** Statuses whose prices are final: the customer accepted or declined, so the quote is read-only. */
export const isClosedQuote = (status: QuoteStatus) => status === 'accepted' || status === 'declined'

/**
 * The quote dialog's fields, as the inputs hold them: each line's product (with its name and list
 * price, shown but not sent), quantity and unit price; the last day it holds; the note.
 */
const quoteLineShape = {
  productId: z.string(),
  productName: z.string(),
  /** The product's catalogue price of one unit now; null when it is no longer sold. */
  listPrice: z.number().nullable(),
  quantity: z.string(),
  unitPrice: z.string(),
}
const quoteFormShape = {
  items: z.array(z.object(quoteLineShape)),
  /** YYYY-MM-DD, as a date input holds it. */
  validUntil: z.string(),
  note: z.string(),
}

export type QuoteFormField = keyof typeof quoteFormShape
type QuoteLineField = 'productId' | 'quantity' | 'unitPrice'
const LINE_FIELDS: readonly QuoteLineField[] = ['productId', 'quantity', 'unitPrice']

/** A quantity as typed: digits only, anything else is left for the contract to refuse (NaN is not a number to it). */
function wholeNumber(text: string): number {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** The fields as PUT /api/admin/quotes/{id} takes them; an empty date lets the server give QUOTE_VALID_DAYS, an empty note is none. */
function toPriceQuotePayload(values: z.output<z.ZodObject<typeof quoteFormShape>>): PriceQuotePayload {
  return {
    items: values.items.map((line) => ({ productId: line.productId, quantity: wholeNumber(line.quantity), unitPrice: line.unitPrice.trim() })),
    validUntil: values.validUntil.trim() || null,
    note: values.note.trim() || null,
  }
}

/**
 * Checked with the contract's own rules before anything is sent (prices like 42.00, whole
 * quantities, at least one line), and the server's rule that the date is not in the past (UTC, as
 * the server counts days), so the messages are the server's, on the same fields.
 */
export const quoteFormSchema = z
  .object(quoteFormShape)
  .transform(toPriceQuotePayload)
  .pipe(
    priceQuoteBodySchema.refine((body) => !(typeof body.validUntil === 'string' && body.validUntil < todayUtc()), {
      path: ['validUntil'],
      message: QUOTE_MESSAGES.pastDate,
      // Checked with the other fields' problems too, so that every problem shows at once.
      when: () => true,
    }),
  )
export type QuoteFormValues = z.input<typeof quoteFormSchema>
export type QuoteFormLine = QuoteFormValues['items'][number]

const price = (amount: number | null) => (amount === null ? '' : amount.toFixed(2))

/**
 * The quote as the dialog opens it: each line at its quoted price, or its list price until priced;
 * its date while it still holds, else today + QUOTE_VALID_DAYS (pricing again gives a new date).
 */
export function quoteFormValues(quote: AdminQuote, today: string = todayUtc()): QuoteFormValues {
  return {
    items: quote.items.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      listPrice: line.listPrice,
      quantity: String(line.quantity),
      unitPrice: price(line.unitPrice ?? line.listPrice),
    })),
    validUntil: quote.validUntil && quote.validUntil >= today ? quote.validUntil : addDays(today, QUOTE_VALID_DAYS),
    note: quote.note ?? '',
  }
}

/** A product picked to add: one unit at its list price. */
export function quoteLineOf(product: AdminProduct): QuoteFormLine {
  const listPrice = Number(product.price)
  return {
    productId: product.id,
    productName: product.name,
    listPrice: Number.isFinite(listPrice) ? listPrice : null,
    quantity: '1',
    unitPrice: product.price,
  }
}

/** A line as typed, as numbers; null while its quantity or price is not one yet. */
function typedLine(line: Pick<QuoteFormLine, 'quantity' | 'unitPrice'>): { quantity: number; unitPrice: number } | null {
  const quantity = wholeNumber(line.quantity)
  const unitPrice = line.unitPrice.trim()
  if (!Number.isInteger(quantity) || !/^\d{1,7}(\.\d{1,2})?$/.test(unitPrice)) return null
  return { quantity, unitPrice: Number(unitPrice) }
}

/** The lines' total as typed, two places (one line's total with one line); null while any line is not a number yet. */
export function typedSubtotal(lines: ReadonlyArray<Pick<QuoteFormLine, 'quantity' | 'unitPrice'>>): string | null {
  const typed = lines.map(typedLine)
  return typed.every((line) => line !== null) ? quoteSubtotal(typed) : null
}

/** The lines at their list prices (a quote not priced yet is worth that); null when a product is no longer sold. */
export const listValue = (quote: Pick<AdminQuote, 'items'>) =>
  quoteSubtotal(quote.items.map((line) => ({ quantity: line.quantity, unitPrice: line.listPrice })))

/** Where a 400 answer's `errors` go in the dialog: a line's field, the lines as a whole, the date or the note. */
export type QuoteFieldError =
  | { name: `items.${number}.${QuoteLineField}`; message: string }
  | { name: 'items' | 'validUntil' | 'note'; message: string }

/**
 * The messages of a 400 answer's `errors` by dialog field: 'items.2.unitPrice' on that line's
 * price, 'items.1.productId' (a product no longer sold) on that line, 'items' (no line, a product
 * twice) under the lines. The first message of a field wins; unknown paths are left out.
 */
export function quoteFieldErrors(errors: Record<string, string>, lineCount: number): QuoteFieldError[] {
  const byName = new Map<string, QuoteFieldError>()
  for (const [path, message] of Object.entries(errors)) {
    const [field, index, lineField] = path.split('.')
    let entry: QuoteFieldError | null = null
    if (field === 'validUntil' || field === 'note') entry = { name: field, message }
    else if (field === 'items') {
      const line = Number(index)
      entry =
        index !== undefined && /^\d+$/.test(index) && line < lineCount && LINE_FIELDS.includes(lineField as QuoteLineField)
          ? { name: `items.${line}.${lineField as QuoteLineField}`, message }
          : { name: 'items', message }
    }
    if (entry && !byName.has(entry.name)) byName.set(entry.name, entry)
  }
  return [...byName.values()]
}

/** Whether a field error's field is an input that can take focus (a line's product and the lines as a whole are not). */
export const isFocusable = ({ name }: QuoteFieldError) => name !== 'items' && !name.endsWith('.productId')

