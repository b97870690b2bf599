import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@/components/ui/toast'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { fetchMock, jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { SignupPage } from './signup'

const USER = { id: 'cus_2', email: 'bo@example.com', firstName: 'Bo', lastName: 'Ray', phone: '9185550199', createdAt: '2025-01-02T00:00:00.000Z' }

function serveRegister(answer: () => Response) {
  mockApi((url) => {
    if (url.pathname === '/api/register') return answer()
    if (url.pathname === '/api/auth/user') return jsonResponse(USER)
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

const lastToast = () => useToastStore.getState().toasts[0]

function renderSignup(route = '/signup') {
  return renderWithProviders(
    <>
      <SignupPage />
      <Toaster />
    </>,
    { route },
  )
}

async function fillForm(overrides: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'Phone Number' | 'Password' | 'Confirm Password', string>> = {}) {
  const values = {
    'First Name': 'Bo',
    'Last Name': 'Ray',
    Email: 'bo@example.com',
    'Phone Number': '(918) 555-0199',
    Password: 'long-enough',
    'Confirm Password': 'long-enough',
    ...overrides,
  }
  const user = userEvent.setup()
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value)
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
  return user
}

beforeEach(() => {
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('SignupPage', () => {
  it('shows the form with a link to sign in', () => {
    serveRegister(() => jsonResponse({}))
    renderSignup('/signup?redirect=/checkout')

    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument()
    expect(document.title).toBe('Sign Up - PrintShop Pro')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/checkout')
    expect(screen.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'given-name')
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'family-name')
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('autocomplete', 'tel')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password')
  })

  it('shows every field rule, word for word, without sending anything', async () => {
    serveRegister(() => jsonResponse({}))
    renderSignup()

    await fillForm({ 'First Name': 'B', 'Last Name': ' R ', Email: 'bo@', 'Phone Number': '555-0199', Password: 'short', 'Confirm Password': '' })

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("reports a confirmation that doesn't match on the confirmation field", async () => {
    serveRegister(() => jsonResponse({}))
    renderSignup()

    await fillForm({ 'Confirm Password': 'long-enougH' })

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match")
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('creates the account without the confirmation, signs in and goes to the redirect target', async () => {
    serveRegister(() => jsonResponse({ token: 'tok-bo', message: 'Account created successfully', user: USER }, 201))
    renderSignup('/signup?redirect=/checkout')

    await fillForm()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-bo')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/register')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Bo',
      lastName: 'Ray',
      email: 'bo@example.com',
      phone: '(918) 555-0199',
      password: 'long-enough',
    })
    expect(lastToast()).toMatchObject({ title: 'Account created successfully!' })
  })

  it('offers to sign in instead when the e-mail is taken', async () => {
    serveRegister(() => jsonResponse({ message: 'An account with this email already exists' }, 409))
    renderSignup('/signup?redirect=/checkout')

    await fillForm()

    expect(await screen.findByText('Email already registered')).toBeInTheDocument()
    expect(lastToast()).toMatchObject({
      title: 'Email already registered',
      description: 'This email is already in use. Try signing in instead or use a different email.',
      variant: 'destructive',
    })
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()

    // A plain click: the toast's swipe handling needs pointer capture, which the test DOM lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/checkout')
  })

  it('reports other failures with the server message', async () => {
    const message = 'Too many sign-up attempts. Please wait 10 minutes and try again.'
    serveRegister(() => jsonResponse({ message }, 429))
    renderSignup()

    await fillForm()

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Signup failed', description: message, variant: 'destructive' }))
  })

  it('falls back to its own words when the server gives none', async () => {
    serveRegister(() => new Response('', { status: 500 }))
    renderSignup()

    await fillForm()

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Signup failed', description: 'Failed to create account' }))
  })

  it('shows the server field errors of a 400 under their fields', async () => {
    serveRegister(() =>
      jsonResponse({ message: 'Please check the form', errors: [{ path: 'phone', message: 'Enter a US phone number' }] }, 400),
    )
    renderSignup()

    await fillForm()

    expect(await screen.findByText('Enter a US phone number')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true')
    expect(lastToast()).toMatchObject({ title: 'Signup failed', description: 'Please check the form' })
  })
})
