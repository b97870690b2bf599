import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { userKeys } from '@/lib/query-keys'
import { makeUser } from '@/testing/fixtures'
import { fetchMock, jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ResetPasswordPage } from './reset-password'

const USER = makeUser()
const lastToast = () => useToastStore.getState().toasts[0]

/**
 * Serves POST /api/password/reset with `answer`, the link's check as the page opens with `check`
 * (a working link by default) and, once signed in, the current user.
 */
function serveReset(answer: () => Response | Promise<Response>, check: () => Response = () => jsonResponse({ valid: true })) {
  mockApi((url) => {
    if (url.pathname === '/api/password/reset') return answer()
    if (url.pathname === '/api/password/reset/check') return check()
    if (url.pathname === '/api/auth/user') return jsonResponse(USER)
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

const resetCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/password/reset')

async function choose(newPassword: string, confirmPassword = newPassword) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('New Password'), newPassword)
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword)
  await user.click(screen.getByRole('button', { name: 'Reset password' }))
}

beforeEach(() => {
  useToastStore.getState().remove()
})
afterEach(resetApiMock)

describe('ResetPasswordPage', () => {
  it('asks for the new password twice, says how long the link works, and takes the token out of the address', async () => {
    serveReset(() => jsonResponse({}))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-secret' })

    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument()
    expect(document.title).toBe('Reset Password - PrintShop Pro')
    expect(await screen.findByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password')
    expect(screen.getByText(new RegExp(`expires ${PASSWORD_RESET_MINUTES} minutes after it was sent`))).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/))
  })

  it('still reads a link that carries its token in the query', async () => {
    serveReset(() => jsonResponse({ message: PASSWORD_RESET_MESSAGES.done, token: 'tok-session', user: USER }))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=tok-older' })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/))
    await choose('new-secret-1', 'new-secret-1')
    await waitFor(() => expect(resetCalls()).toHaveLength(1))
    const [, init] = resetCalls()[0]
    expect(JSON.parse(String(init?.body))).toMatchObject({ token: 'tok-older' })
  })

  it("reports passwords that don't match on the confirmation, and sends nothing", async () => {
    serveReset(() => jsonResponse({}))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-secret' })

    await choose('new-secret-1', 'new-secret-2')

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid')
    expect(resetCalls()).toHaveLength(0)
  })

  it('checks the length as Change Password does', async () => {
    serveReset(() => jsonResponse({}))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-secret' })

    await choose('short')

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(resetCalls()).toHaveLength(0)
  })

  it('sets the password with the link token, signs the customer in and goes to the account', async () => {
    serveReset(() => jsonResponse({ message: PASSWORD_RESET_MESSAGES.done, token: 'tok-session', user: USER }))
    const { queryClient } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?utm=mail#token=tok-secret' })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password\?utm=mail$/))

    await choose('new-secret-1')

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/))
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-session')
    expect(queryClient.getQueryData(userKeys.current())).toEqual(USER)
    expect(lastToast()).toMatchObject({ title: PASSWORD_RESET_MESSAGES.done, variant: 'default' })
    const [[url, init] = []] = resetCalls()
    expect(url).toBe('/api/password/reset')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' })
  })

  it("offers a new link when the server refuses the token", async () => {
    serveReset(() => jsonResponse({ message: PASSWORD_RESET_MESSAGES.invalidToken }, 400))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-used' })

    await choose('new-secret-1')

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidToken)
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/)
  })

  it("says the server's own message for a token it names as the problem", async () => {
    serveReset(() =>
      jsonResponse({ message: 'Invalid request', errors: [{ path: 'token', message: 'The reset link is incomplete. Please ask for a new one.' }] }, 400),
    )
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-cut' })

    await choose('new-secret-1')

    expect(await screen.findByRole('alert')).toHaveTextContent('The reset link is incomplete. Please ask for a new one.')
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument()
  })

  it("puts the server's field errors on the fields and keeps the form", async () => {
    serveReset(() =>
      jsonResponse({ message: 'Invalid request', errors: [{ path: 'newPassword', message: 'Password is too common' }] }, 400),
    )
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-secret' })

    await choose('password123')

    expect(await screen.findByText('Password is too common')).toBeInTheDocument()
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(/Password is too common/)
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument()
  })

  it("shows the rate limit's message and keeps the form", async () => {
    const message = 'Too many attempts. Please try again later.'
    serveReset(() => jsonResponse({ message }, 429))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-secret' })

    await choose('new-secret-1')

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message))
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled()
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument()
  })

  it('says a used or expired link is dead as the page opens, before a password is typed, without using it', async () => {
    serveReset(
      () => jsonResponse({}),
      () => jsonResponse({ message: PASSWORD_RESET_MESSAGES.invalidToken, errors: [{ path: 'token', message: PASSWORD_RESET_MESSAGES.invalidToken }] }, 400),
    )
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-used' })

    expect(screen.getByRole('status')).toHaveTextContent('Checking your link')
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidToken)
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    const checks = fetchMock.mock.calls.filter(([url]) => url === '/api/password/reset/check')
    expect(checks.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ token: 'tok-used' }])
    expect(resetCalls()).toHaveLength(0)
  })

  it('shows the form when the link could not be checked (offline): the reset has the last word', async () => {
    serveReset(() => jsonResponse({}), () => jsonResponse({ message: 'Service unavailable' }, 503))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok-secret' })
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument()
  })

  it('says a link without a token is incomplete and links to a new one', () => {
    serveReset(() => jsonResponse({}))
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' })

    expect(screen.getByRole('alert')).toHaveTextContent(/link is incomplete/)
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument()
  })
})
