import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FITS_MESSAGES, MAX_IMAGE_BYTES, SKU_MESSAGE } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { deferred, makeAdminProduct, sentRequests, serveAdmin, signInStaff, type SentRequest } from '../testing/serve-admin'
import { ProductDialog } from './product-dialog'

const lastToast = () => useToastStore.getState().toasts[0]

function png(name: string, size = 2048) {
  const file = new File(['x'], name, { type: 'image/png', lastModified: 1_700_000_000_000 })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

/** POST /api/admin/uploads keeps every file and answers /static/<name>. */
function uploadAnswer({ body }: SentRequest) {
  const files = (body as FormData).getAll('files') as File[]
  return jsonResponse({ files: files.map((file) => ({ name: file.name, url: `/static/${file.name}`, size: file.size })), failed: [] })
}

function renderDialog(product = null as ReturnType<typeof makeAdminProduct> | null) {
  const onOpenChange = vi.fn()
  renderWithProviders(<ProductDialog open onOpenChange={onOpenChange} product={product} />)
  return { onOpenChange }
}

const dropZone = () => screen.getByTestId('image-drop-zone')

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('ProductDialog in create mode', () => {
  it('has every field of the spec and sends them as the product', async () => {
    serveAdmin({ 'POST /api/admin/products': () => jsonResponse(makeAdminProduct({ id: 'prod_new' }), 201) })
    const { onOpenChange } = renderDialog()
    const user = userEvent.setup()

    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Product Name'), ' ScanJet Pro 3000 ')
    await user.type(screen.getByLabelText('Brand'), 'HP')
    await user.type(screen.getByLabelText('SKU'), ' hp-scanjet-3000 ')
    await user.type(screen.getByLabelText('Description'), 'Fast duplex sheet-fed scanner')
    await user.selectOptions(screen.getByLabelText('Category'), 'scanners')
    await user.type(screen.getByLabelText('Price'), '449.99')
    await user.type(screen.getByLabelText('Original Price (Optional)'), '499')
    await user.click(screen.getByRole('button', { name: 'Add Quantity Price' }))
    await user.type(screen.getByLabelText('Quantity price 1: from how many units'), '5')
    await user.type(screen.getByLabelText('Quantity price 1: unit price'), '429.99')
    // A row left empty is dropped.
    await user.click(screen.getByRole('button', { name: 'Add Quantity Price' }))
    await user.clear(screen.getByLabelText('Stock Quantity'))
    await user.type(screen.getByLabelText('Stock Quantity'), '15 units')
    await user.type(screen.getByLabelText('Specifications'), 'Scan Speed: 40 ppm{enter}Duplex: Yes')
    await user.type(screen.getByLabelText('Features'), 'Duplex scanning{enter}{enter} 50-sheet feeder ')
    await user.click(screen.getByLabelText('Featured'))
    await user.click(screen.getByLabelText('Business Product'))
    expect(screen.getByLabelText('In Stock')).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const [request] = sentRequests('POST /api/admin/products')
    expect(request?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(request?.body).toEqual({
      name: 'ScanJet Pro 3000',
      sku: 'HP-SCANJET-3000',
      brand: 'HP',
      description: 'Fast duplex sheet-fed scanner',
      category: 'scanners',
      price: '449.99',
      originalPrice: '499',
      quantityPrices: [{ minQuantity: '5', price: '429.99' }],
      stockQuantity: 15,
      image: null,
      images: [],
      specifications: 'Scan Speed: 40 ppm\nDuplex: Yes',
      features: ['Duplex scanning', '50-sheet feeder'],
      inStock: true,
      isFeatured: true,
      isBusinessProduct: true,
      published: true,
      fits: [],
    })
    expect(lastToast()?.title).toBe('Product created successfully')
  })

  it('leaves required fields to the server and shows its field errors on the fields', async () => {
    serveAdmin({
      'POST /api/admin/products': () =>
        jsonResponse(
          {
            message: 'Please check the highlighted fields.',
            errors: [
              { path: 'name', message: 'Product name is required' },
              { path: 'price', message: 'Price must be an amount like 249.99' },
              { path: 'images.0', message: 'Image must be an uploaded image or an http(s) address' },
            ],
          },
          400,
        ),
    })
    const { onOpenChange } = renderDialog()

    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByText('Product name is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Product Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Product Name')).toHaveFocus()
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Price must be an amount like 249.99')
    expect(screen.getByText('Image must be an uploaded image or an http(s) address')).toBeInTheDocument()
    expect(sentRequests('POST /api/admin/products')[0]?.body).toMatchObject({ name: '', price: '', stockQuantity: 0 })
    expect(lastToast()).toMatchObject({
      title: 'Failed to create product',
      description: 'Please check the highlighted fields.',
      variant: 'destructive',
    })
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})

describe('ProductDialog in edit mode', () => {
  it('opens with the product and sends every field to PUT', async () => {
    const product = makeAdminProduct({
      id: 'prod_7',
      originalPrice: '299.99',
      quantityPrices: [
        { minQuantity: 5, price: '219.99' },
        { minQuantity: 10, price: '209.99' },
      ],
      image: '/static/laserjet-front.png',
      images: ['/static/laserjet-front.png', '/static/laserjet-side.png'],
      specifications: { 'Print Speed': '40 ppm', Duplex: 'Yes' },
      features: ['Wireless printing', 'Auto duplex'],
      isFeatured: true,
      published: false,
    })
    serveAdmin({ 'PUT /api/admin/products/prod_7': () => jsonResponse(product) })
    const { onOpenChange } = renderDialog(product)
    const user = userEvent.setup()

    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument()
    expect(screen.getByLabelText('Product Name')).toHaveValue('LaserJet Pro M404n')
    expect(screen.getByLabelText('SKU')).toHaveValue('HP-M404N')
    expect(screen.getByLabelText('Specifications')).toHaveValue('Print Speed: 40 ppm\nDuplex: Yes')
    expect(screen.getByLabelText('Features')).toHaveValue('Wireless printing\nAuto duplex')
    expect(screen.getByLabelText('Main image: image 1')).toBeChecked()
    expect(screen.getByLabelText('Quantity price 2: unit price')).toHaveValue('209.99')
    await user.click(screen.getByRole('button', { name: 'Remove quantity price 1' }))
    await user.clear(screen.getByLabelText('Price'))
    await user.type(screen.getByLabelText('Price'), '229.99')
    // A draft (an imported row without a price) is published once it has one.
    expect(screen.getByLabelText('Published')).not.toBeChecked()
    await user.click(screen.getByLabelText('Published'))
    await user.click(screen.getByRole('button', { name: 'Update Product' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sentRequests('PUT /api/admin/products/prod_7')[0]?.body).toEqual({
      name: 'LaserJet Pro M404n',
      sku: 'HP-M404N',
      brand: 'HP',
      description: 'Fast monochrome laser printer for busy offices.',
      category: 'printers',
      price: '229.99',
      originalPrice: '299.99',
      quantityPrices: [{ minQuantity: '10', price: '209.99' }],
      stockQuantity: 12,
      image: '/static/laserjet-front.png',
      images: ['/static/laserjet-front.png', '/static/laserjet-side.png'],
      specifications: 'Print Speed: 40 ppm\nDuplex: Yes',
      features: ['Wireless printing', 'Auto duplex'],
      inStock: true,
      isFeatured: true,
      isBusinessProduct: false,
      published: true,
      fits: [],
    })
    expect(lastToast()?.title).toBe('Product updated successfully')
  })

  it('reports a failed update', async () => {
    serveAdmin({ 'PUT /api/admin/products/prod_1': () => jsonResponse({ message: 'Product prod_1 was not found.' }, 404) })
    renderDialog(makeAdminProduct())

    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Failed to update product', description: 'Product prod_1 was not found.' }),
    )
  })
})

describe('the SKU field', () => {
  it('is optional for a new product: left empty, no SKU is sent (the server makes one from the name)', async () => {
    serveAdmin({ 'POST /api/admin/products': () => jsonResponse(makeAdminProduct({ id: 'prod_new' }), 201) })
    renderDialog()
    const user = userEvent.setup()

    expect(screen.getByLabelText('SKU')).toHaveAccessibleDescription('Left empty, the SKU is made from the name')
    await user.type(screen.getByLabelText('Product Name'), 'ScanJet Pro 3000')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await waitFor(() => expect(sentRequests('POST /api/admin/products')).toHaveLength(1))
    expect(sentRequests('POST /api/admin/products')[0]?.body).not.toHaveProperty('sku')
  })

  it("checks the SKU with the contract's rule before sending anything", async () => {
    serveAdmin({ 'POST /api/admin/products': () => jsonResponse(makeAdminProduct(), 201) })
    renderDialog()
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Product Name'), 'ScanJet Pro 3000')
    await user.type(screen.getByLabelText('SKU'), 'HP SCANJET!')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByText(SKU_MESSAGE)).toBeInTheDocument()
    expect(screen.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('SKU')).toHaveFocus()
    expect(sentRequests('POST /api/admin/products')).toHaveLength(0)
  })

  it("shows the server's 409 for a SKU another product has on the field", async () => {
    const message = 'Another product already has the SKU HP-M404N'
    serveAdmin({
      'PUT /api/admin/products/prod_7': () => jsonResponse({ message, errors: [{ path: 'sku', message }] }, 409),
    })
    const { onOpenChange } = renderDialog(makeAdminProduct({ id: 'prod_7', sku: 'HP-M404DN' }))
    const user = userEvent.setup()

    expect(screen.getByLabelText('SKU')).toHaveValue('HP-M404DN')
    await user.clear(screen.getByLabelText('SKU'))
    await user.type(screen.getByLabelText('SKU'), 'hp-m404n')
    await user.click(screen.getByRole('button', { name: 'Update Product' }))

    await waitFor(() => expect(screen.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true'))
    expect(sentRequests('PUT /api/admin/products/prod_7')[0]?.body).toMatchObject({ sku: 'HP-M404N' })
    expect(screen.getByLabelText('SKU')).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(screen.getByLabelText('SKU')).toHaveFocus()
    expect(lastToast()).toMatchObject({ title: 'Failed to update product', description: message, variant: 'destructive' })
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})

describe('the Fits field', () => {
  it('sends the SKUs or names of a new supply, one per line', async () => {
    serveAdmin({ 'POST /api/admin/products': () => jsonResponse(makeAdminProduct({ id: 'prod_new' }), 201) })
    renderDialog()
    const user = userEvent.setup()

    expect(screen.getByLabelText('Fits')).toHaveAccessibleDescription('SKUs or product names this supply or accessory fits, one per line')
    await user.type(screen.getByLabelText('Product Name'), 'Toner 58A')
    await user.type(screen.getByLabelText('Fits'), ' HP-M404N {enter}{enter}LaserJet Pro M428fdw')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await waitFor(() => expect(sentRequests('POST /api/admin/products')).toHaveLength(1))
    expect(sentRequests('POST /api/admin/products')[0]?.body).toMatchObject({ fits: ['HP-M404N', 'LaserJet Pro M428fdw'] })
  })

  it("opens with the SKUs the product fits, and sends the field as it is then (empty, it fits nothing)", async () => {
    const product = makeAdminProduct({ id: 'prod_7', name: 'Toner 58A', fits: ['HP-M404N', 'HP-M428FDW'] })
    serveAdmin({ 'PUT /api/admin/products/prod_7': () => jsonResponse(product) })
    const { onOpenChange } = renderDialog(product)
    const user = userEvent.setup()

    expect(screen.getByLabelText('Fits')).toHaveValue('HP-M404N\nHP-M428FDW')
    await user.clear(screen.getByLabelText('Fits'))
    await user.click(screen.getByRole('button', { name: 'Update Product' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sentRequests('PUT /api/admin/products/prod_7')[0]?.body).toMatchObject({ fits: [] })
  })

  it("shows the server's message for an entry that names no product under the field", async () => {
    const message = FITS_MESSAGES.unknown('HP-NOPE')
    serveAdmin({
      'PUT /api/admin/products/prod_7': () =>
        jsonResponse({ message: 'Please check the highlighted fields.', errors: [{ path: 'fits', message }] }, 400),
    })
    const { onOpenChange } = renderDialog(makeAdminProduct({ id: 'prod_7', fits: ['HP-M404N'] }))
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Fits'), '{enter}HP-NOPE')
    await user.click(screen.getByRole('button', { name: 'Update Product' }))

    await waitFor(() => expect(screen.getByLabelText('Fits')).toHaveAttribute('aria-invalid', 'true'))
    expect(sentRequests('PUT /api/admin/products/prod_7')[0]?.body).toMatchObject({ fits: ['HP-M404N', 'HP-NOPE'] })
    expect(screen.getByLabelText('Fits')).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(screen.getByLabelText('Fits')).toHaveFocus()
    expect(lastToast()).toMatchObject({ title: 'Failed to update product', variant: 'destructive' })
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})

describe('the image uploader', () => {
  it('uploads picked images as multipart with the staff token; the first becomes main unless another is chosen', async () => {
    serveAdmin({
      'POST /api/admin/uploads': uploadAnswer,
      'POST /api/admin/products': () => jsonResponse(makeAdminProduct(), 201),
    })
    renderDialog()
    const user = userEvent.setup()

    await user.upload(screen.getByLabelText('Upload product images'), [png('front.png'), png('side.png')])

    const images = await screen.findByRole('list', { name: 'Product images' })
    expect(within(images).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByLabelText('Main image: image 1')).toBeChecked()
    expect(lastToast()).toMatchObject({ title: 'Upload Complete', description: '2 images uploaded successfully' })
    const [upload] = sentRequests('POST /api/admin/uploads')
    expect(upload?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(((upload?.body as FormData).getAll('files') as File[]).map((file) => file.name)).toEqual(['front.png', 'side.png'])

    await user.click(screen.getByLabelText('Main image: image 2'))
    await user.type(screen.getByLabelText('Product Name'), 'Photo Printer')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await waitFor(() => expect(sentRequests('POST /api/admin/products')).toHaveLength(1))
    expect(sentRequests('POST /api/admin/products')[0]?.body).toMatchObject({
      image: '/static/side.png',
      images: ['/static/front.png', '/static/side.png'],
    })
  })

  it('counts non-image and oversized files as failed and uploads the rest', async () => {
    serveAdmin({ 'POST /api/admin/uploads': uploadAnswer })
    renderDialog()
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' })

    fireEvent.drop(dropZone(), { dataTransfer: { files: [notes, png('huge.png', MAX_IMAGE_BYTES + 1), png('ok.png')] } })

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Drop Upload Complete', description: '1 image uploaded successfully, 2 failed' }))
    const uploaded = (sentRequests('POST /api/admin/uploads')[0]?.body as FormData).getAll('files') as File[]
    expect(uploaded.map((file) => file.name)).toEqual(['ok.png'])
    expect(screen.getByText(/notes\.txt: Not an image file/)).toBeInTheDocument()
    expect(screen.getByText('huge.png: Larger than 10 MB')).toBeInTheDocument()
  })

  it('counts the files the server refused', async () => {
    serveAdmin({
      'POST /api/admin/uploads': () =>
        jsonResponse({ files: [{ name: 'a.png', url: '/static/a.png', size: 10 }], failed: [{ name: 'b.png', message: 'Not a readable image' }] }),
    })
    renderDialog()

    await userEvent.upload(screen.getByLabelText('Upload product images'), [png('a.png'), png('b.png')])

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Upload Complete', description: '1 image uploaded successfully, 1 failed' }))
    expect(screen.getByText('b.png: Not a readable image')).toBeInTheDocument()
  })

  it('names each file when the server refuses them all', async () => {
    serveAdmin({
      'POST /api/admin/uploads': () =>
        jsonResponse(
          {
            files: [],
            failed: [{ name: 'fake.png', message: 'The file is not a PNG, JPEG, GIF, WebP or AVIF picture' }],
            message: 'No file was an image the shop can take.',
          },
          400,
        ),
    })
    renderDialog()

    await userEvent.upload(screen.getByLabelText('Upload product images'), [png('fake.png')])

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Upload Complete', description: '0 images uploaded successfully, 1 failed', variant: 'destructive' }),
    )
    expect(screen.getByText('fake.png: The file is not a PNG, JPEG, GIF, WebP or AVIF picture')).toBeInTheDocument()
  })

  it('says No Images Found when nothing dropped is an image', async () => {
    serveAdmin()
    renderDialog()

    fireEvent.drop(dropZone(), { dataTransfer: { files: [new File(['a,b'], 'list.csv', { type: 'text/csv' })] } })

    expect(lastToast()).toMatchObject({ title: 'No Images Found', description: 'Please drop valid image files (PNG, JPG, GIF).' })
    expect(sentRequests('POST /api/admin/uploads')).toHaveLength(0)
  })

  it('skips a file that was already added', async () => {
    serveAdmin({ 'POST /api/admin/uploads': uploadAnswer })
    renderDialog()
    const input = screen.getByLabelText('Upload product images')

    await userEvent.upload(input, [png('front.png')])
    await screen.findByRole('list', { name: 'Product images' })
    await userEvent.upload(input, [png('front.png')])

    expect(await screen.findByText('1 image was already added and was skipped.')).toBeInTheDocument()
    expect(sentRequests('POST /api/admin/uploads')).toHaveLength(1)
    expect(within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('listitem')).toHaveLength(1)
  })

  it('shows its states: idle, drag-over (red) and uploading (green, spinner)', async () => {
    const answer = deferred<Response>()
    serveAdmin({ 'POST /api/admin/uploads': () => answer.promise })
    renderDialog()

    expect(dropZone()).toHaveAttribute('data-state', 'idle')
    fireEvent.dragEnter(dropZone(), { dataTransfer: { files: [] } })
    expect(dropZone()).toHaveAttribute('data-state', 'drag-over')
    expect(dropZone()).toHaveClass('border-red-500')
    fireEvent.drop(dropZone(), { dataTransfer: { files: [png('front.png')] } })
    expect(dropZone()).toHaveAttribute('data-state', 'uploading')
    expect(dropZone()).toHaveClass('border-green-500')
    expect(within(dropZone()).getByRole('status')).toHaveTextContent('Uploading images...')

    answer.resolve(jsonResponse({ files: [{ name: 'front.png', url: '/static/front.png', size: 2048 }], failed: [] }))
    await waitFor(() => expect(dropZone()).toHaveAttribute('data-state', 'idle'))
    expect(lastToast()).toMatchObject({ title: 'Drop Upload Complete', description: '1 image uploaded successfully' })
  })

  it('removes an image, and the next one becomes main', async () => {
    serveAdmin()
    renderDialog(makeAdminProduct({ image: '/static/a.png', images: ['/static/a.png', '/static/b.png'] }))

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }))

    expect(within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByLabelText('Main image: image 1')).toBeChecked()
  })
})
