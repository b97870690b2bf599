import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { makeItem } from '@/testing/fixtures'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeAdminOrder, serveAdmin, signInStaff } from '../testing/serve-admin'
import { OrderDetailDialog } from './order-detail-dialog'
import { amountRows } from '@/testing/order-amounts'

const LONG_NAME = 'Epson SureColor P900 17-Inch Wide Format Photo Printer with Pigment Ink and Roll Paper Support'

beforeEach(() => {
  signInStaff()
  serveAdmin()
})
afterEach(resetApiMock)

describe('OrderDetailDialog', () => {
  it('gives the product names the room: the id and the figures keep to one narrow line each', () => {
    const order = makeAdminOrder({
      id: '1042',
      items: [makeItem({ productId: 'prod_01JQ8ZK3M4N5P6Q7R8S9T0V1W2', productName: LONG_NAME, quantity: 12, price: 1299.99, total: '15599.88' })],
    })
    renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1042' })
    // Wider than the other large dialogs on large screens.
    expect(dialog).toHaveClass('md:max-w-3xl', 'lg:max-w-4xl', 'xl:max-w-5xl')
    const table = within(dialog).getByRole('table', { name: 'Order items' })
    // It scrolls sideways in its own box on a phone.
    expect(table.parentElement).toHaveClass('overflow-x-auto')

    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Product', 'Product ID', 'Quantity', 'Price', 'Total'])
    const [name, ...narrow] = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')
    expect(name).toHaveTextContent(LONG_NAME)
    expect(name).not.toHaveClass('whitespace-nowrap')
    expect(headers[0]).not.toHaveClass('whitespace-nowrap')
    expect(narrow.map((cell) => cell.textContent)).toEqual(['prod_01JQ8ZK3M4N5P6Q7R8S9T0V1W2', '12', '$1,299.99', '$15,599.88'])
    for (const cell of [...narrow, ...headers.slice(1)]) expect(cell).toHaveClass('whitespace-nowrap', 'w-px')
  })

  it("shows the order's amounts, with the promo code's discount between the subtotal and the shipping", () => {
    const order = makeAdminOrder({ id: '1046', subtotal: '300.00', promoCode: 'SPRING10', discountAmount: '30.00', tax: '21.60', totalAmount: '291.60' })
    renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1046' })
    const rows = amountRows(dialog)
    expect(rows).toEqual(['Subtotal $300.00', 'Discount (SPRING10) -$30.00', 'Shipping FREE', 'Tax $21.60', 'Total $291.60', 'Shipping Method Free Shipping'])
  })

  it('shows the lines returned, the refund and the net paid, as the customer sees them', () => {
    const order = makeAdminOrder({
      id: '1049',
      items: [makeItem({ productName: 'After Printer', quantity: 2, price: 50, total: '100.00', returnedQuantity: 1 })],
      subtotal: '100.00',
      tax: '8.00',
      totalAmount: '108.00',
      refundedAmount: '54.00',
    })
    renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1049' })
    const rows = amountRows(dialog)
    expect(rows).toEqual(['Subtotal $100.00', 'Shipping FREE', 'Tax $8.00', 'Total $108.00', 'Refunded (returns) -$54.00', 'Net Paid $54.00', 'Shipping Method Free Shipping'])
    const [, , quantity] = within(within(dialog).getByRole('table', { name: 'Order items' }).querySelectorAll('tbody tr')[0] as HTMLElement).getAllByRole('cell')
    expect(quantity).toHaveTextContent('21 returned')
  })

  it('shows no discount line for an order without a promo code', () => {
    renderWithProviders(<OrderDetailDialog order={makeAdminOrder({ id: '1042' })} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1042' })
    expect(within(dialog).getByText('Subtotal')).toBeInTheDocument()
    expect(within(dialog).queryByText(/^Discount/)).not.toBeInTheDocument()
  })
})
