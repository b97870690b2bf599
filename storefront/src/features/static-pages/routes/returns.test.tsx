import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeUser } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ReturnsPage } from './returns'

const ACCOUNT_ORDERS = '/account?tab=orders'
const ACCOUNT_RETURNS = '/account?tab=orders&show=returns'
const SIGN_IN_FIRST = '/login?redirect=/account%3Ftab%3Dorders'
const SIGN_IN_FOR_RETURNS = '/login?redirect=/account%3Ftab%3Dorders%26show%3Dreturns'

/** The current user when signed in (a token the server takes), a 401 otherwise. */
function serveUser(signedIn: boolean) {
  mockApi((url) =>
    url.pathname === '/api/auth/user' && signedIn ? jsonResponse(makeUser()) : jsonResponse({ message: 'Unauthorized' }, 401),
  )
}

const start = () => screen.getByRole('link', { name: 'Start Return Process' })
const status = () => screen.getByRole('link', { name: 'Check Return Status' })

afterEach(resetApiMock)

describe('ReturnsPage', () => {
  it("keeps the policy's texts", () => {
    serveUser(false)
    renderWithProviders(<ReturnsPage />, { route: '/returns' })

    expect(screen.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeInTheDocument()
    expect(screen.getByText('Not the right fit? Most products can be returned within 30 days of delivery.')).toBeInTheDocument()
    expect(screen.getByText('Start a return through our support team with your order number.')).toBeInTheDocument()
  })

  it("sends a visitor to sign in first, coming back to the account's orders or its returns", async () => {
    serveUser(false)
    renderWithProviders(<ReturnsPage />, { route: '/returns' })

    expect(start()).toHaveAttribute('href', SIGN_IN_FIRST)
    expect(status()).toHaveAttribute('href', SIGN_IN_FOR_RETURNS)
    await userEvent.click(start())
    expect(screen.getByTestId('location').textContent).toBe(SIGN_IN_FIRST)
  })

  it("takes a signed-in customer to the account's orders to start a return, and to its returns for their status", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveUser(true)
    renderWithProviders(<ReturnsPage />, { route: '/returns' })

    // Once the server confirmed who is signed in, as while it was being asked.
    await waitFor(() => expect(requestedUrls().map((url) => url.pathname)).toContain('/api/auth/user'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(start()).toHaveAttribute('href', ACCOUNT_ORDERS)
    expect(status()).toHaveAttribute('href', ACCOUNT_RETURNS)
    await userEvent.click(status())
    expect(screen.getByTestId('location').textContent).toBe(ACCOUNT_RETURNS)
  })

  it('asks to sign in once a stored sign-in turns out to have ended', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-old')
    serveUser(false)
    renderWithProviders(<ReturnsPage />, { route: '/returns' })

    await waitFor(() => expect(start()).toHaveAttribute('href', SIGN_IN_FIRST))
    expect(status()).toHaveAttribute('href', SIGN_IN_FOR_RETURNS)
  })
})
