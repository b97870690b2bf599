import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PASSWORD_RESET_MESSAGES } from '@printshop/contract'
import { fetchMock, jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ForgotPasswordPage } from './forgot-password'

/** Serves POST /api/password/forgot with `answer`. */
function serveForgot(answer: () => Response | Promise<Response>) {
  mockApi((url) => (url.pathname === '/api/password/forgot' ? answer() : jsonResponse({ message: 'Not found' }, 404)))
}

async function ask(email: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Send reset link' }))
}

afterEach(resetApiMock)

describe('ForgotPasswordPage', () => {
  it('asks for the e-mail, titles the tab and links back to sign in', () => {
    serveForgot(() => jsonResponse({}))
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' })

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument()
    expect(document.title).toBe('Forgot Password - PrintShop Pro')
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  it("sends the e-mail and shows the server's answer in place of the form", async () => {
    serveForgot(() => jsonResponse({ message: PASSWORD_RESET_MESSAGES.sent }, 202))
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' })

    await ask('  Ann@Example.com ')

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent)
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/password/forgot')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com' })
  })

  it('shows whatever the server answered, not its own words', async () => {
    serveForgot(() => jsonResponse({ message: 'Check your inbox.' }, 202))
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' })

    await ask('ann@example.com')

    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox.')
  })

  it('checks the address before sending anything', async () => {
    serveForgot(() => jsonResponse({ message: PASSWORD_RESET_MESSAGES.sent }, 202))
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' })

    await ask('not-an-address')

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("puts a 400's field errors on the field", async () => {
    serveForgot(() =>
      jsonResponse({ message: 'Invalid request', errors: [{ path: 'email', message: 'That address cannot receive mail' }] }, 400),
    )
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' })

    await ask('ann@example.com')

    expect(await screen.findByText('That address cannot receive mail')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('That address cannot receive mail')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it("shows the rate limit's message and keeps the form", async () => {
    const message = 'Too many requests. Please wait 15 minutes and try again.'
    serveForgot(() => jsonResponse({ message }, 429))
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' })

    await ask('ann@example.com')

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message))
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
