import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Promotion } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makePromotion, sentRequests, serveAdmin, signInStaff, type SentRequest } from '../testing/serve-admin'
import { PromotionsTab } from './promotions-tab'

const lastToast = () => useToastStore.getState().toasts[0]

const promotions = [
  makePromotion({ uses: 3, usageLimit: 100, oncePerCustomer: true, endsAt: '2026-04-30T12:00:00.000Z' }),
  makePromotion({
    id: 'promo_2',
    code: 'TAKE15',
    kind: 'fixed',
    value: 15,
    minimumSubtotal: '100.00',
    startsAt: '2026-12-01T12:00:00.000Z',
    endsAt: '2026-12-24T12:00:00.000Z',
    state: 'scheduled',
    uses: 0,
  }),
  makePromotion({ id: 'promo_3', code: 'SHIPFREE', kind: 'free_shipping', value: 0, state: 'inactive', active: false, uses: 1234 }),
]

/** Answers the list from `stored` a page at a time (searching the code), and DELETE takes a promotion out of it. */
function servePromotions(stored: Promotion[], routes: Record<string, (request: SentRequest) => Response> = {}) {
  serveAdmin({
    'GET /api/admin/promotions': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'))
      const offset = Number(url.searchParams.get('offset'))
      const q = url.searchParams.get('q')?.toUpperCase() ?? ''
      const found = stored.filter((promotion) => promotion.code.includes(q))
      return jsonResponse({ promotions: found.slice(offset, offset + limit), count: found.length, limit, offset })
    },
    ...Object.fromEntries(
      stored.map((promotion) => [
        `DELETE /api/admin/promotions/${promotion.id}`,
        () => {
          stored.splice(stored.indexOf(promotion), 1)
          return jsonResponse({ id: promotion.id, deleted: true })
        },
      ]),
    ),
    ...routes,
  })
}

