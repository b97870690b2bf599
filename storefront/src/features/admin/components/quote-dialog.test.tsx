import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QUOTE_MESSAGES, QUOTE_VALID_DAYS, addDays, todayUtc, type AdminQuote, type PriceQuoteBody } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeAdminProduct, makeAdminQuote, pageOf, sentRequests, serveAdmin, signInStaff, type SentRequest } from '../testing/serve-admin'
import { QuoteDialog } from './quote-dialog'

const lastToast = () => useToastStore.getState().toasts[0]
const today = todayUtc()
const defaultDate = addDays(today, QUOTE_VALID_DAYS)

/** PUT answers the quote priced as sent: quoted, each line at its price. */
function priced(quote: AdminQuote) {
  return ({ body }: SentRequest) => {
    const sent = body as PriceQuoteBody
    const items = sent.items.map((item) => {
      const line = quote.items.find((candidate) => candidate.productId === item.productId)
      const cents = Math.round(item.unitPrice * 100) * item.quantity
      return {
        productId: item.productId,
        productName: line?.productName ?? item.productId,
        image: null,
        quantity: item.quantity,
        listPrice: line?.listPrice ?? null,
        unitPrice: item.unitPrice,
        total: (cents / 100).toFixed(2),
      }
    })
    const subtotal = (items.reduce((sum, line) => sum + Math.round(Number(line.total) * 100), 0) / 100).toFixed(2)
    return jsonResponse({
      ...quote,
      status: 'quoted',
      items,
      subtotal,
      validUntil: sent.validUntil ?? defaultDate,
      note: sent.note ?? null,
      quotedAt: '2025-03-06T10:00:00.000Z',
    })
  }
}

function serveQuote(quote: AdminQuote = makeAdminQuote(), routes: Parameters<typeof serveAdmin>[0] = {}) {
  serveAdmin({
    [`GET /api/admin/quotes/${quote.id}`]: () => jsonResponse(quote),
    [`PUT /api/admin/quotes/${quote.id}`]: priced(quote),
    ...routes,
  })
}

