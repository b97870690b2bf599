import { describe, expect, it } from 'vitest'
import { firstScreenApiPaths, productListApiPath, productListSearchParams } from '@printshop/contract'
import { PRODUCT_PAGE_SIZE } from '../api/get-products'
import { canMatchProducts, clearedListParams, listTitle, productCountText, readListQuery } from './list-params'
import { productSaving, savingText, startingAtText } from './product-pricing'
import { specificationRows, warrantyTile } from './specifications'

describe('pricing', () => {
  it('computes the saving to the cent', () => {
    expect(productSaving({ price: '199.99', originalPrice: '249.98' })).toBe(49.99)
    expect(savingText(50)).toBe('Save $50.00')
    expect(productSaving({ price: '199.99', originalPrice: null })).toBeNull()
    expect(productSaving({ price: '199.99', originalPrice: '150.00' })).toBeNull()
  })

  it("says what the cheapest of the products starts at, as the shop's prices read", () => {
    expect(startingAtText([{ price: '249.99' }, { price: '79.99' }, { price: '1299.00' }])).toBe('Starting at $79.99')
    expect(startingAtText([{ price: '1299' }, { price: '2450.5' }])).toBe('Starting at $1,299.00')
    // Nothing to say while the products load, or without any.
    expect(startingAtText(undefined)).toBeUndefined()
    expect(startingAtText([])).toBeUndefined()
    expect(startingAtText([{ price: 'n/a' }])).toBeUndefined()
  })
})

describe('list params', () => {
  it('reads the URL, ignoring unknown values', () => {
    const query = readListQuery(new URLSearchParams('category=pos-systems&priceRange=cheap&sort=random&brands=HP,,Epson&inStock=yes'))
    expect(query).toEqual({ category: 'pos-systems', brands: ['HP', 'Epson'], sort: 'featured' })
    expect(productListSearchParams(query).toString()).toBe('category=pos-systems&brands=HP%2CEpson&sort=featured')
  })

  it('asks for the first page of /products exactly as its <head> preloads it', () => {
    // The edge names this address in the page's head; a different one would download the list twice.
    const query = readListQuery(new URLSearchParams(''))
    expect(productListApiPath(query, { limit: PRODUCT_PAGE_SIZE, offset: 0 })).toBe(firstScreenApiPaths('/products')[0])
    expect(firstScreenApiPaths('/products', true)).toEqual([])
  })

  it('titles by category first, then search, featured, business', () => {
    expect(listTitle({ category: 'barcode-scanners', search: 'zebra' })).toBe('Barcode Scanners')
    expect(listTitle({ search: 'zebra', featured: true })).toBe('Search results for zebra')
    expect(listTitle({ featured: true, business: true })).toBe('Featured Products')
    expect(listTitle({ business: true })).toBe('Business Solutions')
    expect(listTitle({})).toBe('All Products')
  })

  it("uses the shop's own category names, and the spec's rule for any other", () => {
    expect(listTitle({ category: 'pos-systems' })).toBe('POS Systems')
    expect(listTitle({ category: 'nonsense' })).toBe('Nonsense')
  })

  it('knows a query that can match nothing: an unknown category, a search without letters or digits', () => {
    expect(canMatchProducts({ category: 'printers', search: 'épson' })).toBe(true)
    expect(canMatchProducts({ search: '4x6' })).toBe(true)
    expect(canMatchProducts({ category: 'nonsense' })).toBe(false)
    expect(canMatchProducts({ search: "'" })).toBe(false)
    expect(canMatchProducts({ search: '% -' })).toBe(false)
  })

  it('clears the panel filters first, and the search and category when there are none', () => {
    expect(clearedListParams({ search: 'laser', brands: ['HP'] })).toEqual({ brands: undefined, priceRange: undefined, inStock: undefined })
    expect(clearedListParams({ search: 'zzz', category: 'printers' })).toEqual({
      brands: undefined,
      priceRange: undefined,
      inStock: undefined,
      search: undefined,
      category: undefined,
      featured: undefined,
      business: undefined,
    })
  })

  it('counts products', () => {
    expect(productCountText(1)).toBe('1 product found')
    expect(productCountText(0)).toBe('0 products found')
  })
})

describe('specificationRows', () => {
  it('reads maps and Key: Value lines', () => {
    expect(specificationRows({ Speed: '40 ppm' })).toEqual([['Speed', '40 ppm']])
    expect(specificationRows('Speed: 40 ppm\\nDuplex: Yes\nnonsense')).toEqual([
      ['Speed', '40 ppm'],
      ['Duplex', 'Yes'],
    ])
    expect(specificationRows(null)).toEqual([])
  })
})

describe('warrantyTile', () => {
  it("reads the product's warranty specification, and falls back to the spec's 2-year text", () => {
    expect(warrantyTile({ Warranty: '1-year onsite next business day' })).toEqual({ title: '1-Year Warranty', text: 'Manufacturer coverage: 1-year onsite next business day' })
    expect(warrantyTile('Speed: 40 ppm\\nwarranty: 3 years parts and labor')).toEqual({ title: '3-Year Warranty', text: 'Manufacturer coverage: 3 years parts and labor' })
    expect(warrantyTile({ Warranty: '90-day limited' })).toEqual({ title: 'Warranty', text: 'Manufacturer coverage: 90-day limited' })
    expect(warrantyTile({ Speed: '40 ppm' })).toEqual({ title: '2-Year Warranty', text: 'Manufacturer coverage' })
    expect(warrantyTile(null)).toEqual({ title: '2-Year Warranty', text: 'Manufacturer coverage' })
  })
})
