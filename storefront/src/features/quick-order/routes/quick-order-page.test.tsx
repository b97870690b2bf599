import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MAX_QUICK_ORDER_LINES, type Product } from '@printshop/contract'
import { useCartStore } from '@/stores/cart-store'
import { makeProduct } from '@/testing/fixtures'
import { fetchMock, jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { QuickOrderPage } from './quick-order-page'

const printer = makeProduct({
  id: 'p1',
  sku: 'HP-M404N',
  name: 'LaserJet Pro M404n',
  price: '45.50',
  stockQuantity: 12,
  quantityPrices: [{ minQuantity: 5, price: '42.00' }],
})
const receiptPrinter = makeProduct({ id: 'p2', sku: 'EPS-TM-T88VI', name: 'TM-T88VI Receipt Printer', inStock: false, stockQuantity: 0 })
const scanner = makeProduct({ id: 'p3', sku: 'ZEB-DS2208', name: 'DS2208 Barcode Scanner', price: '10.00', stockQuantity: 3 })
const photoPrinter = makeProduct({ id: 'p4', sku: 'CAN-R50', name: 'Canon Selphy', price: '99.99', stockQuantity: 20 })
const CATALOGUE = [printer, receiptPrinter, scanner, photoPrinter]

const PASTED = 'hp-m404n, 5\nEPS-TM-T88VI\nZEB-DS2208; 10\nNOPE-1 2\nCAN-R50\t0'

/** POST /api/products/lookup over these products: those with the SKUs sent (any case), and the SKUs sent that none has. */
function serveLookup(products: Product[] = CATALOGUE, answer?: () => Response) {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname !== '/api/products/lookup' || init?.method !== 'POST') return jsonResponse({ message: 'Not found' }, 404)
    if (answer) return answer()
    const { skus } = JSON.parse(String(init.body)) as { skus: string[] }
    const has = (sku: string) => products.some((product) => product.sku === sku.toUpperCase())
    return jsonResponse({ products: products.filter((product) => skus.some((sku) => sku.toUpperCase() === product.sku)), unknown: skus.filter((sku) => !has(sku)) })
  })
}

/** The SKUs of each lookup sent, in order. */
const lookups = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === '/api/products/lookup')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { skus: string[] }).skus)

const rowOf = (sku: string) => screen.getByRole('cell', { name: sku }).closest('tr') as HTMLElement

async function checkPasted(text = PASTED) {
  const user = userEvent.setup()
  renderWithProviders(<QuickOrderPage />, { route: '/quick-order' })
  await user.click(screen.getByLabelText('Paste SKUs and quantities'))
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: 'Check Items' }))
  return user
}

beforeEach(() => useCartStore.getState().clearCart())
afterEach(resetApiMock)

