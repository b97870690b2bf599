import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { COMPANY_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { companyKeys } from '@/lib/query-keys'
import { companyRoutes, makeCompany, makeInviteCheck, makeMember } from '@/testing/companies'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { CompanyJoinPage } from './company-join'

const lastToast = () => useToastStore.getState().toasts[0]
const location = () => screen.getByTestId('location')

const INVITED = 'Bob Kim invited ann@example.com to join Lee Printing Co. on PrintShop Pro.'

/** The invitation routes: the check names Lee Printing Co., the join answers with `join` (joins by default). */
function serveInvite({ signedIn = true, join }: { signedIn?: boolean; join?: () => Response } = {}) {
  if (signedIn) localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  const routes = companyRoutes({
    check: ({ body }) =>
      (body as { token?: string }).token === 'inv_abc'
        ? jsonResponse(makeInviteCheck())
        : jsonResponse({ message: COMPANY_MESSAGES.inviteInvalid }, 404),
    join:
      join ??
      (() =>
        jsonResponse({
          company: makeCompany({ members: [makeMember({ id: 'cus_2', name: 'Bob Kim' }), makeMember({ role: 'member' })] }),
          role: 'member',
        })),
  })
  serveCustomer({ user: signedIn ? undefined : null, override: routes.override })
}

function renderJoin(route = '/company/join?token=inv_abc') {
  return renderWithProviders(<CompanyJoinPage />, { route })
}

beforeEach(() => {
  localStorage.clear()
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('CompanyJoinPage', () => {
  it('says who invited whom to which company, and sends a visitor to sign in or sign up and back', async () => {
    serveInvite({ signedIn: false })
    renderJoin()

    expect(await screen.findByRole('heading', { level: 1, name: 'Company Invitation' })).toBeInTheDocument()
    expect(screen.getByText(INVITED)).toBeInTheDocument()
    expect(document.title).toBe('Company Invitation - PrintShop Pro')
    expect(sentRequests('POST', '/api/company-invites/check').map((request) => request.body)).toEqual([{ token: 'inv_abc' }])
    // The token moves to the fragment, which no server sees, and stays for a reload.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/company\/join#token=inv_abc$/))

    expect(screen.getByText('Sign in or create an account with ann@example.com to join.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/company/join%23token%3Dinv_abc')
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup?redirect=/company/join%23token%3Dinv_abc')
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument()
  })

  it('reads the token of a link that carries it in the fragment', async () => {
    serveInvite({ signedIn: false })
    renderJoin('/company/join#token=inv_abc')

    expect(await screen.findByText(INVITED)).toBeInTheDocument()
    expect(location()).toHaveTextContent(/^\/company\/join#token=inv_abc$/)
  })

  it('joins a signed-in customer and takes them to the Company tab', async () => {
    serveInvite()
    const { queryClient } = renderJoin()

    expect(await screen.findByText(INVITED)).toBeInTheDocument()
    expect(screen.getByText('Signed in as ann@example.com.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Join Lee Printing Co.' }))

    await waitFor(() => expect(location()).toHaveTextContent('/account?tab=company'))
    expect(sentRequests('POST', '/api/user/company/join').map((request) => request.body)).toEqual([{ token: 'inv_abc' }])
    expect(sentRequests('POST', '/api/user/company/join')[0]?.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(lastToast()).toMatchObject({ title: COMPANY_MESSAGES.joined })
    expect(queryClient.getQueryData(companyKeys.mine())).toMatchObject({ role: 'member', company: { name: 'Lee Printing Co.' } })
  })

  it('says the link does not work when the server does not know its token', async () => {
    serveInvite({ signedIn: false })
    renderJoin('/company/join?token=inv_gone')

    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Not Valid' })).toBeInTheDocument()
    expect(screen.getByText(COMPANY_MESSAGES.inviteInvalid)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('says the link does not work when it has no token, without asking the server', async () => {
    serveInvite({ signedIn: false })
    renderJoin('/company/join')

    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Not Valid' })).toBeInTheDocument()
    expect(screen.getByText(COMPANY_MESSAGES.inviteInvalid)).toBeInTheDocument()
    expect(sentRequests('POST', '/api/company-invites/check')).toHaveLength(0)
  })

  it('shows why an account of another e-mail address cannot join, and offers to sign in with another', async () => {
    serveInvite({ join: () => jsonResponse({ message: COMPANY_MESSAGES.inviteOtherEmail }, 403) })
    renderJoin()

    await userEvent.click(await screen.findByRole('button', { name: 'Join Lee Printing Co.' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(COMPANY_MESSAGES.inviteOtherEmail)
    expect(screen.queryByRole('button', { name: 'Join Lee Printing Co.' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In with Another Account' })).toBeEnabled()
    expect(location()).toHaveTextContent('/company/join#token=inv_abc')
  })

  it('shows why a customer of another company cannot join, with the way to theirs', async () => {
    serveInvite({ join: () => jsonResponse({ message: COMPANY_MESSAGES.alreadyMember }, 409) })
    renderJoin()

    await userEvent.click(await screen.findByRole('button', { name: 'Join Lee Printing Co.' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(COMPANY_MESSAGES.alreadyMember)
    expect(screen.getByRole('link', { name: 'Go to My Company' })).toHaveAttribute('href', '/account?tab=company')
  })

  it('shows when the company has no room left, and lets the customer try again later', async () => {
    serveInvite({ join: () => jsonResponse({ message: COMPANY_MESSAGES.tooMany }, 409) })
    renderJoin()

    await userEvent.click(await screen.findByRole('button', { name: 'Join Lee Printing Co.' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(COMPANY_MESSAGES.tooMany)
    expect(screen.queryByRole('link', { name: 'Go to My Company' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join Lee Printing Co.' })).toBeEnabled()
  })

  it('shows when the invitation stopped working before joining', async () => {
    serveInvite({ join: () => jsonResponse({ message: COMPANY_MESSAGES.inviteInvalid }, 404) })
    renderJoin()

    await userEvent.click(await screen.findByRole('button', { name: 'Join Lee Printing Co.' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(COMPANY_MESSAGES.inviteInvalid)
    expect(screen.queryByRole('button', { name: 'Join Lee Printing Co.' })).not.toBeInTheDocument()
    expect(within(alert.parentElement!).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account')
  })

  it('offers to try again when the invitation cannot be checked', async () => {
    let failing = true
    serveCustomer({
      user: null,
      override: companyRoutes({
        check: () => (failing ? jsonResponse({ message: 'Server error' }, 500) : jsonResponse(makeInviteCheck())),
      }).override,
    })
    renderJoin()

    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Unavailable' })).toBeInTheDocument()
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(INVITED)).toBeInTheDocument()
  })
})
