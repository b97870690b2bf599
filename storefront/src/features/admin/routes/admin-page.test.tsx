import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { PASSWORD_RESET_MESSAGES } from '@printshop/contract'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ADMIN_SESSION_KEY, ADMIN_SESSION_MS, endAdminSession } from '../stores/admin-session'
import { STAFF_TOKEN, STAFF_USER, deferred, makeStats, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { AdminPage } from './admin-page'

const lastToast = () => useToastStore.getState().toasts[0]
const LOGIN_ANSWER = {
  token: 'staff-token-new',
  expiresAt: new Date(Date.now() + ADMIN_SESSION_MS).toISOString(),
  message: 'Welcome to the admin panel',
  user: STAFF_USER,
}

function renderAdmin() {
  return renderWithProviders(<AdminPage />, { route: '/admin' })
}

async function fillGate(email = 'sam@printshoppro.com', password = 'staff-pass-1') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  return user
}

beforeEach(() => {
  useToastStore.getState().remove()
  // No notice of an earlier test's ended session.
  endAdminSession('logout')
})
afterEach(resetApiMock)

describe('the admin gate', () => {
  it("has the spec's look: Admin Access, e-mail, password, the button and the note", () => {
    serveAdmin()
    renderAdmin()

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeInTheDocument()
    expect(document.title).toBe('Admin Access - PrintShop Pro')
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByText('Authorized personnel only. All access is logged.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Access Admin Panel' })).toBeDisabled()
  })

  it('keeps Access Admin Panel disabled until both fields are filled', async () => {
    serveAdmin()
    renderAdmin()
    const button = screen.getByRole('button', { name: 'Access Admin Panel' })
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Email'), 'sam@printshoppro.com')
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText('Password'), 'x')
    expect(button).toBeEnabled()
    await user.clear(screen.getByLabelText('Password'))
    expect(button).toBeDisabled()
  })

  it('shows and hides the password', async () => {
    serveAdmin()
    renderAdmin()
    const password = screen.getByLabelText('Password')

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('grants access: signs the member of staff in without the customer token and remembers the session', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'customer-token')
    serveAdmin({ 'POST /api/admin/login': () => jsonResponse(LOGIN_ANSWER) })
    renderAdmin()
    const user = await fillGate('  Sam@PrintShopPro.com ')
    const before = Date.now()
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toHaveFocus()
    expect(lastToast()).toMatchObject({ title: 'Access Granted', description: 'Welcome to the admin panel' })
    const [login] = sentRequests('POST /api/admin/login')
    expect(login?.body).toEqual({ email: 'sam@printshoppro.com', password: 'staff-pass-1' })
    expect(login?.headers.get('Authorization')).toBeNull()
    expect(login?.credentials).toBe('omit')
    const stored = JSON.parse(localStorage.getItem(ADMIN_SESSION_KEY) ?? '{}')
    expect(stored).toMatchObject({ token: 'staff-token-new', expiresAt: LOGIN_ANSWER.expiresAt, user: STAFF_USER })
    expect(stored.unlockedAt).toBeGreaterThanOrEqual(before)
    expect(document.title).toBe('Admin Panel - PrintShop Pro')

    // Every staff call from now on carries the staff token, never the customer's.
    await waitFor(() => expect(sentRequests('GET /api/admin/stats')).toHaveLength(1))
    for (const request of sentRequests().filter((sent) => sent.url.pathname !== '/api/admin/login')) {
      expect(request.headers.get('Authorization')).toBe('Bearer staff-token-new')
    }
  })

  it('disables the button while verifying', async () => {
    const answer = deferred<Response>()
    serveAdmin({ 'POST /api/admin/login': () => answer.promise })
    renderAdmin()
    const user = await fillGate()
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }))

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled()
    answer.resolve(jsonResponse({ message: 'Invalid email or password' }, 401))
    expect(await screen.findByRole('button', { name: 'Access Admin Panel' })).toBeInTheDocument()
  })

  it('denies access on a wrong password and stays locked', async () => {
    serveAdmin({ 'POST /api/admin/login': () => jsonResponse({ message: 'Invalid email or password' }, 401) })
    renderAdmin()
    const user = await fillGate()
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Access Denied',
        description: 'Invalid password. Please try again.',
        variant: 'destructive',
      }),
    )
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull()
  })

  it('passes on the rate limit message', async () => {
    serveAdmin({ 'POST /api/admin/login': () => jsonResponse({ message: 'Too many sign-in attempts. Please try again later.' }, 429) })
    renderAdmin()
    const user = await fillGate()
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Access Denied', description: 'Too many sign-in attempts. Please try again later.' }),
    )
  })

  it('is not opened by a signed-in customer', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'customer-token')
    serveAdmin()
    renderAdmin()

    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
    expect(sentRequests()).toHaveLength(0)
  })
})

