import { describe, expect, it } from 'vitest'
import { MAX_QUICK_ORDER_LINES } from '@printshop/contract'
import { makeProduct } from '@/testing/fixtures'
import {
  NO_SKUS_PROBLEM,
  QUANTITY_PROBLEM,
  checkedLines,
  entriesText,
  lineProblem,
  lineTotal,
  lineUnitPrice,
  lookupSkus,
  parseQuickOrderCsv,
  parseQuickOrderText,
  problemText,
  quickOrderListProblem,
  quickOrderQuantity,
  readyLine,
  readyTotal,
  stockText,
  type QuickOrderLine,
} from './quick-order-lines'

describe('parseQuickOrderText', () => {
  it('takes a comma, tab, semicolon or spaces between the SKU and its quantity', () => {
    expect(parseQuickOrderText('HP-M404N, 3\nEPS-TM-T88VI\t2\nZEB-DS2208;4\nCAN-R50  5\nBRO-ADS 1 ; \nXER-1 ,\t6')).toEqual([
      { sku: 'HP-M404N', quantity: '3' },
      { sku: 'EPS-TM-T88VI', quantity: '2' },
      { sku: 'ZEB-DS2208', quantity: '4' },
      { sku: 'CAN-R50', quantity: '5' },
      { sku: 'BRO-ADS', quantity: '1' },
      { sku: 'XER-1', quantity: '6' },
    ])
  })

  it('makes a missing quantity 1, skips blank lines and a header row, and drops quotes and extra fields', () => {
    expect(parseQuickOrderText('sku,quantity\n\n  HP-M404N  \n\r\n"EPS-TM-T88VI","2","receipt printer"\r\nSKU;Qty\nZEB-DS2208,')).toEqual([
      { sku: 'HP-M404N', quantity: '1' },
      { sku: 'EPS-TM-T88VI', quantity: '2' },
      { sku: 'ZEB-DS2208', quantity: '1' },
    ])
  })

  it('puts SKUs in capitals and merges a SKU given twice, adding its quantities', () => {
    expect(parseQuickOrderText('hp-m404n, 2\nEPS-1, 1\nHP-M404N 3\nhp-M404n')).toEqual([
      { sku: 'HP-M404N', quantity: '6' },
      { sku: 'EPS-1', quantity: '1' },
    ])
  })

  it('keeps a bad quantity as typed, to be fixed, even when merged', () => {
    expect(parseQuickOrderText('HP-M404N, two\nEPS-1, 0\nZEB-1, 2.5\nHP-M404N, 3')).toEqual([
      { sku: 'HP-M404N', quantity: 'two' },
      { sku: 'EPS-1', quantity: '0' },
      { sku: 'ZEB-1', quantity: '2.5' },
    ])
  })

  it('has nothing for blank text', () => {
    expect(parseQuickOrderText(' \n\n\t\n')).toEqual([])
  })
})

describe('quickOrderQuantity', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['999', 999],
    ['0', null],
    ['1000', null],
    ['-2', null],
    ['2.5', null],
    ['three', null],
    ['', null],
  ])('reads %j as %j', (text, expected) => {
    expect(quickOrderQuantity(text)).toBe(expected)
  })
})

describe('quickOrderListProblem', () => {
  const entries = (count: number) => Array.from({ length: count }, (_, index) => ({ sku: `SKU-${index}`, quantity: '1' }))

  it('asks for at least one SKU', () => {
    expect(quickOrderListProblem([])).toBe(NO_SKUS_PROBLEM)
  })

  it(`takes up to ${MAX_QUICK_ORDER_LINES} lines (after merging) and no more`, () => {
    expect(quickOrderListProblem(entries(MAX_QUICK_ORDER_LINES))).toBeNull()
    expect(quickOrderListProblem(entries(MAX_QUICK_ORDER_LINES + 1))).toBe(
      `At most ${MAX_QUICK_ORDER_LINES} SKUs at once: this list has ${MAX_QUICK_ORDER_LINES + 1}. Please split it into smaller lists.`,
    )
    const twice = [...entries(MAX_QUICK_ORDER_LINES), ...entries(MAX_QUICK_ORDER_LINES)]
    expect(quickOrderListProblem(parseQuickOrderText(entriesText(twice)))).toBeNull()
  })
})

