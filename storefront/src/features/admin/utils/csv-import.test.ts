import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { CSV_COLUMNS } from '@printshop/contract'
import { csvTemplate, fileSizeKb, hasCsvRows, isCsvFile } from './csv-import'

describe('csvTemplate', () => {
  it('has the contract columns and one example row that parses back', () => {
    const parsed = Papa.parse<Record<string, string>>(csvTemplate(), { header: true, skipEmptyLines: true })
    expect(parsed.meta.fields).toEqual([...CSV_COLUMNS])
    expect(parsed.data).toHaveLength(1)
    const [row] = parsed.data
    expect(row?.category).toBe('printers')
    expect(row?.images.split('|')).toHaveLength(2)
    expect(row?.specifications).toBe('Print Speed: 22 ppm\\nConnectivity: Wi-Fi, Ethernet, USB')
    expect(row?.inStock).toBe('true')
  })
})

describe('isCsvFile', () => {
  it.each([
    [{ name: 'products.csv', type: '' }, true],
    [{ name: 'PRODUCTS.CSV', type: 'application/octet-stream' }, true],
    [{ name: 'export', type: 'text/csv' }, true],
    [{ name: 'export.txt', type: 'text/plain' }, true],
    [{ name: 'products.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, false],
    [{ name: 'photo.png', type: 'image/png' }, false],
  ])('%j -> %s', (file, expected) => {
    expect(isCsvFile(file)).toBe(expected)
  })
})

describe('hasCsvRows', () => {
  it('needs a header and at least one row', () => {
    expect(hasCsvRows('')).toBe(false)
    expect(hasCsvRows('name,price\n')).toBe(false)
    expect(hasCsvRows('name,price\n\n\n')).toBe(false)
    expect(hasCsvRows('name,price\n"Printer, laser",10\n')).toBe(true)
  })
})

describe('fileSizeKb', () => {
  it('shows two decimals', () => {
    expect(fileSizeKb(1536)).toBe('1.50 KB')
  })
})
