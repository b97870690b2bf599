import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { fetchMock, jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ProductReviewForm } from './review-form'

const user = { id: 'cus_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '9185550100' }
const saved = { id: 'rev_1', productId: 'prod_1', customerName: 'Jane D.', customerTitle: 'Verified Buyer', rating: 4, comment: 'Prints fast and quietly.', createdAt: '2026-01-05T10:00:00.000Z' }

function signedIn(answer: (init: RequestInit | undefined) => Response) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  mockApi((url) => {
    if (url.pathname === '/api/auth/user') return jsonResponse(user)
    if (url.pathname === '/api/products/prod_1/reviews') return answer(fetchMock.mock.calls.at(-1)?.[1])
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

beforeEach(() => useToastStore.getState().remove())
afterEach(() => {
  resetApiMock()
  localStorage.clear()
})

const reviewPosts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')

describe('ProductReviewForm', () => {
  it('offers a visitor to sign in and come back to the product', () => {
    mockApi(() => jsonResponse({ message: 'Not found' }, 404))
    renderWithProviders(<ProductReviewForm productId="prod_1" />)

    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute('href', '/login?redirect=/products/prod_1')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it("asks for stars and a comment with the contract's rules before sending anything", async () => {
    signedIn(() => jsonResponse(saved, 201))
    renderWithProviders(<ProductReviewForm productId="prod_1" />)

    await userEvent.click(await screen.findByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText('Rating must be a whole number from 1 to 5')).toBeInTheDocument()
    expect(screen.getByText('Comment must be at least 10 characters')).toBeInTheDocument()
    expect(reviewPosts()).toHaveLength(0)
    expect(screen.getByLabelText('Your Review')).toHaveAttribute('maxlength', '2000')
  })

  it('sends the stars and the comment with the token, thanks the customer and clears the form', async () => {
    signedIn(() => jsonResponse(saved, 201))
    renderWithProviders(<ProductReviewForm productId="prod_1" />)

    const stars = within(await screen.findByRole('group', { name: 'Your Rating' }))
    expect(stars.getAllByRole('radio')).toHaveLength(5)
    await userEvent.click(stars.getByRole('radio', { name: '4 stars' }))
    await userEvent.type(screen.getByLabelText('Your Review'), '  Prints fast and quietly.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }))

    await waitFor(() => expect(reviewPosts()).toHaveLength(1))
    const [url, init] = reviewPosts()[0]!
    expect(String(url)).toBe('/api/products/prod_1/reviews')
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4, comment: 'Prints fast and quietly.' })
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1')
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Review submitted'))
    expect(screen.getByLabelText('Your Review')).toHaveValue('')
    expect(stars.getByRole('radio', { name: '4 stars' })).not.toBeChecked()
  })

  it('says the review was updated when the server replaced the earlier one', async () => {
    signedIn(() => jsonResponse(saved, 200))
    renderWithProviders(<ProductReviewForm productId="prod_1" />)

    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }))
    await userEvent.type(screen.getByLabelText('Your Review'), 'Even better after a month.')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }))

    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Review updated'))
  })

  it("shows the server's words when too many reviews were sent", async () => {
    signedIn(() => jsonResponse({ message: 'Too many reviews sent. Please wait 42 minutes and try again.' }, 429))
    renderWithProviders(<ProductReviewForm productId="prod_1" />)

    await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }))
    await userEvent.type(screen.getByLabelText('Your Review'), 'Decent printer for the price.')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reviews sent. Please wait 42 minutes and try again.')
    expect(screen.getByLabelText('Your Review')).toHaveValue('Decent printer for the price.')
    expect(requestedUrls().filter((url) => url.pathname.endsWith('/reviews'))).toHaveLength(1)
  })
})
