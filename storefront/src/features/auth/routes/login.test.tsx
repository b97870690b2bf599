import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { createQueryClient } from '@/lib/query-client'
import { fetchMock, jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { LocationDisplay, renderWithProviders } from '@/testing/render'
import { LoginPage } from './login'
import { routerFuture } from '@/lib/router-future'

const USER = { id: 'cus_1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '9185550100', createdAt: '2024-02-01T00:00:00.000Z' }

/** Serves the sign-in answer and, once signed in, the current user. */
function serveLogin(answer: () => Response | Promise<Response>) {
  mockApi((url) => {
    if (url.pathname === '/api/login') return answer()
    if (url.pathname === '/api/auth/user') return jsonResponse(USER)
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

const lastToast = () => useToastStore.getState().toasts[0]

async function signIn(email = 'ann@example.com', password = 'secret-pass') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

beforeEach(() => {
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('LoginPage', () => {
  it('welcomes back, titles the tab and links to sign-up and home', () => {
    serveLogin(() => jsonResponse({}))
    renderWithProviders(<LoginPage />, { route: '/login' })

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
    expect(document.title).toBe('Sign In - PrintShop Pro')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
  })

  it('keeps the redirect when linking to sign-up', () => {
    serveLogin(() => jsonResponse({}))
    renderWithProviders(<LoginPage />, { route: '/login?redirect=/checkout' })

    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?redirect=/checkout')
  })

  it('checks the e-mail and password before sending anything', async () => {
    serveLogin(() => jsonResponse({}))
    renderWithProviders(<LoginPage />, { route: '/login' })

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs in, keeps the token, refreshes the user and goes to the redirect target', async () => {
    serveLogin(() => jsonResponse({ token: 'tok-new', message: 'Login successful', user: USER }))
    renderWithProviders(<LoginPage />, { route: '/login?redirect=/checkout' })

    await signIn('  ann@example.com ', 'secret-pass')

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-new')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/login')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com', password: 'secret-pass' })
    expect(lastToast()).toMatchObject({ title: 'Login successful!', variant: 'default' })
  })

  it('goes home after signing in when no page asked for it', async () => {
    serveLogin(() => jsonResponse({ token: 'tok-new' }))
    renderWithProviders(<LoginPage />, { route: '/login' })

    await signIn()

    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-new'))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
  })

  it('ignores a redirect to another site', async () => {
    serveLogin(() => jsonResponse({ token: 'tok-new', user: USER }))
    renderWithProviders(<LoginPage />, { route: '/login?redirect=//evil.com' })

    await signIn()

    await waitFor(() => expect(lastToast()?.title).toBe('Login successful!'))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
  })

  it('returns to the page that sent the visitor here (location state)', async () => {
    serveLogin(() => jsonResponse({ token: 'tok-new', user: USER }))
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter
          initialEntries={[{ pathname: '/login', state: { from: { pathname: '/wishlist', search: '' } } }]}
          future={routerFuture}
        >
          <LoginPage />
          <LocationDisplay />
        </MemoryRouter>
      </QueryClientProvider>,
    )

    await signIn()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlist'))
  })

  it('shows a pending state and blocks a second submit while signing in', async () => {
    let answer: (response: Response) => void = () => {}
    serveLogin(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderWithProviders(<LoginPage />, { route: '/login' })

    await signIn()

    const button = await screen.findByRole('button', { name: 'Signing in...' })
    expect(button).toBeDisabled()
    answer(jsonResponse({ message: 'Invalid email or password' }, 401))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('reports a refused sign-in with the server message', async () => {
    serveLogin(() => jsonResponse({ message: 'Invalid email or password' }, 401))
    renderWithProviders(<LoginPage />, { route: '/login' })

    await signIn()

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' }),
    )
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(screen.getByTestId('location')).toHaveTextContent('/login')
  })

  it('passes on the rate limit message', async () => {
    const message = 'Too many sign-in attempts. Please wait 15 minutes and try again.'
    serveLogin(() => jsonResponse({ message }, 429))
    renderWithProviders(<LoginPage />, { route: '/login' })

    await signIn()

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Login failed', description: message }))
  })

  it('falls back to its own words when the server gives none', async () => {
    serveLogin(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    renderWithProviders(<LoginPage />, { route: '/login' })

    await signIn()

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Login failed', description: 'Invalid email or password' }))
  })

  it('shows the server field errors of a 400 under their fields', async () => {
    serveLogin(() =>
      jsonResponse({ message: 'Invalid request', errors: [{ path: 'email', message: 'Email is not allowed here' }] }, 400),
    )
    renderWithProviders(<LoginPage />, { route: '/login' })

    await signIn()

    expect(await screen.findByText('Email is not allowed here')).toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Login failed', description: 'Invalid request' })
  })

  it('reports a network failure as a general error', async () => {
    serveLogin(() => Promise.reject(new TypeError('Failed to fetch')))
    renderWithProviders(<LoginPage />, { route: '/login' })

    await signIn()

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }),
    )
  })

  it('sends a visitor who is already signed in on to the redirect target', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveLogin(() => jsonResponse({}))
    renderWithProviders(<LoginPage />, { route: '/login?redirect=/account' })

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'))
  })
})