function renderDialog(quoteId = 'quote_1') {
  const onClose = vi.fn()
  renderWithProviders(<QuoteDialog quoteId={quoteId} onClose={onClose} />)
  return { onClose }
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Quote' }))
const putBodies = (id = 'quote_1') => sentRequests(`PUT /api/admin/quotes/${id}`).map((request) => request.body)

async function retype(label: string, value: string) {
  const input = screen.getByLabelText(label)
  await userEvent.clear(input)
  await userEvent.type(input, value)
}

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('QuoteDialog: pricing', () => {
  it('prefills the list prices and a date QUOTE_VALID_DAYS from today, and sends them as priced', async () => {
    serveQuote()
    renderDialog()

    await screen.findByRole('dialog', { name: 'Quote #12' })
    expect(screen.getByLabelText('Unit price of LaserJet Pro M404n')).toHaveValue('249.99')
    expect(screen.getByLabelText('Valid Until')).toHaveValue(defaultDate)
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$3,295.90')

    await send()

    await waitFor(() => expect(putBodies()).toHaveLength(1))
    expect(putBodies()[0]).toEqual({
      items: [
        { productId: 'prod_1', quantity: 10, unitPrice: 249.99 },
        { productId: 'prod_2', quantity: 4, unitPrice: 199 },
      ],
      validUntil: defaultDate,
      note: null,
    })
    expect(sentRequests('PUT /api/admin/quotes/quote_1')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('sends the edited prices, quantities, date and note, then shows the quote as quoted', async () => {
    serveQuote()
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    await retype('Unit price of LaserJet Pro M404n', '229.50')
    await retype('Quantity of LaserJet Pro M404n', '12')
    await retype('Unit price of Star TSP143IV Receipt Printer', '185')
    const date = addDays(today, 14)
    fireEvent.change(screen.getByLabelText('Valid Until'), { target: { value: date } })
    await userEvent.type(screen.getByLabelText('Note to the customer (Optional)'), ' Delivery and setup included. ')
    // 12 x 229.50 + 4 x 185.00, as typed.
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$3,494.00')

    await send()

    await waitFor(() => expect(lastToast()?.title).toBe('Quote sent'))
    expect(putBodies()[0]).toEqual({
      items: [
        { productId: 'prod_1', quantity: 12, unitPrice: 229.5 },
        { productId: 'prod_2', quantity: 4, unitPrice: 185 },
      ],
      validUntil: date,
      note: 'Delivery and setup included.',
    })
    const dialog = screen.getByRole('dialog', { name: 'Quote #12' })
    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent('Quoted')
    expect(within(dialog).getByText('Value').nextSibling).toHaveTextContent('$3,494.00')
    // The form holds what was sent, ready to be sent again.
    expect(screen.getByLabelText('Unit price of LaserJet Pro M404n')).toHaveValue('229.50')
    expect(screen.getByLabelText('Unit price of Star TSP143IV Receipt Printer')).toHaveValue('185.00')
  })

  it('removes a line and adds a product found by the product search', async () => {
    serveQuote(makeAdminQuote(), {
      'GET /api/admin/products': ({ url }) =>
        pageOf(
          'products',
          url.searchParams.get('search') === 'epson'
            ? [
                makeAdminProduct({ id: 'prod_3', name: 'Epson TM-T88VII', price: '329.00' }),
                makeAdminProduct({ id: 'prod_4', name: 'Epson WorkForce (draft)', price: '99.00', published: false }),
              ]
            : [makeAdminProduct()],
          url,
        ),
    })
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    await userEvent.click(screen.getByRole('button', { name: 'Remove Star TSP143IV Receipt Printer' }))
    expect(screen.queryByLabelText('Unit price of Star TSP143IV Receipt Printer')).not.toBeInTheDocument()

    // A product already in the quote cannot be added twice.
    await userEvent.type(screen.getByLabelText('Add a product'), 'laserjet')
    expect(await screen.findByRole('button', { name: 'LaserJet Pro M404n is in the quote' })).toBeDisabled()

    await userEvent.clear(screen.getByLabelText('Add a product'))
    await userEvent.type(screen.getByLabelText('Add a product'), 'epson')
    const found = await screen.findByRole('list', { name: 'Products found' })
    await waitFor(() => expect(within(found).getByText('Epson TM-T88VII')).toBeInTheDocument())
    expect(sentRequests('GET /api/admin/products').at(-1)?.url.search).toBe('?search=epson&limit=8&offset=0')
    // A draft is never sold, so it is not offered.
    expect(within(found).queryByRole('button', { name: 'Add Epson WorkForce (draft)' })).not.toBeInTheDocument()
    await userEvent.click(within(found).getByRole('button', { name: 'Add Epson TM-T88VII' }))

    const price = screen.getByLabelText('Unit price of Epson TM-T88VII')
    expect(price).toHaveValue('329.00')
    expect(price).toHaveFocus()
    expect(screen.getByLabelText('Add a product')).toHaveValue('')
    await userEvent.clear(price)
    await userEvent.type(price, '310')
    await retype('Quantity of Epson TM-T88VII', '3')

    await send()

    await waitFor(() => expect(putBodies()).toHaveLength(1))
    expect((putBodies()[0] as PriceQuoteBody).items).toEqual([
      { productId: 'prod_1', quantity: 10, unitPrice: 249.99 },
      { productId: 'prod_3', quantity: 3, unitPrice: 310 },
    ])
  })

  it("checks the contract's rules before sending: prices, quantities, a line at least, the date", async () => {
    serveQuote()
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    await retype('Unit price of LaserJet Pro M404n', 'abc')
    await retype('Quantity of Star TSP143IV Receipt Printer', '0')
    fireEvent.change(screen.getByLabelText('Valid Until'), { target: { value: addDays(today, -1) } })
    await send()

    expect(await screen.findByText('Unit price must be an amount like 42.00')).toBeInTheDocument()
    expect(screen.getByLabelText('Unit price of LaserJet Pro M404n')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Unit price of LaserJet Pro M404n')).toHaveAccessibleDescription('Unit price must be an amount like 42.00')
    expect(screen.getByText('Quantity must be a whole number of at least 1')).toBeInTheDocument()
    expect(screen.getByLabelText('Valid Until')).toHaveAccessibleDescription(expect.stringContaining(QUOTE_MESSAGES.pastDate))
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('—')

    await userEvent.click(screen.getByRole('button', { name: 'Remove LaserJet Pro M404n' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove Star TSP143IV Receipt Printer' }))
    await send()
    expect(await screen.findByText('A quote needs at least one product')).toBeInTheDocument()
    expect(putBodies()).toHaveLength(0)
  })

  it("shows the server's field errors on their fields", async () => {
    serveQuote(makeAdminQuote(), {
      'PUT /api/admin/quotes/quote_1': () =>
        jsonResponse(
          {
            message: 'Product prod_2 does not exist or is no longer sold.',
            errors: [
              { path: 'items.1.productId', message: 'Product prod_2 does not exist or is no longer sold.' },
              { path: 'validUntil', message: QUOTE_MESSAGES.pastDate },
              { path: 'note', message: 'Must be at most 5000 characters' },
            ],
          },
          400,
        ),
    })
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    await send()

    expect(await screen.findByText('Product prod_2 does not exist or is no longer sold.')).toBeInTheDocument()
    expect(screen.getByLabelText('Valid Until')).toHaveAccessibleDescription(expect.stringContaining(QUOTE_MESSAGES.pastDate))
    expect(screen.getByLabelText('Valid Until')).toHaveFocus()
    expect(screen.getByLabelText('Note to the customer (Optional)')).toHaveAccessibleDescription(expect.stringContaining('Must be at most 5000 characters'))
    expect(lastToast()).toBeUndefined()
  })

  it('says so when the server refuses without field errors', async () => {
    serveQuote(makeAdminQuote(), { 'PUT /api/admin/quotes/quote_1': () => jsonResponse({ message: 'The shop is busy.' }, 503) })
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    await send()

    expect(await screen.findByText('The shop is busy.')).toBeInTheDocument()
  })

  it('turns read-only when the customer accepted it meanwhile (409)', async () => {
    let accepted = false
    const quote = makeAdminQuote()
    serveQuote(quote, {
      'GET /api/admin/quotes/quote_1': () =>
        jsonResponse(accepted ? { ...quote, status: 'accepted', orderId: '1050', subtotal: '3295.90', validUntil: defaultDate } : quote),
      'PUT /api/admin/quotes/quote_1': () => {
        accepted = true
        return jsonResponse({ code: 'quote_accepted', message: QUOTE_MESSAGES.closed }, 409)
      },
    })
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    await send()

    await waitFor(() => expect(lastToast()?.description).toBe(QUOTE_MESSAGES.closed))
    expect(await screen.findByRole('link', { name: 'Order #1050' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send Quote' })).not.toBeInTheDocument()
  })

  it('shows a declined quote read-only', async () => {
    serveQuote(makeAdminQuote({ status: 'declined' }))
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    expect(screen.getByText('The customer declined this quote.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send Quote' })).not.toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Quote lines' })).toBeInTheDocument()
  })

  it('gives an expired quote a new date when priced again', async () => {
    serveQuote(
      makeAdminQuote({
        status: 'expired',
        validUntil: addDays(today, -3),
        items: [
          { productId: 'prod_1', productName: 'LaserJet Pro M404n', image: null, quantity: 10, listPrice: 249.99, unitPrice: 230, total: '2300.00' },
        ],
        subtotal: '2300.00',
      }),
    )
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })

    expect(screen.getByLabelText('Unit price of LaserJet Pro M404n')).toHaveValue('230.00')
    expect(screen.getByLabelText('Valid Until')).toHaveValue(defaultDate)
  })

  it('says when the quote cannot be found', async () => {
    serveAdmin({ 'GET /api/admin/quotes/quote_9': () => jsonResponse({ message: QUOTE_MESSAGES.notFound }, 404) })
    renderDialog('quote_9')

    expect(await screen.findByText(QUOTE_MESSAGES.notFound)).toBeInTheDocument()
  })
})

describe('QuoteDialog: messages', () => {
  it('sends a message to the customer and adds it to the thread', async () => {
    const quote = makeAdminQuote({
      messages: [{ id: 'qm_1', author: 'customer', authorName: 'Bo Reyes', body: 'Any news?', createdAt: '2025-03-05T15:00:00.000Z' }],
    })
    serveQuote(quote, {
      'POST /api/admin/quotes/quote_1/messages': ({ body }) =>
        jsonResponse(
          { id: 'qm_2', author: 'staff', authorName: 'Sam Reyes', body: (body as { message: string }).message, createdAt: '2025-03-05T16:00:00.000Z' },
          201,
        ),
    })
    renderDialog()
    await screen.findByRole('dialog', { name: 'Quote #12' })
    const thread = screen.getByRole('list', { name: 'Messages' })
    expect(within(thread).getByText('Any news?')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Please write a message')).toBeInTheDocument()
    expect(sentRequests('POST /api/admin/quotes/quote_1/messages')).toHaveLength(0)

    await userEvent.type(screen.getByLabelText('Message to bo@diner.example'), 'Prices by tomorrow noon.')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Message sent'))
    expect(sentRequests('POST /api/admin/quotes/quote_1/messages')[0]?.body).toEqual({ message: 'Prices by tomorrow noon.' })
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Prices by tomorrow noon.')).toBeInTheDocument()
    expect(screen.getByLabelText('Message to bo@diner.example')).toHaveValue('')
  })
})