describe('parseQuickOrderCsv', () => {
  it('reads the sku and quantity columns by their header, in any order, among others', () => {
    const csv = '\uFEFFDescription,Quantity,SKU\r\n"Laser printer, mono",3,hp-m404n\r\nReceipt printer,,EPS-TM-T88VI\r\n,,\r\nScanner,2,HP-M404N\r\n'
    expect(parseQuickOrderCsv(csv)).toEqual([
      { sku: 'HP-M404N', quantity: '5' },
      { sku: 'EPS-TM-T88VI', quantity: '1' },
    ])
  })

  it('takes qty for the quantity, and 1 without a quantity column', () => {
    expect(parseQuickOrderCsv('sku;qty\nHP-M404N;4')).toEqual([{ sku: 'HP-M404N', quantity: '4' }])
    expect(parseQuickOrderCsv('sku\nHP-M404N\nEPS-1')).toEqual([
      { sku: 'HP-M404N', quantity: '1' },
      { sku: 'EPS-1', quantity: '1' },
    ])
  })

  it('reads the first two columns of a file without a header', () => {
    expect(parseQuickOrderCsv('HP-M404N,3,ignored\nEPS-1\n\nzeb-1,2')).toEqual([
      { sku: 'HP-M404N', quantity: '3' },
      { sku: 'EPS-1', quantity: '1' },
      { sku: 'ZEB-1', quantity: '2' },
    ])
    expect(parseQuickOrderCsv('HP-M404N\t3\nEPS-1\t2')).toEqual([
      { sku: 'HP-M404N', quantity: '3' },
      { sku: 'EPS-1', quantity: '2' },
    ])
  })
})

describe('checked lines', () => {
  const printer = makeProduct({ id: 'p1', sku: 'HP-M404N', price: '45.50', stockQuantity: 12, quantityPrices: [{ minQuantity: 5, price: '42.00' }] })
  const line = (overrides: Partial<QuickOrderLine>): QuickOrderLine => ({ sku: 'HP-M404N', quantity: '1', product: printer, ...overrides })

  it('matches the products to the lines whatever the case of their SKU; the rest have none', () => {
    const lines = checkedLines(
      [
        { sku: 'HP-M404N', quantity: '2' },
        { sku: 'NOPE-1', quantity: '1' },
      ],
      { products: [{ ...printer, sku: 'hp-m404n' }] },
    )
    expect(lines.map((entry) => [entry.sku, entry.product?.id ?? null])).toEqual([
      ['HP-M404N', 'p1'],
      ['NOPE-1', null],
    ])
  })

  it('does not ask about a SKU longer than any SKU can be', () => {
    expect(lookupSkus([{ sku: 'A'.repeat(65), quantity: '1' }, { sku: 'HP-M404N', quantity: '1' }])).toEqual(['HP-M404N'])
  })

  it('names the problem of each line: unknown, out of stock, bad quantity, more than the stock', () => {
    const problems = [
      line({ product: null }),
      line({ product: { ...printer, inStock: false, stockQuantity: 0 } }),
      line({ quantity: '0' }),
      line({ quantity: '13' }),
      line({ quantity: '12' }),
      // A product in stock whose stock is not counted has no limit.
      line({ quantity: '500', product: { ...printer, stockQuantity: 0 } }),
    ].map((entry) => {
      const problem = lineProblem(entry)
      return problem && problemText(problem)
    })
    expect(problems).toEqual(['Unknown SKU', 'Out of stock', QUANTITY_PROBLEM, 'Only 12 in stock', null, null])
    expect(QUANTITY_PROBLEM).toBe('Quantity must be a whole number from 1 to 999')
  })

  it('prices a line by its quantity, with its quantity price', () => {
    expect(lineUnitPrice(printer, '4')).toBe(45.5)
    expect(lineUnitPrice(printer, '5')).toBe(42)
    expect(lineUnitPrice(printer, 'x')).toBe(45.5)
    expect(lineTotal(printer, '6')).toBe(252)
    expect(lineTotal(printer, 'x')).toBeNull()
    expect(readyTotal([line({ quantity: '6' }), line({ sku: 'B', quantity: '2' }), line({ product: null })])).toBe(343)
    expect(readyLine(line({ quantity: '13' }))).toBeNull()
    expect(readyLine(line({ quantity: ' 3 ' }))).toEqual({ product: printer, quantity: 3 })
  })

  it('says the stock as counted', () => {
    expect(stockText(printer)).toBe('12 in stock')
    expect(stockText({ inStock: true, stockQuantity: 0 })).toBe('In stock')
    expect(stockText({ inStock: false, stockQuantity: 3 })).toBe('Out of stock')
  })
})
