import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { adminKeys, productKeys, reviewKeys } from '@/lib/query-keys'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeStaffReview, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { ReviewsTab } from './reviews-tab'

const lastToast = () => useToastStore.getState().toasts[0]

function serveReviews() {
  const stored = new Map(
    [
      makeStaffReview(),
      makeStaffReview({ id: 'rev_2', customerName: 'Bo R.', customerTitle: null, rating: 1, comment: 'Spam spam spam', hidden: true }),
    ].map((review) => [review.id, review]),
  )
  serveAdmin({
    'GET /api/admin/reviews': ({ url }) => {
      const hidden = url.searchParams.get('hidden')
      const reviews = [...stored.values()].filter((review) => hidden === null || String(review.hidden) === hidden)
      return jsonResponse({ reviews, count: reviews.length, limit: 20, offset: 0 })
    },
    'PATCH /api/admin/reviews/rev_1': ({ body }) => {
      const updated = { ...stored.get('rev_1')!, hidden: (body as { hidden: boolean }).hidden }
      stored.set('rev_1', updated)
      return jsonResponse(updated)
    },
    'PATCH /api/admin/reviews/rev_2': ({ body }) => {
      const updated = { ...stored.get('rev_2')!, hidden: (body as { hidden: boolean }).hidden }
      stored.set('rev_2', updated)
      return jsonResponse(updated)
    },
  })
}

const reviewRows = () => within(screen.getByRole('table', { name: 'Reviews' })).getAllByRole('row').slice(1)

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('ReviewsTab', () => {
  it('lists every review with its product, customer, rating, comment and whether it is hidden', async () => {
    serveReviews()
    renderWithProviders(<ReviewsTab />)

    await screen.findByText('Fast and quiet, the toner lasts.')
    const [first, second] = reviewRows()
    expect(within(first!).getByText('LaserJet Pro M404n')).toBeInTheDocument()
    expect(within(first!).getByText('Ann L.')).toBeInTheDocument()
    expect(within(first!).getByLabelText('4 out of 5 stars')).toBeInTheDocument()
    expect(within(first!).getByText('Shown')).toBeInTheDocument()
    expect(within(second!).getByText('Hidden')).toBeInTheDocument()
    expect(within(second!).getByRole('button', { name: 'Unhide the review by Bo R.' })).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/reviews')[0]?.url.search).toBe('?limit=20&offset=0')
  })

  it('hides a review and shows it again, refreshing the shop', async () => {
    serveReviews()
    const { queryClient } = renderWithProviders(<ReviewsTab />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await screen.findByText('Fast and quiet, the toner lasts.')

    await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Ann L.' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Review hidden'))
    expect(sentRequests('PATCH /api/admin/reviews/rev_1')[0]?.body).toEqual({ hidden: true })
    expect(sentRequests('PATCH /api/admin/reviews/rev_1')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.reviews.all })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: reviewKeys.all })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all })
    expect(await within(reviewRows()[0]!).findByRole('button', { name: 'Unhide the review by Ann L.' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Unhide the review by Bo R.' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Review shown'))
    expect(sentRequests('PATCH /api/admin/reviews/rev_2')[0]?.body).toEqual({ hidden: false })
  })

  it('shows only hidden or only visible reviews', async () => {
    serveReviews()
    renderWithProviders(<ReviewsTab />)
    await screen.findByText('Fast and quiet, the toner lasts.')

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'hidden')
    await waitFor(() => expect(reviewRows()).toHaveLength(1))
    expect(sentRequests('GET /api/admin/reviews').at(-1)?.url.search).toBe('?hidden=true&limit=20&offset=0')
    expect(screen.getByText('Spam spam spam')).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'visible')
    await waitFor(() => expect(sentRequests('GET /api/admin/reviews').at(-1)?.url.search).toBe('?hidden=false&limit=20&offset=0'))
  })
})
