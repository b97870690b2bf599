import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PASSWORD_RESET_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { resetApiMock, jsonResponse } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ADMIN_SESSION_KEY, ADMIN_SESSION_MS, endAdminSession } from '../stores/admin-session'
import { STAFF_USER, sentRequests, serveAdmin } from '../testing/serve-admin'
import { AdminResetPasswordPage } from './admin-reset-password-page'

const lastToast = () => useToastStore.getState().toasts[0]
/** The link's check as the page opens: a working link. */
const WORKING_LINK = { 'POST /api/admin/password/reset/check': () => jsonResponse({ valid: true }) }
const ANSWER = {
  token: 'staff-token-reset',
  expiresAt: new Date(Date.now() + ADMIN_SESSION_MS).toISOString(),
  message: PASSWORD_RESET_MESSAGES.done,
  user: STAFF_USER,
}

async function choose(newPassword: string, confirmPassword = newPassword) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('New Password'), newPassword)
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword)
  await user.click(screen.getByRole('button', { name: 'Reset password' }))
}

beforeEach(() => {
  useToastStore.getState().remove()
  endAdminSession('logout')
})
afterEach(resetApiMock)

describe('AdminResetPasswordPage', () => {
  it('sets the password, keeps the staff session as the sign-in does and opens /admin', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'customer-token')
    serveAdmin({ ...WORKING_LINK, 'POST /api/admin/password/reset': () => jsonResponse(ANSWER) })
    renderWithProviders(<AdminResetPasswordPage />, { route: '/admin/reset-password#token=staff-link' })
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument()
    expect(document.title).toBe('Reset Password - PrintShop Pro')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/reset-password$/))

    await choose('staff-pass-2')

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/))
    const [reset] = sentRequests('POST /api/admin/password/reset')
    expect(reset?.body).toEqual({ token: 'staff-link', newPassword: 'staff-pass-2', confirmPassword: 'staff-pass-2' })
    expect(reset?.headers.get('Authorization')).toBeNull()
    expect(reset?.credentials).toBe('omit')
    expect(JSON.parse(localStorage.getItem(ADMIN_SESSION_KEY) ?? '{}')).toMatchObject({
      token: 'staff-token-reset',
      expiresAt: ANSWER.expiresAt,
      user: STAFF_USER,
    })
    expect(lastToast()).toMatchObject({ title: PASSWORD_RESET_MESSAGES.done })
  })

  it("reports passwords that don't match, and sends nothing", async () => {
    serveAdmin(WORKING_LINK)
    renderWithProviders(<AdminResetPasswordPage />, { route: '/admin/reset-password#token=staff-link' })

    await choose('staff-pass-2', 'staff-pass-3')

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(sentRequests('POST /api/admin/password/reset')).toHaveLength(0)
  })

  it('sends staff back to /admin for a new link when the token is refused', async () => {
    serveAdmin({ ...WORKING_LINK, 'POST /api/admin/password/reset': () => jsonResponse({ message: PASSWORD_RESET_MESSAGES.invalidToken }, 400) })
    renderWithProviders(<AdminResetPasswordPage />, { route: '/admin/reset-password#token=staff-link' })

    await choose('staff-pass-2')

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidToken)
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin')
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull()
  })

  it('says a used staff link is dead as the page opens, and sends no password', async () => {
    serveAdmin({ 'POST /api/admin/password/reset/check': () => jsonResponse({ message: PASSWORD_RESET_MESSAGES.invalidToken }, 400) })
    renderWithProviders(<AdminResetPasswordPage />, { route: '/admin/reset-password#token=staff-used' })
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidToken)
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(sentRequests('POST /api/admin/password/reset/check')[0]?.body).toEqual({ token: 'staff-used' })
    expect(sentRequests('POST /api/admin/password/reset')).toHaveLength(0)
  })

  it('says a link without a token is incomplete', () => {
    serveAdmin()
    renderWithProviders(<AdminResetPasswordPage />, { route: '/admin/reset-password' })

    expect(screen.getByRole('alert')).toHaveTextContent(/link is incomplete/)
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin')
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
  })
})