const table = () => screen.getByRole('table', { name: 'Promotions' })
const promotionRows = () => within(table()).getAllByRole('row').slice(1)
const cells = (row: HTMLElement) => within(row).getAllByRole('cell')

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('PromotionsTab', () => {
  it('lists each promotion with its code, discount, dates, uses and status', async () => {
    servePromotions([...promotions])
    renderWithProviders(<PromotionsTab />)

    expect(screen.getByRole('heading', { level: 2, name: 'Promotions' })).toBeInTheDocument()
    await screen.findByText('TAKE15')
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Code',
      'Discount',
      'Dates',
      'Uses',
      'Status',
      'Actions',
    ])
    const [spring, take, ship] = promotionRows().map(cells)
    expect(spring!.slice(0, 2).map((cell) => cell.textContent)).toEqual(['SPRING10', '10% off the items'])
    expect(spring![2]).toHaveTextContent(/^Ends Apr 30, 2026/)
    expect(spring![3]).toHaveTextContent('3 / 100Once per customer')
    expect(spring![4]).toHaveTextContent('Active')
    expect(take![1]).toHaveTextContent('$15.00 off the order over $100.00')
    expect(take![2]).toHaveTextContent(/^Starts Dec 1, 2026.*Ends Dec 24, 2026/)
    expect(take![3]).toHaveTextContent(/^0$/)
    expect(take![4]).toHaveTextContent('Scheduled')
    expect(ship![1]).toHaveTextContent('Free shipping')
    expect(ship![2]).toHaveTextContent(/^No end date$/)
    expect(ship![3]).toHaveTextContent(/^1,234$/)
    expect(ship![4]).toHaveTextContent('Inactive')
    expect(within(promotionRows()[1]!).getByRole('button', { name: 'Edit TAKE15' })).toBeInTheDocument()
    expect(within(promotionRows()[1]!).getByRole('button', { name: 'Delete TAKE15' })).toBeInTheDocument()
    const [request] = sentRequests('GET /api/admin/promotions')
    expect(request?.url.search).toBe('?limit=20&offset=0')
    expect(request?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('pages through the list 20 at a time and searches the codes on the server', async () => {
    servePromotions(Array.from({ length: 45 }, (_, index) => makePromotion({ id: `promo_${index}`, code: `CODE${index}` })))
    renderWithProviders(<PromotionsTab />)

    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument()
    expect(promotionRows()).toHaveLength(20)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument()
    expect(await screen.findByText('CODE20')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/promotions').at(-1)?.url.search).toBe('?limit=20&offset=20')

    // A search starts again at the first page.
    await userEvent.type(screen.getByLabelText('Search promotions by code'), 'code4')
    await waitFor(() => expect(sentRequests('GET /api/admin/promotions').at(-1)?.url.search).toBe('?q=code4&limit=20&offset=0'))
    expect(await screen.findByText('Showing 1–6 of 6')).toBeInTheDocument()
    expect(screen.getByText('CODE44')).toBeInTheDocument()
  })

  it('says when there are no promotions, and when none matches the search', async () => {
    servePromotions([])
    renderWithProviders(<PromotionsTab />)

    expect(await screen.findByText('No promotions yet.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Promotion pages' })).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Search promotions by code'), 'nope')
    expect(await screen.findByText('No promotions match "nope".')).toBeInTheDocument()
  })

  it('deletes a promotion after the confirmation and refreshes the list', async () => {
    servePromotions([...promotions])
    renderWithProviders(<PromotionsTab />)
    await screen.findByText('TAKE15')

    await userEvent.click(screen.getByRole('button', { name: 'Delete TAKE15' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete promotion TAKE15?' })
    expect(confirm).toHaveAccessibleDescription('Shoppers will no longer be able to use this code.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(sentRequests('DELETE /api/admin/promotions/promo_2')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Delete TAKE15' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Promotion deleted successfully'))
    expect(sentRequests('DELETE /api/admin/promotions/promo_2')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    await waitFor(() => expect(screen.queryByText('TAKE15')).not.toBeInTheDocument())
    expect(sentRequests('GET /api/admin/promotions')).toHaveLength(2)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('reports a failed delete and keeps the promotion', async () => {
    servePromotions([...promotions], {
      'DELETE /api/admin/promotions/promo_2': () => jsonResponse({ message: 'Promotion promo_2 was not found.' }, 404),
    })
    renderWithProviders(<PromotionsTab />)
    await screen.findByText('TAKE15')

    await userEvent.click(screen.getByRole('button', { name: 'Delete TAKE15' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to delete promotion',
        description: 'Promotion promo_2 was not found.',
        variant: 'destructive',
      }),
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByText('TAKE15')).toBeInTheDocument()
  })

  it('creates a promotion from Add Promotion and lists it', async () => {
    const stored = [...promotions]
    servePromotions(stored, {
      'POST /api/admin/promotions': ({ body }) => {
        const promotion = makePromotion({ ...(body as Partial<Promotion>), id: 'promo_new' })
        stored.unshift(promotion)
        return jsonResponse(promotion, 201)
      },
    })
    renderWithProviders(<PromotionsTab />)
    await screen.findByText('TAKE15')
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Add Promotion' }))
    expect(screen.getByRole('dialog', { name: 'Add New Promotion' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Code'), 'welcome5')
    await user.type(screen.getByLabelText('Percentage'), '5')
    await user.click(screen.getByRole('button', { name: 'Create Promotion' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('WELCOME5')).toBeInTheDocument()
    expect(promotionRows()).toHaveLength(4)
    expect(lastToast()?.title).toBe('Promotion created successfully')
  })

  it('edits a promotion with PUT, then opens Add Promotion empty', async () => {
    servePromotions([...promotions], {
      'PUT /api/admin/promotions/promo_2': ({ body }) => jsonResponse({ ...promotions[1]!, ...(body as object) }),
    })
    renderWithProviders(<PromotionsTab />)
    await screen.findByText('TAKE15')
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Edit TAKE15' }))
    expect(screen.getByRole('dialog', { name: 'Edit Promotion' })).toBeInTheDocument()
    expect(screen.getByLabelText('Code')).toHaveFocus()
    expect(screen.getByLabelText('Amount ($)')).toHaveValue('15')
    await user.clear(screen.getByLabelText('Amount ($)'))
    await user.type(screen.getByLabelText('Amount ($)'), '20')
    await user.click(screen.getByRole('button', { name: 'Update Promotion' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sentRequests('PUT /api/admin/promotions/promo_2')[0]?.body).toEqual({ value: 20 })
    expect(sentRequests('POST /api/admin/promotions')).toHaveLength(0)
    await waitFor(() => expect(sentRequests('GET /api/admin/promotions')).toHaveLength(2))

    await user.click(screen.getByRole('button', { name: 'Add Promotion' }))
    expect(screen.getByRole('dialog', { name: 'Add New Promotion' })).toBeInTheDocument()
    expect(screen.getByLabelText('Code')).toHaveValue('')
  })
})
