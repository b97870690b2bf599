import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RETURN_MESSAGES, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type AdminReturn } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { adminKeys, productKeys } from '@/lib/query-keys'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeAdminReturn, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { AdminPage } from '../routes/admin-page'
import { ReturnsTab } from './returns-tab'

const lastToast = () => useToastStore.getState().toasts[0]

const LONG_EMAIL = 'bo.reyes.purchasing.department@a-very-long-company-domain.example'

const requested = makeAdminReturn({
  id: 'ret_3',
  orderNumber: '1052',
  status: 'requested',
  reason: 'defective',
  note: 'Streaks on every page',
  items: [
    { productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 2 },
    { productId: 'prod_toner', productName: 'Toner 58A', quantity: 1 },
  ],
  customerName: 'Bo Reyes',
  customerEmail: LONG_EMAIL,
  createdAt: '2025-04-02T10:00:00.000Z',
  refundDue: '509.98',
})
const refunded = makeAdminReturn({
  id: 'ret_2',
  orderNumber: '1048',
  status: 'refunded',
  reason: 'damaged',
  items: [{ productId: 'prod_toner', productName: 'Toner 58A', quantity: 1 }],
  refundAmount: '89.50',
  createdAt: '2025-03-20T10:00:00.000Z',
  receivedAt: '2025-03-25T10:00:00.000Z',
})
const received = makeAdminReturn({
  id: 'ret_1',
  orderNumber: '1044',
  status: 'received',
  reason: 'no_longer_needed',
  refundAmount: '0.00',
  createdAt: '2025-03-10T10:00:00.000Z',
  receivedAt: '2025-03-15T10:00:00.000Z',
})

/** The staff returns, newest first, filtered by status as the server does; receiving refunds ret_3. */
function serveReturns({ receive, count }: { receive?: () => Response; count?: number } = {}) {
  const stored = new Map<string, AdminReturn>([requested, refunded, received].map((ret) => [ret.id, ret]))
  serveAdmin({
    'GET /api/admin/returns': ({ url }) => {
      const status = url.searchParams.get('status')
      const returns = [...stored.values()].filter((ret) => !status || ret.status === status)
      return jsonResponse({
        returns,
        count: count ?? returns.length,
        limit: Number(url.searchParams.get('limit')),
        offset: Number(url.searchParams.get('offset')),
      })
    },
    'POST /api/admin/returns/ret_3/receive': () => {
      if (receive) return receive()
      const done: AdminReturn = { ...requested, status: 'refunded', refundAmount: '509.98', receivedAt: '2025-04-09T15:30:00.000Z' }
      stored.set(done.id, done)
      return jsonResponse(done)
    },
  })
}

const rows = () => within(screen.getByRole('table', { name: 'Returns' })).getAllByRole('row').slice(1)

