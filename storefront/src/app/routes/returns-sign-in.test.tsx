import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { createQueryClient } from '@/lib/query-client'
import { routerFuture } from '@/lib/router-future'
import { makeOrder, makeReturn, makeUser } from '@/testing/fixtures'
import { jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { LocationDisplay } from '@/testing/render'
import { AppProviders } from '../providers'
import { AppRoutes } from '../router'

afterEach(resetApiMock)

/** Ann's orders: one with a return, one without. */
const ORDERS = [makeOrder({ id: '1043', returns: [makeReturn({ orderNumber: '1043' })] }), makeOrder({ id: '1042', returns: [] })]

/** The returns page for a visitor, who can sign in as Ann. */
function renderReturnsPage() {
  mockApi((url) => {
    if (url.pathname === '/api/login') return jsonResponse({ token: 'tok-new', message: 'Login successful', user: makeUser() })
    if (url.pathname === '/api/auth/user') {
      return localStorage.getItem(AUTH_TOKEN_KEY) ? jsonResponse(makeUser()) : jsonResponse({ message: 'Unauthorized' }, 401)
    }
    if (url.pathname === '/api/user/orders') return jsonResponse(ORDERS)
    return jsonResponse([])
  })
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/returns']} future={routerFuture}>
        <AppRoutes />
        <Routes>
          <Route path="*" element={<LocationDisplay />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  )
}

/** Follows the returns page's button to the sign-in page and signs in there. */
async function signInThrough(button: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('link', { name: button }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
  await user.type(screen.getByLabelText('Email'), 'ann@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret-pass')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('/returns for a visitor', () => {
  it("goes through signing in to the account's orders", async () => {
    renderReturnsPage()
    await signInThrough('Start Return Process')

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\?tab=orders$/))
    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument()
    expect(await screen.findAllByRole('article')).toHaveLength(2)
  })

  it("goes through signing in to the account's orders with returns, for their status", async () => {
    renderReturnsPage()
    await signInThrough('Check Return Status')

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\?tab=orders&show=returns$/))
    expect(await screen.findByText('Showing orders with returns.')).toBeInTheDocument()
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['order-1043-title'])
  })
})
