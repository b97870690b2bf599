import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SALES_DAYS, type AdminSales } from '@printshop/contract'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { deferred, sentRequests, serveAdmin, signInStaff, STAFF_TOKEN } from '../testing/serve-admin'
import { DashboardSales } from './dashboard-sales'

/** 30 days from Oct 28 to Nov 26, 2025 (oldest first): an order on every third day, two on Nov 26. */
function makeDays(): AdminSales['days'] {
  const first = Date.UTC(2025, 9, 28)
  return Array.from({ length: SALES_DAYS }, (_, index) => {
    const date = new Date(first + index * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    if (date === '2025-11-26') return { date, orders: 2, revenue: '1234.56' }
    return index % 3 === 0 ? { date, orders: 1, revenue: '249.99' } : { date, orders: 0, revenue: '0.00' }
  })
}

function makeSales(overrides: Partial<AdminSales> = {}): AdminSales {
  return {
    timeZone: 'America/Chicago',
    days: makeDays(),
    lowStock: [
      { id: 'prod_1', name: 'Toner 58A', stockQuantity: 0, published: true, stockAlerts: 0 },
      { id: 'prod_2', name: 'Label Printer LP-200 (prototype)', stockQuantity: 2, published: false, stockAlerts: 0 },
      { id: 'prod_3', name: 'LaserJet Pro M404n', stockQuantity: 5, published: true, stockAlerts: 0 },
    ],
    lowStockCount: 3,
    ...overrides,
  }
}

function serveSales(sales: AdminSales = makeSales()) {
  serveAdmin({ 'GET /api/admin/sales': () => jsonResponse(sales) })
}

const salesRegion = () => screen.getByRole('region', { name: /^Sales, last 30 days/ })
const lowStockRegion = () => screen.getByRole('region', { name: 'Low stock' })
/** The value (dd) of a figure (dt) in a region. */
const figure = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling

beforeEach(() => {
  signInStaff()
})
afterEach(resetApiMock)

describe('DashboardSales', () => {
  it('asks for the sales picture with the staff token', async () => {
    serveSales()
    renderWithProviders(<DashboardSales />)

    await screen.findByRole('table', { name: 'Sales per day' })
    const [request] = sentRequests('GET /api/admin/sales')
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`)
  })

  it('puts the figures behind the chart in a table: one row a day, oldest first, dated and priced', async () => {
    serveSales()
    renderWithProviders(<DashboardSales />)

    const table = await screen.findByRole('table', { name: 'Sales per day' })
    const [head, body, foot] = within(table).getAllByRole('rowgroup')
    expect(within(head!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Orders', 'Revenue'])
    const rows = within(body!).getAllByRole('row')
    expect(rows).toHaveLength(30)
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)
    expect(cells(rows[0]!)).toEqual(['Oct 28', '1', '$249.99'])
    expect(cells(rows[1]!)).toEqual(['Oct 29', '0', '$0.00'])
    expect(cells(rows[4]!)).toEqual(['Nov 1', '0', '$0.00'])
    expect(cells(rows[29]!)).toEqual(['Nov 26', '2', '$1,234.56'])
    // The date of a row names it for a screen reader moving across.
    expect(within(rows[29]!).getByRole('rowheader')).toHaveTextContent('Nov 26')
    // Days 0, 3, ..., 27 had one order each (10), Nov 26 two more.
    expect(cells(within(foot!).getByRole('row'))).toEqual(['Total', '12', '$3,734.46'])
  })

  it('shows the 30-day totals in its heading area', async () => {
    serveSales()
    renderWithProviders(<DashboardSales />)

    await screen.findByRole('table', { name: 'Sales per day' })
    const region = salesRegion()
    expect(within(region).getByRole('heading', { name: 'Sales, last 30 days' })).toBeInTheDocument()
    expect(figure(region, 'Orders')).toHaveTextContent('12')
    expect(figure(region, 'Revenue')).toHaveTextContent('$3,734.46')
  })

  it('hides the chart from screen readers, who read the table; the table can be shown instead of the chart', async () => {
    serveSales()
    renderWithProviders(<DashboardSales />)

    const table = await screen.findByRole('table', { name: 'Sales per day' })
    const chart = await within(salesRegion()).findByTestId('sales-chart')
    expect(chart).toHaveAttribute('aria-hidden', 'true')
    // Visually hidden while the chart is drawn.
    expect(table.closest('.sr-only')).not.toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }))
    expect(screen.getByRole('table', { name: 'Sales per day' }).closest('.sr-only')).toBeNull()
    expect(within(salesRegion()).queryByTestId('sales-chart')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }))
    expect(await within(salesRegion()).findByTestId('sales-chart')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('table', { name: 'Sales per day' }).closest('.sr-only')).not.toBeNull()
  })

  it('says so when there were no orders in the 30 days', async () => {
    serveSales(makeSales({ days: makeDays().map((day) => ({ ...day, orders: 0, revenue: '0.00' })) }))
    renderWithProviders(<DashboardSales />)

    expect(await within(await screen.findByRole('region', { name: /^Sales/ })).findByText('No orders in the last 30 days.')).toBeInTheDocument()
    expect(figure(salesRegion(), 'Orders')).toHaveTextContent('0')
    expect(figure(salesRegion(), 'Revenue')).toHaveTextContent('$0.00')
  })

  it('lists the products running low, fewest first: out of stock, units left and a Draft badge for unpublished ones', async () => {
    serveSales()
    renderWithProviders(<DashboardSales />)

    const list = await within(await screen.findByRole('region', { name: 'Low stock' })).findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Toner 58AOut of stock',
      'Label Printer LP-200 (prototype) Draft2 left',
      'LaserJet Pro M404n5 left',
    ])
    expect(within(items[1]!).getByText('Draft')).toBeInTheDocument()
    expect(within(items[0]!).queryByText('Draft')).not.toBeInTheDocument()
    // The list says how many there are.
    expect(within(lowStockRegion()).getByText('3 products with 5 or fewer left')).toBeInTheDocument()
    expect(within(lowStockRegion()).queryByText(/^and \d+ more/)).not.toBeInTheDocument()
  })

  it('says how many shoppers wait for a product to be back in stock', async () => {
    serveSales(
      makeSales({
        lowStock: [
          { id: 'prod_1', name: 'Toner 58A', stockQuantity: 0, published: true, stockAlerts: 3 },
          { id: 'prod_3', name: 'LaserJet Pro M404n', stockQuantity: 5, published: true, stockAlerts: 0 },
        ],
        lowStockCount: 2,
      }),
    )
    renderWithProviders(<DashboardSales />)

    const list = await within(await screen.findByRole('region', { name: 'Low stock' })).findByRole('list')
    const [toner, laserJet] = within(list).getAllByRole('listitem')
    expect(within(toner!).getByTitle('3 shoppers waiting for it to be back in stock')).toHaveTextContent('3 waiting')
    expect(within(laserJet!).queryByText(/waiting/)).not.toBeInTheDocument()
  })

  it('says how many more are low than the list shows', async () => {
    serveSales(makeSales({ lowStockCount: 57 }))
    renderWithProviders(<DashboardSales />)

    const region = await screen.findByRole('region', { name: 'Low stock' })
    expect(await within(region).findByText('and 54 more (3 of 57 shown)')).toBeInTheDocument()
    expect(within(region).getByText('57 products with 5 or fewer left')).toBeInTheDocument()
  })

  it('says when every product has more than 5 in stock', async () => {
    serveSales(makeSales({ lowStock: [], lowStockCount: 0 }))
    renderWithProviders(<DashboardSales />)

    const region = await screen.findByRole('region', { name: 'Low stock' })
    expect(await within(region).findByText('Every product has more than 5 in stock.')).toBeInTheDocument()
    expect(within(region).queryByRole('list')).not.toBeInTheDocument()
  })

  it('shows that it is loading, as the cards do', async () => {
    const answer = deferred<Response>()
    serveAdmin({ 'GET /api/admin/sales': () => answer.promise })
    renderWithProviders(<DashboardSales />)

    expect(within(salesRegion()).getByText('Loading sales…')).toBeInTheDocument()
    expect(figure(salesRegion(), 'Orders')).toHaveTextContent('…')
    expect(figure(salesRegion(), 'Revenue')).toHaveTextContent('…')
    expect(within(lowStockRegion()).getByText('Loading…')).toBeInTheDocument()

    answer.resolve(jsonResponse(makeSales()))
    await screen.findByRole('table', { name: 'Sales per day' })
    expect(within(salesRegion()).queryByText('Loading sales…')).not.toBeInTheDocument()
  })

  it('says when the figures could not be loaded, with a dash for the totals as the cards show', async () => {
    serveAdmin({ 'GET /api/admin/sales': () => jsonResponse({ message: 'Something went wrong' }, 500) })
    renderWithProviders(<DashboardSales />)

    await waitFor(() => expect(within(salesRegion()).getByText('The sales figures could not be loaded.')).toBeInTheDocument())
    expect(figure(salesRegion(), 'Orders')).toHaveTextContent('—')
    expect(figure(salesRegion(), 'Revenue')).toHaveTextContent('—')
    expect(within(lowStockRegion()).getByText('The low-stock list could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument()
  })
})