async function openReturn(orderNumber: string) {
  await userEvent.click(await screen.findByRole('button', { name: `View return for order #${orderNumber}` }))
  return screen.getByRole('dialog', { name: `Return for order #${orderNumber}` })
}

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('ReturnsTab', () => {
  it('lists the returns newest first: order, customer, items, reason, status, date and View', async () => {
    serveReturns()
    renderWithProviders(<ReturnsTab />)

    const table = await screen.findByRole('table', { name: 'Returns' })
    await within(table).findByText('#1052')
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order',
      'Customer',
      'Items',
      'Reason',
      'Status',
      'Requested',
      'Actions',
    ])
    const [first, second, third] = rows()
    expect(first).toHaveTextContent(`#1052Bo Reyes${LONG_EMAIL}3 items${RETURN_REASON_LABELS.defective}${RETURN_STATUS_LABELS.requested}April 2, 2025View`)
    expect(within(first!).getByText(LONG_EMAIL)).toHaveClass('break-all')
    expect(second).toHaveTextContent(`#1048Ann Leeann@example.com1 item${RETURN_REASON_LABELS.damaged}${RETURN_STATUS_LABELS.refunded}March 20, 2025`)
    expect(within(second!).getByText(RETURN_STATUS_LABELS.refunded)).toHaveClass('bg-green-100')
    expect(third).toHaveTextContent('#1044')
    const [list] = sentRequests('GET /api/admin/returns')
    expect(list?.url.search).toBe('?limit=20&offset=0')
    expect(list?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('says No returns found', async () => {
    serveAdmin()
    renderWithProviders(<ReturnsTab />)

    expect(await screen.findByText('No returns found')).toBeInTheDocument()
  })

  it('filters by status on the server', async () => {
    serveReturns()
    renderWithProviders(<ReturnsTab />)
    await screen.findByText('#1052')

    const filter = screen.getByLabelText('Status')
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', ...Object.values(RETURN_STATUS_LABELS)])
    await userEvent.selectOptions(filter, RETURN_STATUS_LABELS.received)

    await waitFor(() => expect(sentRequests('GET /api/admin/returns').at(-1)?.url.search).toBe('?status=received&limit=20&offset=0'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]).toHaveTextContent('#1044')

    await userEvent.selectOptions(filter, 'All')
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(sentRequests('GET /api/admin/returns').at(-1)?.url.search).toBe('?limit=20&offset=0')
  })

  it('pages through the returns like the orders', async () => {
    serveReturns({ count: 45 })
    renderWithProviders(<ReturnsTab />)

    const pager = await screen.findByRole('navigation', { name: 'Return pages' })
    expect(pager).toHaveTextContent('Showing 1–20 of 45')
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }))

    await waitFor(() => expect(sentRequests('GET /api/admin/returns').at(-1)?.url.search).toBe('?limit=20&offset=20'))
  })

  it('shows the items, reason, note and customer in the dialog', async () => {
    serveReturns()
    renderWithProviders(<ReturnsTab />)
    const dialog = await openReturn('1052')

    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent(RETURN_STATUS_LABELS.requested)
    expect(within(dialog).getByText('Reason').nextSibling).toHaveTextContent(RETURN_REASON_LABELS.defective)
    expect(within(dialog).getByText('Received', { selector: 'dt' }).nextSibling).toHaveTextContent('Not yet')
    expect(within(dialog).getByText('Name').nextSibling).toHaveTextContent('Bo Reyes')
    expect(within(dialog).getByText('Email').nextSibling).toHaveTextContent(LONG_EMAIL)
    expect(within(within(dialog).getByRole('list', { name: 'Returned items' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'LaserJet Proprod_printerQuantity: 2',
      'Toner 58Aprod_tonerQuantity: 1',
    ])
    expect(within(dialog).getByText('Streaks on every page')).toBeInTheDocument()
    expect(within(dialog).queryByText(/Refund:/)).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Mark received' })).toBeInTheDocument()
  })

  it('shows the refund of a return received already, and offers nothing more', async () => {
    serveReturns()
    renderWithProviders(<ReturnsTab />)
    const dialog = await openReturn('1048')

    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent(RETURN_STATUS_LABELS.refunded)
    expect(within(dialog).getByText('Refund: $89.50')).toBeInTheDocument()
    expect(within(dialog).getByText('No note')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')

    // Received with nothing refunded: nothing more to do either.
    const nothingRefunded = await openReturn('1044')
    expect(within(nothingRefunded).getByText('Status').nextSibling).toHaveTextContent(RETURN_STATUS_LABELS.received)
    expect(within(nothingRefunded).getByText('Received', { selector: 'dt' }).nextSibling).toHaveTextContent('March 15, 2025')
    expect(within(nothingRefunded).queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument()
  })

  it('marks a return received once confirmed, shows its refund and refreshes the list', async () => {
    serveReturns()
    const { queryClient } = renderWithProviders(<ReturnsTab />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const dialog = await openReturn('1052')
    const listFetches = sentRequests('GET /api/admin/returns').length

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    let confirm = await screen.findByRole('alertdialog', { name: 'Mark the return for order #1052 received?' })
    // Defective items do not go back on sale unless staff tick them.
    expect(confirm).toHaveAccessibleDescription(
      'Nothing goes back on sale, and the refund is recorded and e-mailed to the customer. This cannot be undone.',
    )
    await userEvent.click(within(confirm).getByRole('button', { name: 'Not yet' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sentRequests('POST /api/admin/returns/ret_3/receive')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    confirm = await screen.findByRole('alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark received' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Return received', description: 'Refund: $509.98' }))
    const [receive] = sentRequests('POST /api/admin/returns/ret_3/receive')
    expect(receive?.body).toEqual({
      items: [
        { productId: 'prod_printer', restock: false },
        { productId: 'prod_toner', restock: false },
      ],
    })
    expect(receive?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent(RETURN_STATUS_LABELS.refunded)
    expect(within(dialog).getByText('Refund: $509.98')).toBeInTheDocument()
    expect(within(dialog).getByText('Received', { selector: 'dt' }).nextSibling).toHaveTextContent('April 9, 2025')
    expect(within(dialog).queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument()
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.returns.all })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all })
    await waitFor(() => expect(sentRequests('GET /api/admin/returns').length).toBeGreaterThan(listFetches))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(rows()[0]).toHaveTextContent(RETURN_STATUS_LABELS.refunded))
  })

  it('puts the lines staff tick back on sale, and refunds less with the reason, checked before it is sent', async () => {
    serveReturns()
    renderWithProviders(<ReturnsTab />)
    const dialog = await openReturn('1052')
    const user = userEvent.setup()
    expect(within(dialog).getByText(/Refund due:/)).toHaveTextContent("Refund due: $509.98 (the items' price and tax, and the shipping)")
    expect(within(dialog).getByLabelText('2 × LaserJet Pro')).not.toBeChecked()
    await user.click(within(dialog).getByLabelText('1 × Toner 58A'))
    await user.click(within(dialog).getByLabelText('Refund a lower amount'))

    // More than due, and no reason: nothing is sent.
    await user.type(within(dialog).getByLabelText('Refund amount ($)'), '600')
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark received' }))
    expect(await within(dialog).findByText(`${RETURN_MESSAGES.refundTooHigh} ($509.98)`)).toBeInTheDocument()
    expect(within(dialog).getByText(RETURN_MESSAGES.refundReasonRequired)).toBeInTheDocument()
    expect(sentRequests('POST /api/admin/returns/ret_3/receive')).toHaveLength(0)

    await user.clear(within(dialog).getByLabelText('Refund amount ($)'))
    await user.type(within(dialog).getByLabelText('Refund amount ($)'), '450')
    await user.type(within(dialog).getByLabelText('Why it is lower (the customer is told)'), 'One toner was opened')
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveAccessibleDescription(
      '1 of 2 items go back into stock, and a refund of $450.00 is recorded and e-mailed to the customer. This cannot be undone.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Mark received' }))
    await waitFor(() => expect(sentRequests('POST /api/admin/returns/ret_3/receive')).toHaveLength(1))
    expect(sentRequests('POST /api/admin/returns/ret_3/receive')[0]?.body).toEqual({
      items: [
        { productId: 'prod_printer', restock: false },
        { productId: 'prod_toner', restock: true },
      ],
      refundAmount: '450',
      refundReason: 'One toner was opened',
    })
  })

  it("passes on the server's refusal of a return received already", async () => {
    serveReturns({ receive: () => jsonResponse({ message: RETURN_MESSAGES.alreadyReceived }, 409) })
    renderWithProviders(<ReturnsTab />)
    const dialog = await openReturn('1052')
    const listFetches = sentRequests('GET /api/admin/returns').length

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark received' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Update Failed', description: RETURN_MESSAGES.alreadyReceived, variant: 'destructive' }),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(within(dialog).getByText(RETURN_MESSAGES.alreadyReceived)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument()
    await waitFor(() => expect(sentRequests('GET /api/admin/returns').length).toBeGreaterThan(listFetches))
  })

  it('is a tab of the admin panel, kept in the address', async () => {
    serveReturns()
    renderWithProviders(<AdminPage />, { route: '/admin' })

    await userEvent.click(screen.getByRole('tab', { name: /Returns/ }))

    expect(await screen.findByRole('table', { name: 'Returns' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=returns')
  })
})
