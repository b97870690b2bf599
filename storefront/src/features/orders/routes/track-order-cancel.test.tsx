import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ORDER_CANCEL_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeOrder } from '@/testing/fixtures'
import { jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { TrackOrderPage } from './track-order-page'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const lastToast = () => useToastStore.getState().toasts[0]

beforeEach(() => useToastStore.getState().remove())
afterEach(resetApiMock)

describe('TrackOrderPage cancelling', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'token-1'))

  it("lets the signed-in customer cancel their own order within the hour, and shows it cancelled", async () => {
    const api = serveCustomer({
      orders: [makeOrder({ id: '1050', status: 'pending', createdAt: minutesAgo(10) }), makeOrder({ id: '1042', status: 'pending' })],
    })
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1050' })

    const card = await screen.findByRole('region', { name: 'Order 1050' })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #1050?' })
    expect(confirm).toHaveTextContent('The items go back into stock and nothing will be charged.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ description: ORDER_CANCEL_MESSAGES.done }))
    expect(sentRequests('POST', '/api/user/orders/1050/cancel')).toHaveLength(1)
    expect(api.orders[0]?.status).toBe('cancelled')
    await waitFor(() => expect(within(card).getByText('This order has been cancelled.')).toBeInTheDocument())
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it('offers nothing for an order older than an hour', async () => {
    serveCustomer({ orders: [makeOrder({ id: '1042', status: 'pending', createdAt: minutesAgo(61) })] })
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042' })

    const card = await screen.findByRole('region', { name: 'Order 1042' })
    expect(within(card).getByText('Placed on', { exact: false })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it("passes on the server's refusal", async () => {
    serveCustomer({
      orders: [makeOrder({ id: '1050', status: 'pending', createdAt: minutesAgo(10) })],
      override: ({ url }) => (url.pathname.endsWith('/cancel') ? jsonResponse({ message: ORDER_CANCEL_MESSAGES.tooLate }, 409) : undefined),
    })
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1050' })

    const card = await screen.findByRole('region', { name: 'Order 1050' })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ description: ORDER_CANCEL_MESSAGES.tooLate, variant: 'destructive' }))
    await waitFor(() => expect(sentRequests('GET', '/api/user/orders')).toHaveLength(2))
  })
})

describe('TrackOrderPage for a visitor', () => {
  it('never offers to cancel, even a recent order', async () => {
    mockApi((url) =>
      url.pathname === '/api/orders/track'
        ? jsonResponse({ id: '1050', status: 'pending', createdAt: minutesAgo(5), updatedAt: minutesAgo(5), estimatedDelivery: null })
        : jsonResponse({ message: 'Not found' }, 404),
    )
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1050' })

    await userEvent.type(screen.getByLabelText('Email Address'), 'jane@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))

    const card = await screen.findByRole('region', { name: 'Order 1050' })
    expect(within(card).getByText('Pending')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })
})
