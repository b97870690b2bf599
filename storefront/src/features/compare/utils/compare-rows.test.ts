import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/testing/fixtures'
import { availabilityText, compareRows, type CompareRow } from './compare-rows'

const byLabel = (rows: CompareRow[], label: string) => rows.find((row) => row.label === label)
const specLabels = (rows: CompareRow[]) => rows.filter((row) => row.kind === 'specification').map((row) => row.label)

describe('compareRows', () => {
  it('starts with Brand, Price, Rating and Availability, then the specifications', () => {
    const rows = compareRows([makeProduct({ specifications: { Speed: '40 ppm' } })])

    expect(rows.map((row) => [row.kind, row.label])).toEqual([
      ['brand', 'Brand'],
      ['price', 'Price'],
      ['rating', 'Rating'],
      ['availability', 'Availability'],
      ['specification', 'Speed'],
    ])
    expect(rows.map((row) => row.values)).toEqual([['HP'], ['$249.99'], ['4.5 out of 5 (18 reviews)'], ['In Stock (12 available)'], ['40 ppm']])
    // One product has nothing to differ from.
    expect(rows.every((row) => !row.differs)).toBe(true)
  })

  it('orders the specification rows by how many products have them, ties in the order first met', () => {
    const rows = compareRows([
      makeProduct({ id: 'a', specifications: { Display: 'LCD', Speed: '40 ppm', Weight: '10 lb' } }),
      makeProduct({ id: 'b', specifications: { Weight: '12 lb', Fax: 'Yes', Speed: '30 ppm' } }),
      makeProduct({ id: 'c', specifications: { Speed: '20 ppm', Duplex: 'Auto', Fax: 'No' } }),
    ])

    // Speed: 3 products; Weight and Fax: 2 (Weight met first); Display and Duplex: 1 (Display met first).
    expect(specLabels(rows)).toEqual(['Speed', 'Weight', 'Fax', 'Display', 'Duplex'])
  })

  it('matches keys trimmed and in any case, headed as the first product writes them', () => {
    const rows = compareRows([
      makeProduct({ id: 'a', specifications: { 'Print Speed': '40 ppm' } }),
      makeProduct({ id: 'b', specifications: { ' print speed ': '30 ppm' } }),
      makeProduct({ id: 'c', specifications: { 'PRINT SPEED': '20 ppm' } }),
    ])

    expect(specLabels(rows)).toEqual(['Print Speed'])
    expect(byLabel(rows, 'Print Speed')).toMatchObject({ key: 'spec:print speed', values: ['40 ppm', '30 ppm', '20 ppm'], differs: true })
  })

  it('keeps the first value of a key a product names twice', () => {
    const rows = compareRows([makeProduct({ specifications: 'Weight: 10 lb\nweight: 11 lb' })])

    expect(byLabel(rows, 'Weight')?.values).toEqual(['10 lb'])
  })

  it('leaves a value missing (null) where a product lacks the key, which differs from any value', () => {
    const rows = compareRows([
      makeProduct({ id: 'a', specifications: { Fax: 'Yes', Speed: '40 ppm' } }),
      makeProduct({ id: 'b', specifications: { Speed: '40 ppm' } }),
    ])

    expect(byLabel(rows, 'Fax')).toMatchObject({ values: ['Yes', null], differs: true })
    expect(byLabel(rows, 'Speed')).toMatchObject({ values: ['40 ppm', '40 ppm'], differs: false })
  })

  it('reads map and "Key: Value" text specifications alike, side by side', () => {
    const rows = compareRows([
      makeProduct({ id: 'a', specifications: { Speed: '40 ppm', Duplex: 'Automatic' } }),
      makeProduct({ id: 'b', specifications: 'Speed: 40 ppm\\nDuplex: Manual\nnonsense line' }),
      makeProduct({ id: 'c', specifications: null }),
    ])

    expect(specLabels(rows)).toEqual(['Speed', 'Duplex'])
    expect(byLabel(rows, 'Speed')).toMatchObject({ values: ['40 ppm', '40 ppm', null], differs: true })
    expect(byLabel(rows, 'Duplex')).toMatchObject({ values: ['Automatic', 'Manual', null], differs: true })
  })

  it('compares values trimmed, with spaces collapsed and in any case', () => {
    const rows = compareRows([
      makeProduct({ id: 'a', specifications: { Connectivity: 'Wi-Fi,  USB' } }),
      makeProduct({ id: 'b', specifications: { Connectivity: ' wi-fi, usb ' } }),
    ])

    expect(byLabel(rows, 'Connectivity')).toMatchObject({ values: ['Wi-Fi,  USB', 'wi-fi, usb'], differs: false })
  })

  it('finds no differences between identical products', () => {
    const product = makeProduct({ originalPrice: '299.99', specifications: { Speed: '40 ppm', Warranty: '1-year limited' } })
    const rows = compareRows([product, { ...product, id: 'prod_2' }, { ...product, id: 'prod_3' }])

    expect(rows).toHaveLength(6)
    expect(rows.filter((row) => row.differs)).toEqual([])
  })

  it("marks the brand, price, rating and availability rows that differ", () => {
    const rows = compareRows([
      makeProduct({ id: 'a', brand: 'HP', price: '199.99', originalPrice: '249.99', rating: '4.5', reviewCount: 18, stockQuantity: 12 }),
      makeProduct({ id: 'b', brand: 'HP', price: '199.99', originalPrice: null, rating: '4.5', reviewCount: 3, inStock: false, stockQuantity: 0 }),
    ])

    expect(byLabel(rows, 'Brand')).toMatchObject({ values: ['HP', 'HP'], differs: false })
    // The same price, but one is on sale.
    expect(byLabel(rows, 'Price')).toMatchObject({ values: ['$199.99 (was $249.99)', '$199.99'], differs: true })
    expect(byLabel(rows, 'Rating')).toMatchObject({ values: ['4.5 out of 5 (18 reviews)', '4.5 out of 5 (3 reviews)'], differs: true })
    expect(byLabel(rows, 'Availability')).toMatchObject({ values: ['In Stock (12 available)', 'Out of Stock'], differs: true })
  })

  it('shows a missing brand as no value', () => {
    const rows = compareRows([makeProduct({ id: 'a', brand: '' }), makeProduct({ id: 'b', brand: ' ' })])

    expect(byLabel(rows, 'Brand')).toMatchObject({ values: [null, null], differs: false })
  })

  it('has only the fixed rows for no specifications, and none at all for no products', () => {
    expect(compareRows([makeProduct({ specifications: {} })]).map((row) => row.kind)).toEqual(['brand', 'price', 'rating', 'availability'])
    expect(compareRows([]).every((row) => row.values.length === 0)).toBe(true)
  })
})

describe('availabilityText', () => {
  it('says the stock as the product page does', () => {
    expect(availabilityText({ inStock: true, stockQuantity: 12 })).toBe('In Stock (12 available)')
    expect(availabilityText({ inStock: true, stockQuantity: 0 })).toBe('In Stock')
    expect(availabilityText({ inStock: false, stockQuantity: 0 })).toBe('Out of Stock')
  })
})
