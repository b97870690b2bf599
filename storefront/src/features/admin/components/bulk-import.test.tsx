import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CSV_COLUMNS, type ImportJob } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { adminKeys, productKeys } from '@/lib/query-keys'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { deferred, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { BulkImport } from './bulk-import'

const lastToast = () => useToastStore.getState().toasts[0]
const CSV = 'name,brand,price\nOfficeJet 9015e,HP,229.99\nScanJet 3000,HP,449\n'

function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return { id: 'imp_1', status: 'done', total: 2, processed: 2, imported: 2, drafts: 0, updated: 0, failed: 0, errors: [], errorsNotShown: 0, ...overrides }
}

/** POST answers 202 { id }; each GET answers the next job of `jobs` (the last one repeats). */
function serveImport(jobs: Array<ImportJob | (() => Promise<Response>)>) {
  let polls = 0
  serveAdmin({
    'POST /api/admin/products/import': () => jsonResponse({ id: 'imp_1' }, 202),
    'GET /api/admin/products/import/imp_1': () => {
      const next = jobs[Math.min(polls++, jobs.length - 1)]!
      return typeof next === 'function' ? next() : jsonResponse(next)
    },
  })
}

async function openImport() {
  const user = userEvent.setup({ applyAccept: false })
  const view = renderWithProviders(<BulkImport pollMs={5} />)
  await user.click(screen.getByRole('button', { name: 'Bulk Import' }))
  return { user, ...view }
}

const csvFile = (text = CSV, name = 'products.csv') => new File([text], name, { type: 'text/csv' })

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(() => {
  resetApiMock()
  vi.restoreAllMocks()
})