describe('the admin session', () => {
  it('opens the panel for a stored session, with the real figures on the cards', async () => {
    signInStaff()
    serveAdmin({ 'GET /api/admin/stats': () => jsonResponse(makeStats({ totalRevenue: '12345.6' })) })
    renderAdmin()

    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument()
    expect(screen.getByText('Signed in as Sam Reyes')).toBeInTheDocument()
    const cards = screen.getByRole('region', { name: 'Shop figures' })
    await within(cards).findByText('$12,345.60')
    expect(within(cards).getByText('Total Products').nextSibling).toHaveTextContent('1,284')
    expect(within(cards).getByText('Total Orders').nextSibling).toHaveTextContent('57')
    expect(within(cards).getByText('Total Revenue').nextSibling).toHaveTextContent('$12,345.60')
    expect(within(cards).getByText('Featured Products').nextSibling).toHaveTextContent('12')
    expect(screen.getByRole('tab', { name: /Product Management/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Product Management',
      'Order Management',
      'Returns',
      'Customer Messages',
      'Quotes',
      'Companies',
      'Reviews',
      'Promotions',
      'Sales & Stock',
    ])
    // The tabs come right after the cards: the sales picture is a tab of its own.
    expect(screen.queryByRole('region', { name: 'Low stock' })).not.toBeInTheDocument()
    expect(sentRequests('GET /api/admin/stats')[0]?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`)
  })

  it('lists the searches that found nothing under Product Management', async () => {
    signInStaff()
    serveAdmin()
    renderAdmin()

    const panel = screen.getByRole('tabpanel', { name: /Product Management/ })
    expect(within(panel).getByRole('heading', { level: 2, name: 'Searches with no results' })).toBeInTheDocument()
    expect(await within(panel).findByText('No searches without results in the last 30 days.')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/search-terms')[0]?.url.searchParams.get('noResults')).toBe('true')
  })

  it('opens the Promotions tab and keeps it in the address', async () => {
    signInStaff()
    serveAdmin()
    renderAdmin()

    await userEvent.click(screen.getByRole('tab', { name: 'Promotions' }))

    const panel = screen.getByRole('tabpanel', { name: 'Promotions' })
    expect(within(panel).getByRole('heading', { level: 2, name: 'Promotions' })).toBeInTheDocument()
    expect(await within(panel).findByText('No promotions yet.')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=promotions')
    expect(sentRequests('GET /api/admin/promotions')[0]?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`)
  })

  it('locks again 24 hours after it was unlocked', () => {
    signInStaff({ ageMs: ADMIN_SESSION_MS + 1000 })
    serveAdmin()
    renderAdmin()

    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.')
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull()
    expect(sentRequests()).toHaveLength(0)
  })

  it('locks by itself when the 24 hours run out while the panel is open', async () => {
    // The clock stands still while the panel draws (a slow first render must not use up the
    // session's last 300 ms); the panel's own timer then locks it.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      signInStaff({ ageMs: ADMIN_SESSION_MS - 300 })
      serveAdmin()
      renderAdmin()

      expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument()
      vi.setSystemTime(Date.now() + 300)
      expect(await screen.findByRole('heading', { name: 'Admin Access' }, { timeout: 2000 })).toBeInTheDocument()
      expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('logs out: ends the session on the server, locks and says so', async () => {
    signInStaff()
    serveAdmin()
    renderAdmin()

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
    const [logout] = sentRequests('POST /api/admin/logout')
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`)
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull()
    await waitFor(() => expect(lastToast()?.title).toBe('Logged Out'))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('logs out even when the server cannot be reached', async () => {
    signInStaff()
    serveAdmin({ 'POST /api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')) })
    renderAdmin()

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull()
  })

  it('goes back to the gate when a staff call answers 401', async () => {
    signInStaff()
    serveAdmin({ 'GET /api/admin/stats': () => jsonResponse({ message: 'Unauthorized' }, 401) })
    renderAdmin()

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.')
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull()
  })
})

describe("the admin gate's forgotten password", () => {
  it('opens the e-mail form with the address typed so far, and goes back to signing in', async () => {
    serveAdmin()
    renderAdmin()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'sam@printshoppro.com')

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))

    expect(screen.getByRole('heading', { level: 2, name: 'Forgot your password?' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('sam@printshoppro.com')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('button', { name: 'Access Admin Panel' })).toBeInTheDocument()
    expect(sentRequests()).toHaveLength(0)
  })

  it("sends the e-mail without any token and shows the server's answer in place of the form", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'customer-token')
    serveAdmin({ 'POST /api/admin/password/forgot': () => jsonResponse({ message: PASSWORD_RESET_MESSAGES.sent }, 202) })
    renderAdmin()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))

    await user.type(screen.getByLabelText('Email'), ' Sam@PrintShopPro.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent)
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    const [forgot] = sentRequests('POST /api/admin/password/forgot')
    expect(forgot?.body).toEqual({ email: 'sam@printshoppro.com' })
    expect(forgot?.headers.get('Authorization')).toBeNull()
    expect(forgot?.credentials).toBe('omit')
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })

  it("shows the rate limit's message", async () => {
    serveAdmin({ 'POST /api/admin/password/forgot': () => jsonResponse({ message: 'Too many requests. Please try again later.' }, 429) })
    renderAdmin()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))

    await user.type(screen.getByLabelText('Email'), 'sam@printshoppro.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.'))
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument()
  })
})
