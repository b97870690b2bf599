import { describe, expect, it } from 'vitest'
import { QUOTE_MESSAGES, addDays, priceQuoteBodySchema } from '@printshop/contract'
import { makeAdminProduct, makeAdminQuote } from '../testing/serve-admin'
import { listValue, quoteFieldErrors, quoteFormSchema, quoteFormValues, quoteLineOf, typedSubtotal } from './quote-form'

const TODAY = '2026-03-10'

describe('quoteFormValues', () => {
  it('prefills each line with its quoted price, else its list price, and a date QUOTE_VALID_DAYS from today', () => {
    const quote = makeAdminQuote({
      items: [
        { productId: 'prod_1', productName: 'A', image: null, quantity: 2, listPrice: 249.99, unitPrice: 230, total: '460.00' },
        { productId: 'prod_2', productName: 'B', image: null, quantity: 1, listPrice: 199, unitPrice: null, total: null },
        { productId: 'prod_3', productName: 'C', image: null, quantity: 1, listPrice: null, unitPrice: null, total: null },
      ],
    })
    expect(quoteFormValues(quote, TODAY)).toEqual({
      items: [
        { productId: 'prod_1', productName: 'A', listPrice: 249.99, quantity: '2', unitPrice: '230.00' },
        { productId: 'prod_2', productName: 'B', listPrice: 199, quantity: '1', unitPrice: '199.00' },
        { productId: 'prod_3', productName: 'C', listPrice: null, quantity: '1', unitPrice: '' },
      ],
      validUntil: '2026-04-09',
      note: '',
    })
  })

  it('keeps a date that still holds, and replaces one that has passed', () => {
    expect(quoteFormValues(makeAdminQuote({ status: 'quoted', validUntil: TODAY }), TODAY).validUntil).toBe(TODAY)
    expect(quoteFormValues(makeAdminQuote({ status: 'expired', validUntil: addDays(TODAY, -1) }), TODAY).validUntil).toBe('2026-04-09')
  })
})

describe('quoteFormSchema', () => {
  it('turns the fields into a body the contract accepts: numbers, an empty note as none', () => {
    const payload = quoteFormSchema.parse({
      items: [{ productId: 'prod_1', productName: 'A', listPrice: 249.99, quantity: ' 12 ', unitPrice: ' 229.5 ' }],
      validUntil: '2999-01-31',
      note: '   ',
    })
    expect(payload).toEqual({ items: [{ productId: 'prod_1', quantity: 12, unitPrice: 229.5 }], validUntil: '2999-01-31', note: null })
    expect(priceQuoteBodySchema.parse(payload)).toEqual(payload)
  })

  it('leaves an empty date to the server', () => {
    const payload = quoteFormSchema.parse({ items: [{ productId: 'prod_1', productName: 'A', listPrice: 1, quantity: '1', unitPrice: '1' }], validUntil: '', note: '' })
    expect(payload.validUntil).toBeNull()
  })

  it("refuses with the contract's messages, on the same paths", () => {
    const result = quoteFormSchema.safeParse({
      items: [{ productId: 'prod_1', productName: 'A', listPrice: 1, quantity: '1.5', unitPrice: '12.345' }],
      validUntil: '2000-01-01',
      note: '',
    })
    expect(result.success).toBe(false)
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(byPath).toEqual({
      'items.0.quantity': 'Quantity must be a whole number of at least 1',
      'items.0.unitPrice': 'Unit price must be an amount like 42.00',
      validUntil: QUOTE_MESSAGES.pastDate,
    })
  })
})

describe('typedSubtotal', () => {
  it('totals the lines as typed, in cents', () => {
    expect(typedSubtotal([{ quantity: '3', unitPrice: '0.10' }, { quantity: '12', unitPrice: '229.50' }])).toBe('2754.30')
  })

  it('has no total while a line is not a number yet', () => {
    expect(typedSubtotal([{ quantity: '3', unitPrice: '' }])).toBeNull()
    expect(typedSubtotal([{ quantity: 'x', unitPrice: '1' }])).toBeNull()
  })
})

describe('listValue', () => {
  it('prices the lines at their list prices, and has none when a product is no longer sold', () => {
    expect(listValue(makeAdminQuote())).toBe('3295.90')
    expect(
      listValue({ items: [{ productId: 'p', productName: 'P', image: null, quantity: 1, listPrice: null, unitPrice: null, total: null }] }),
    ).toBeNull()
  })
})

describe('quoteLineOf', () => {
  it('adds one unit at the list price', () => {
    expect(quoteLineOf(makeAdminProduct({ id: 'prod_3', name: 'Epson TM-T88VII', price: '329.00' }))).toEqual({
      productId: 'prod_3',
      productName: 'Epson TM-T88VII',
      listPrice: 329,
      quantity: '1',
      unitPrice: '329.00',
    })
  })
})

describe('quoteFieldErrors', () => {
  it("puts a 400 answer's messages on the lines, the date and the note; the first message of a field wins", () => {
    expect(
      quoteFieldErrors(
        {
          'items.1.productId': 'Product prod_2 does not exist or is no longer sold.',
          'items.0.unitPrice': 'Unit price must be an amount like 42.00',
          items: 'Each product may appear once in a quote',
          'items.7.quantity': 'Quantity must be a whole number of at least 1',
          validUntil: QUOTE_MESSAGES.pastDate,
          note: 'Must be at most 5000 characters',
          customer: 'Unknown',
        },
        2,
      ),
    ).toEqual([
      { name: 'items.1.productId', message: 'Product prod_2 does not exist or is no longer sold.' },
      { name: 'items.0.unitPrice', message: 'Unit price must be an amount like 42.00' },
      { name: 'items', message: 'Each product may appear once in a quote' },
      { name: 'validUntil', message: QUOTE_MESSAGES.pastDate },
      { name: 'note', message: 'Must be at most 5000 characters' },
    ])
  })
})