describe('BulkImport', () => {
  it('starts with no file: Import Products is disabled, the guidelines are shown', async () => {
    serveAdmin()
    await openImport()

    const dialog = screen.getByRole('dialog', { name: 'Bulk Import Products' })
    expect(within(dialog).getByText('No file selected.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import Products' })).toBeDisabled()
    expect(within(dialog).getByText('CSV format guidelines')).toBeInTheDocument()
    expect(within(dialog).getByText(/true only for the text 'true' or '1'/)).toBeInTheDocument()
    expect(within(dialog).getByText(/name and brand match an existing product updates that product/)).toBeInTheDocument()
    expect(within(dialog).getByText(/snake_case headers/)).toBeInTheDocument()
  })

  it('builds the template in the browser: the contract columns and one example row', async () => {
    serveAdmin()
    let saved: Blob | undefined
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:template'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = await openImport()

    await user.click(screen.getByRole('button', { name: 'Download Template' }))

    expect(click).toHaveBeenCalledTimes(1)
    const lines = (await saved!.text()).trim().split(/\r?\n/)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(CSV_COLUMNS.join(','))
    expect(lines[1]).toContain('"Print Speed: 22 ppm\\nConnectivity: Wi-Fi, Ethernet, USB"')
    expect(sentRequests()).toHaveLength(0)
  })

  it('refuses a file that is not CSV', async () => {
    serveAdmin()
    const { user } = await openImport()

    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'products.xlsx', { type: 'application/vnd.ms-excel.sheet' }))

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type - Please select a CSV file (.csv extension)')
    expect(lastToast()).toMatchObject({
      title: 'Invalid file type',
      description: 'Please select a CSV file (.csv extension).',
      variant: 'destructive',
    })
    expect(screen.getByRole('button', { name: 'Import Products' })).toBeDisabled()
  })

  it('shows the selected file with its size in KB', async () => {
    serveAdmin()
    const { user } = await openImport()

    await user.upload(screen.getByLabelText('CSV file'), csvFile(CSV.padEnd(3072, ' ')))

    expect(screen.getByTestId('selected-file')).toHaveTextContent('products.csv(3.00 KB)')
    expect(lastToast()).toMatchObject({ title: 'File Selected', description: 'products.csv (3.00 KB) is ready for upload.' })
    expect(screen.getByRole('button', { name: 'Import Products' })).toBeEnabled()
  })

  it('accepts a plain-text file by its type', async () => {
    serveAdmin()
    const { user } = await openImport()

    await user.upload(screen.getByLabelText('CSV file'), new File([CSV], 'export', { type: 'text/plain' }))

    expect(lastToast()?.title).toBe('File Selected')
  })

  it('sends the text as text/csv and shows the progress while the server imports', async () => {
    const lastPoll = deferred<Response>()
    serveImport([job({ status: 'running', total: 5, processed: 2, imported: 2 }), () => lastPoll.promise])
    const { user } = await openImport()
    await user.upload(screen.getByLabelText('CSV file'), csvFile())
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    const progress = await screen.findByRole('progressbar', { name: 'Import progress' })
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '2'))
    expect(progress).toHaveAttribute('aria-valuemax', '5')
    expect(screen.getByText('Importing... 2 of 5 rows')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Select CSV File' })).toBeDisabled()
    const [start] = sentRequests('POST /api/admin/products/import')
    expect(start?.body).toBe(CSV)
    expect(start?.headers.get('Content-Type')).toBe('text/csv')
    expect(start?.headers.get('Authorization')).toBe('Bearer staff-token-1')

    lastPoll.resolve(jsonResponse(job({ total: 5, processed: 5, imported: 5 })))
    expect(await screen.findByText('Import Results')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('counts the row errors the server kept but did not list among the more errors', async () => {
    const errors = [2, 3, 4, 5, 6, 7].map((row) => ({ row, message: 'Name is required' }))
    serveImport([job({ total: 1506, processed: 1506, imported: 0, failed: 1506, errors, errorsNotShown: 1500 })])
    await openImport().then(async ({ user }) => {
      await user.upload(screen.getByLabelText('CSV file'), csvFile())
      await user.click(screen.getByRole('button', { name: 'Import Products' }))
    })
    const results = await screen.findByRole('status')
    expect(within(results).getByText('... and 1501 more errors')).toBeInTheDocument()
  })

  it('finishes with the counts, the first five row errors and how many more, and refreshes twice', async () => {
    const errors = [2, 3, 5, 8, 9, 11, 12].map((row) => ({ row, message: 'Price must be an amount like 249.99' }))
    serveImport([job({ total: 11, processed: 11, imported: 3, updated: 1, failed: 7, errors })])
    const { user, queryClient } = await openImport()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    // Every toast shown, in order: on a busy machine the second may replace the first before it is read.
    const shown: unknown[] = []
    const stopRecording = useToastStore.subscribe((state, previous) => {
      if (state.toasts[0] && state.toasts[0] !== previous.toasts[0]) shown.push(state.toasts[0])
    })
    await user.upload(screen.getByLabelText('CSV file'), csvFile())
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    const results = await screen.findByRole('status')
    expect(within(results).getByText('Imported').nextSibling).toHaveTextContent('3')
    expect(within(results).getByText('Updated').nextSibling).toHaveTextContent('1')
    expect(within(results).getByText('Failed').nextSibling).toHaveTextContent('7')
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 2: Price must be an amount like 249.99',
      'Row 3: Price must be an amount like 249.99',
      'Row 5: Price must be an amount like 249.99',
      'Row 8: Price must be an amount like 249.99',
      'Row 9: Price must be an amount like 249.99',
    ])
    expect(within(results).getByText('... and 2 more errors')).toBeInTheDocument()
    expect(shown.find((toast) => (toast as { title?: string }).title === 'Upload completed')).toMatchObject({
      title: 'Upload completed',
      description: 'Successfully imported 4 products. Refreshing product list...',
    })
    const productListRefreshes = () =>
      invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(adminKeys.products.all)).length
    expect(productListRefreshes()).toBeGreaterThanOrEqual(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all })

    await waitFor(() => expect(lastToast()?.title).toBe('Some imports failed'), { timeout: 2000 })
    expect(lastToast()).toMatchObject({ description: '7 products failed to import', variant: 'destructive' })
    expect(shown.map((toast) => (toast as { title?: string }).title).slice(-2)).toEqual(['Upload completed', 'Some imports failed'])
    expect(productListRefreshes()).toBe(2)
    stopRecording()
  })

  it('says Import Complete a second later when every row went in', async () => {
    serveImport([job({ total: 2, processed: 2, imported: 1, updated: 1 })])
    const { user } = await openImport()
    await user.upload(screen.getByLabelText('CSV file'), csvFile())
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Upload completed'))
    await waitFor(() => expect(lastToast()?.title).toBe('Import Complete'), { timeout: 2000 })
    expect(lastToast()?.description).toBe('1 added, 1 updated, 0 failed.')
  })

  it('says how many of the products added are drafts, their rows having no price', async () => {
    serveImport([job({ total: 4, processed: 4, imported: 3, drafts: 1, updated: 1 })])
    const { user } = await openImport()
    await user.upload(screen.getByLabelText('CSV file'), csvFile())
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    const results = await screen.findByRole('status')
    expect(within(results).getByText('Imported').nextSibling).toHaveTextContent('3')
    expect(
      within(results).getByText('1 of the imported products is a draft: its row gave no price. Price and publish it in the Products tab.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(lastToast()?.title).toBe('Import Complete'), { timeout: 2000 })
    expect(lastToast()?.description).toBe('3 added (1 as a draft), 1 updated, 0 failed.')
  })

  it('says No Products Found for a file without rows, and sends nothing', async () => {
    serveImport([job()])
    const { user } = await openImport()
    await user.upload(screen.getByLabelText('CSV file'), csvFile('name,brand,price\n'))
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'No Products Found', description: "The CSV file doesn't contain any valid product data." }),
    )
    expect(sentRequests('POST /api/admin/products/import')).toHaveLength(0)
  })

  it('reports an import the server could not run', async () => {
    serveImport([job({ status: 'failed', total: 0, processed: 0, imported: 0, message: 'The file has no header row.' })])
    const { user } = await openImport()
    await user.upload(screen.getByLabelText('CSV file'), csvFile())
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Upload failed', description: 'Failed to process CSV file' }))
    expect(screen.getByText('The file has no header row.')).toBeInTheDocument()
  })

  it('says No Products Found when the server finds no product rows', async () => {
    serveAdmin({
      'POST /api/admin/products/import': () => jsonResponse({ message: "The CSV file doesn't contain any valid product data." }, 400),
    })
    const { user } = await openImport()
    await user.upload(screen.getByLabelText('CSV file'), csvFile('name\n,\n'))
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    await waitFor(() => expect(lastToast()?.title).toBe('No Products Found'))
  })

  it('reports a refused upload', async () => {
    serveAdmin({ 'POST /api/admin/products/import': () => jsonResponse({ message: 'The file is too large.' }, 413) })
    const { user } = await openImport()
    await user.upload(screen.getByLabelText('CSV file'), csvFile())
    await user.click(screen.getByRole('button', { name: 'Import Products' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Upload failed', description: 'Failed to process CSV file' }))
    expect(screen.getByText('The file is too large.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import Products' })).toBeEnabled()
  })
})
