import Papa from 'papaparse'
import { CSV_COLUMNS, MAX_CSV_BYTES } from '@printshop/contract'

export const CSV_TEMPLATE_FILE_NAME = 'product-import-template.csv'
export const INVALID_CSV_MESSAGE = 'Invalid file type - Please select a CSV file (.csv extension)'
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel']

/** The template's example row, one value per column of CSV_COLUMNS. */
const EXAMPLE_ROW: Record<(typeof CSV_COLUMNS)[number], string> = {
  name: 'OfficeJet Pro 9015e',
  description: 'All-in-one colour inkjet printer for small offices',
  category: 'printers',
  brand: 'HP',
  price: '229.99',
  originalPrice: '279.99',
  quantityPrices: '5:219.99|10:209.99',
  image: 'https://example.com/images/officejet-9015e.jpg',
  images: 'https://example.com/images/officejet-9015e.jpg|https://example.com/images/officejet-9015e-side.jpg',
  // Backslash and n, as the text of the cell: the server reads it as a line break
  // (docs/using-the-shop.md, "CSV import").
  specifications: 'Print Speed: 22 ppm\\nConnectivity: Wi-Fi, Ethernet, USB',
  features: 'Automatic duplex printing|35-page document feeder|Mobile printing',
  stockQuantity: '25',
  inStock: 'true',
  isFeatured: 'false',
  isBusinessProduct: 'true',
  // A printer fits nothing; a cartridge's row would list its printers' SKUs or names here.
  fits: '',
}

/** The import template: the contract's columns and one example row, built here in the browser. */
export function csvTemplate(): string {
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: [CSV_COLUMNS.map((column) => EXAMPLE_ROW[column])] })
}

/** A file the import takes: a .csv name, or a CSV or plain-text type. */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.name.toLowerCase().endsWith('.csv') || CSV_TYPES.includes(file.type)
}

export const isCsvTooLarge = (file: Pick<File, 'size'>) => file.size > MAX_CSV_BYTES

/** '12.34 KB'. */
export const fileSizeKb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`

/** Whether the text has a header and at least one row of values (the server reads the rows themselves). */
export function hasCsvRows(text: string): boolean {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' })
  return parsed.data.length >= 2
}

/** Saves the template as a file. */
export function downloadCsvTemplate() {
  const url = URL.createObjectURL(new Blob([csvTemplate()], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = CSV_TEMPLATE_FILE_NAME
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