describe('QuickOrderPage', () => {
  it('is titled Quick Order and says how to enter the list', () => {
    serveLookup()
    renderWithProviders(<QuickOrderPage />, { route: '/quick-order' })

    expect(screen.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeInTheDocument()
    expect(document.title).toBe('Quick Order - PrintShop Pro')
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveAccessibleDescription(/One item a line: its SKU, then how many \(HP-M404N, 3\)/)
    expect(screen.getByLabelText('Upload a CSV file')).toHaveAttribute('accept', '.csv,text/csv')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('looks the SKUs up and shows each line: product, stock, unit price for its quantity, total and problem', async () => {
    serveLookup()
    await checkPasted()

    const table = await screen.findByRole('table', { name: 'Checked Items' })
    expect(lookups()).toEqual([['HP-M404N', 'EPS-TM-T88VI', 'ZEB-DS2208', 'NOPE-1', 'CAN-R50']])
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'SKU',
      'Product',
      'Stock',
      'Quantity',
      'Unit Price',
      'Line Total',
      'Status',
      'Remove',
    ])
    expect(within(table).getAllByRole('row')).toHaveLength(6)
    expect(screen.getByText('Checked 5 items: 1 ready to add, 4 need attention.')).toBeInTheDocument()

    // Five at the quantity price.
    const ready = within(rowOf('HP-M404N'))
    expect(ready.getByRole('link', { name: 'LaserJet Pro M404n' })).toHaveAttribute('href', '/products/p1')
    expect(rowOf('HP-M404N')).toHaveTextContent('12 in stock')
    expect(rowOf('HP-M404N')).toHaveTextContent('$42.00')
    expect(rowOf('HP-M404N')).toHaveTextContent('Quantity price')
    expect(rowOf('HP-M404N')).toHaveTextContent('$210.00')
    expect(ready.getByText('Ready')).toBeInTheDocument()
    expect(ready.getByLabelText('Quantity of HP-M404N')).toHaveValue('5')

    expect(within(rowOf('EPS-TM-T88VI')).getAllByText('Out of stock')).toHaveLength(2)
    expect(within(rowOf('NOPE-1')).getByText('Unknown SKU')).toBeInTheDocument()
    expect(within(rowOf('NOPE-1')).queryByRole('link')).not.toBeInTheDocument()
    const badQuantity = screen.getByLabelText('Quantity of CAN-R50')
    expect(badQuantity).toHaveAttribute('aria-invalid', 'true')
    expect(badQuantity).toHaveAccessibleDescription('Quantity must be a whole number from 1 to 999')
    expect(screen.getByLabelText('Quantity of ZEB-DS2208')).toHaveAccessibleDescription('Only 3 in stock')
    expect(screen.getByRole('button', { name: 'Add 1 Item to Cart' })).toBeEnabled()
  })

  it('lets a short line be lowered to the stock, a quantity be corrected and a line be removed', async () => {
    serveLookup()
    const user = await checkPasted()
    await screen.findByRole('table', { name: 'Checked Items' })

    await user.click(screen.getByRole('button', { name: 'Lower to 3 for ZEB-DS2208' }))
    expect(screen.getByLabelText('Quantity of ZEB-DS2208')).toHaveValue('3')
    expect(within(rowOf('ZEB-DS2208')).getByText('Ready')).toBeInTheDocument()
    expect(rowOf('ZEB-DS2208')).toHaveTextContent('$30.00')

    const quantity = screen.getByLabelText('Quantity of CAN-R50')
    await user.clear(quantity)
    await user.type(quantity, '1000')
    expect(within(rowOf('CAN-R50')).getByText('Quantity must be a whole number from 1 to 999')).toBeInTheDocument()
    await user.clear(quantity)
    await user.type(quantity, '2')
    expect(quantity).not.toHaveAttribute('aria-invalid')
    expect(rowOf('CAN-R50')).toHaveTextContent('$199.98')

    await user.click(screen.getByRole('button', { name: 'Remove NOPE-1' }))
    expect(screen.queryByRole('cell', { name: 'NOPE-1' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Checked Items' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Add 3 Items to Cart' })).toBeEnabled()

    for (const sku of ['HP-M404N', 'EPS-TM-T88VI', 'ZEB-DS2208', 'CAN-R50']) await user.click(screen.getByRole('button', { name: `Remove ${sku}` }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveFocus()
  })

  it('adds only the lines without a problem, with their quantities and quantity prices, and says what was left out', async () => {
    serveLookup()
    const user = await checkPasted()
    await screen.findByRole('table', { name: 'Checked Items' })
    await user.click(screen.getByRole('button', { name: 'Lower to 3 for ZEB-DS2208' }))

    await user.click(screen.getByRole('button', { name: 'Add 2 Items to Cart' }))

    expect(useCartStore.getState().items).toMatchObject([
      { productId: 'p1', quantity: 5, product: { price: '45.50', quantityPrices: [{ minQuantity: 5, price: '42.00' }] } },
      { productId: 'p3', quantity: 3 },
    ])
    expect(screen.getByText('Added 2 items to your cart')).toBeInTheDocument()
    expect(screen.getByText('HP-M404N: 5 × LaserJet Pro M404n')).toBeInTheDocument()
    expect(screen.getByText('ZEB-DS2208: 3 × DS2208 Barcode Scanner')).toBeInTheDocument()
    expect(screen.getByText('Left out 3 items; they stay in the list below to fix')).toBeInTheDocument()
    expect(screen.getByText('EPS-TM-T88VI: Out of stock')).toBeInTheDocument()
    expect(screen.getByText('NOPE-1: Unknown SKU')).toBeInTheDocument()
    expect(screen.getByText('CAN-R50: Quantity must be a whole number from 1 to 999')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart')
    // The Add button is now disabled: the focus waits on the next step instead of the top of the page.
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveFocus()
    // What was added leaves the list, so checking it again does not add it twice.
    expect(screen.queryByRole('cell', { name: 'HP-M404N' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(4)
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveValue('EPS-TM-T88VI, 1\nNOPE-1, 2\nCAN-R50, 0')
    expect(screen.getByRole('button', { name: 'Add 0 Items to Cart' })).toBeDisabled()
  })

  it('says when the stock cut a line down because the cart already held some', async () => {
    useCartStore.getState().addItem({ id: 'p3', name: 'DS2208 Barcode Scanner', price: '10.00', image: '', stockQuantity: 3 }, 2)
    serveLookup()
    const user = await checkPasted('ZEB-DS2208, 3')
    await screen.findByRole('table', { name: 'Checked Items' })

    await user.click(screen.getByRole('button', { name: 'Add 1 Item to Cart' }))

    expect(useCartStore.getState().items).toMatchObject([{ productId: 'p3', quantity: 3 }])
    expect(screen.getByText('ZEB-DS2208: 3 × DS2208 Barcode Scanner (your cart now has 3, all there are in stock)')).toBeInTheDocument()
  })

  it('reads a CSV file by its columns and checks its items at once', async () => {
    serveLookup()
    const user = userEvent.setup()
    renderWithProviders(<QuickOrderPage />, { route: '/quick-order' })
    const csv = new File(['Name,SKU,Quantity\n"LaserJet, mono",hp-m404n,2\nScanner,ZEB-DS2208,\nLaserJet,HP-M404N,1\n'], 'order.csv', { type: 'text/csv' })

    await user.upload(screen.getByLabelText('Upload a CSV file'), csv)

    await screen.findByRole('table', { name: 'Checked Items' })
    expect(lookups()).toEqual([['HP-M404N', 'ZEB-DS2208']])
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveValue('HP-M404N, 3\nZEB-DS2208, 1')
    expect(screen.getByLabelText('Quantity of HP-M404N')).toHaveValue('3')
    expect(screen.getByRole('button', { name: 'Add 2 Items to Cart' })).toBeEnabled()
  })

  it('refuses a file that is not CSV, and one without SKUs', async () => {
    serveLookup()
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<QuickOrderPage />, { route: '/quick-order' })
    const input = screen.getByLabelText('Upload a CSV file')

    await user.upload(input, new File(['HP-M404N,1'], 'order.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Please choose a CSV file (.csv).')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')

    await user.upload(input, new File(['sku,quantity\n'], 'empty.csv', { type: 'text/csv' }))
    expect(await screen.findByText('empty.csv has no SKUs.')).toBeInTheDocument()
    expect(lookups()).toEqual([])
  })

  it('asks for at least one SKU, and for no more than the lookup takes', async () => {
    serveLookup()
    const user = userEvent.setup()
    renderWithProviders(<QuickOrderPage />, { route: '/quick-order' })
    const textarea = screen.getByLabelText('Paste SKUs and quantities')

    await user.click(screen.getByRole('button', { name: 'Check Items' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one SKU')
    expect(textarea).toHaveAttribute('aria-invalid', 'true')

    await user.click(textarea)
    await user.paste(Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, (_, index) => `SKU-${index}, 1`).join('\n'))
    await user.click(screen.getByRole('button', { name: 'Check Items' }))
    expect(screen.getByRole('alert')).toHaveTextContent(`At most ${MAX_QUICK_ORDER_LINES} SKUs at once: this list has ${MAX_QUICK_ORDER_LINES + 1}.`)
    expect(lookups()).toEqual([])
  })

  it('says when the items could not be checked', async () => {
    serveLookup(CATALOGUE, () => jsonResponse({ message: 'Too many requests. Please wait a minute.' }, 429))
    await checkPasted('HP-M404N, 1')

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Check Items' })).toBeInTheDocument()
  })
})
