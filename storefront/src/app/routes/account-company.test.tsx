import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { COMPANY_MESSAGES, MAX_COMPANY_MEMBERS } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { BOB, companyRoutes, makeCompany, makeInvite, makeMember } from '@/testing/companies'
import { makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

const lastToast = () => useToastStore.getState().toasts[0]

function renderCompanyTab() {
  return renderWithProviders(<AccountPage />, { route: '/account?tab=company' })
}

/** Serves the fixtures' customer (Ann, cus_1) with the company routes. */
function serveCompany(options: Parameters<typeof companyRoutes>[0] = {}) {
  const routes = companyRoutes(options)
  serveCustomer({ override: routes.override })
  return routes.state
}

const region = (name: string) => screen.findByRole('region', { name })
const memberRow = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Company members' })).getByRole('article', { name })

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('AccountPage company without a company', () => {
  it('opens from /account?tab=company with what a company account is and a form to make one', async () => {
    serveCompany()
    renderCompanyTab()

    expect(await screen.findByRole('tab', { name: 'Company', selected: true })).toBeInTheDocument()
    const section = within(await region('Company Account'))
    expect(section.getByText('Buy as a business: invite colleagues to share orders, quotes and addresses.')).toBeInTheDocument()
    expect(section.getByLabelText('Company Name')).toHaveValue('')
    expect(section.getByLabelText('Tax ID / EIN (optional)')).toHaveValue('')
    // The profile's phone number is there from the start.
    expect(section.getByLabelText('Phone Number')).toHaveValue('(918) 555-0100')
    expect(section.getByRole('group', { name: 'Billing Address' })).toBeInTheDocument()
    expect(section.getByRole('combobox', { name: 'State' })).toHaveValue('')
    expect(section.getByRole('button', { name: 'Create Company Account' })).toBeEnabled()
    expect(sentRequests('GET', '/api/user/company')[0]?.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it('checks the form with the contract rules and sends nothing until it is valid', async () => {
    serveCustomer({ user: makeUser({ phone: null }), override: companyRoutes().override })
    renderCompanyTab()

    const section = within(await region('Company Account'))
    await userEvent.type(section.getByLabelText('Tax ID / EIN (optional)'), '12/345')
    await userEvent.type(section.getByLabelText('ZIP Code'), '741')
    await userEvent.click(section.getByRole('button', { name: 'Create Company Account' }))

    expect(await section.findByText('Company name is required')).toBeInTheDocument()
    expect(section.getByLabelText('Tax ID / EIN (optional)')).toHaveAccessibleDescription(
      'For example 12-3456789 Tax ID may hold letters, digits and dashes only',
    )
    expect(section.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number')
    expect(section.getByLabelText('Street Address')).toHaveAccessibleDescription('Address is required')
    expect(section.getByLabelText('City')).toHaveAccessibleDescription('City is required')
    expect(section.getByLabelText('State')).toHaveAccessibleDescription('State is required')
    expect(section.getByLabelText('ZIP Code')).toHaveAccessibleDescription('5 digits, or ZIP+4 ZIP code is required')
    expect(sentRequests('POST', '/api/user/company')).toHaveLength(0)
  })

  it('makes the account a company, the customer its admin, and shows it', async () => {
    const state = serveCompany()
    renderCompanyTab()

    const section = within(await region('Company Account'))
    await userEvent.type(section.getByLabelText('Company Name'), '  Lee Printing Co. ')
    await userEvent.type(section.getByLabelText('Tax ID / EIN (optional)'), 'ab-1234567')
    await userEvent.type(section.getByLabelText('Street Address'), '200 Commerce St')
    await userEvent.type(section.getByLabelText('Apartment, suite, etc. (optional)'), 'Floor 3')
    await userEvent.type(section.getByLabelText('City'), 'Tulsa')
    await userEvent.selectOptions(section.getByLabelText('State'), 'OK')
    await userEvent.type(section.getByLabelText('ZIP Code'), '74103')
    await userEvent.click(section.getByRole('button', { name: 'Create Company Account' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'Lee Printing Co.' })).toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/company').map((request) => request.body)).toEqual([
      {
        name: 'Lee Printing Co.',
        taxId: 'AB-1234567',
        phone: '(918) 555-0100',
        billingAddress: { address: '200 Commerce St', address2: 'Floor 3', city: 'Tulsa', state: 'OK', zipCode: '74103', country: 'US' },
      },
    ])
    expect(state.role).toBe('admin')
    expect(lastToast()).toMatchObject({ title: 'Company account created', description: COMPANY_MESSAGES.created })
    // The new admin can invite colleagues at once.
    expect(await region('Invitations')).toBeInTheDocument()
    expect(screen.getByText('No open invitations.')).toBeInTheDocument()
    expect(within(await memberRow('Ann Lee (you)')).getByText('You')).toBeInTheDocument()
  })

  it("shows the server's field messages under the fields and keeps what was typed", async () => {
    serveCompany({
      answer: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/company'
          ? jsonResponse(
              {
                message: 'Please check the highlighted fields.',
                errors: [{ path: 'billingAddress.zipCode', message: 'ZIP code does not match the state' }],
              },
              400,
            )
          : undefined,
    })
    renderCompanyTab()

    const section = within(await region('Company Account'))
    await userEvent.type(section.getByLabelText('Company Name'), 'Lee Printing Co.')
    await userEvent.type(section.getByLabelText('Street Address'), '200 Commerce St')
    await userEvent.type(section.getByLabelText('City'), 'Tulsa')
    await userEvent.selectOptions(section.getByLabelText('State'), 'OK')
    await userEvent.type(section.getByLabelText('ZIP Code'), '90210')
    await userEvent.click(section.getByRole('button', { name: 'Create Company Account' }))

    expect(await section.findByText('ZIP code does not match the state')).toBeInTheDocument()
    expect(section.getByLabelText('ZIP Code')).toHaveFocus()
    expect(section.getByLabelText('Company Name')).toHaveValue('Lee Printing Co.')
    expect(lastToast()).toMatchObject({
      title: 'Company account not created',
      description: 'Please check the highlighted fields.',
      variant: 'destructive',
    })
  })
})

describe('AccountPage company as its admin', () => {
  it("shows the company's details, members and open invitations", async () => {
    serveCompany({ company: makeCompany() })
    renderCompanyTab()

    const details = within(await region('Lee Printing Co.'))
    expect(details.getByText('You are an admin of this company. Its members share orders, quotes and addresses.')).toBeInTheDocument()
    expect(details.getByText('Tax ID').nextElementSibling).toHaveTextContent('12-3456789')
    expect(details.getByText('Phone').nextElementSibling).toHaveTextContent('(918) 555-0142')
    expect(details.getByText('Billing Address').nextElementSibling).toHaveTextContent('200 Commerce StFloor 3Tulsa, OK 74103United States')
    expect(details.getByRole('button', { name: 'Edit' })).toBeEnabled()

    const ann = within(await memberRow('Ann Lee (you)'))
    expect(ann.getByText('You')).toBeInTheDocument()
    expect(ann.getByText('ann@example.com')).toBeInTheDocument()
    expect(ann.getByText('Role:', { exact: false }).parentElement).toHaveTextContent('Role: Admin')
    expect(ann.getByText('Joined March 1, 2025')).toBeInTheDocument()
    // Leaving is 'Leave company', not a control of one's own row.
    expect(ann.queryByRole('button')).not.toBeInTheDocument()

    const bob = within(await memberRow('Bob Kim'))
    expect(bob.getByText('bob@example.com')).toBeInTheDocument()
    expect(bob.getByText('Role:', { exact: false }).parentElement).toHaveTextContent('Role: Member')
    expect(bob.getByText('Joined April 10, 2025')).toBeInTheDocument()
    expect(bob.queryByText('You')).not.toBeInTheDocument()
    expect(bob.getByRole('button', { name: 'Make admin' })).toBeEnabled()
    expect(bob.getByRole('button', { name: 'Remove' })).toBeEnabled()

    const invitations = within(await region('Invitations'))
    const carol = within(invitations.getByRole('article', { name: 'carol@example.com' }))
    expect(carol.getByText('Invited by Ann Lee · Expires May 15, 2025')).toBeInTheDocument()
    expect(carol.getByRole('button', { name: 'Cancel invitation' })).toBeEnabled()
  })

  it('invites a colleague by e-mail and lists the invitation', async () => {
    const state = serveCompany({ company: makeCompany({ invites: [] }) })
    renderCompanyTab()

    const invitations = within(await region('Invitations'))
    const form = within(invitations.getByRole('form', { name: 'Invite a colleague' }))
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }))
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/company/invites')).toHaveLength(0)

    await userEvent.type(form.getByLabelText("Colleague's email"), ' Dan@Example.com ')
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }))

    expect(await invitations.findByRole('article', { name: 'dan@example.com' })).toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/company/invites').map((request) => request.body)).toEqual([{ email: 'dan@example.com' }])
    expect(form.getByLabelText("Colleague's email")).toHaveValue('')
    expect(lastToast()).toMatchObject({
      title: COMPANY_MESSAGES.invited,
      description: 'We e-mailed a link to join Lee Printing Co. to dan@example.com.',
    })
    expect(state.company?.invites.map((invite) => invite.email)).toEqual(['dan@example.com'])
  })

  it('says under the field when the address already has an invitation or is a member', async () => {
    serveCompany({ company: makeCompany() })
    renderCompanyTab()

    const form = within(await screen.findByRole('form', { name: 'Invite a colleague' }))
    await userEvent.type(form.getByLabelText("Colleague's email"), 'bob@example.com')
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }))

    expect(await form.findByText(COMPANY_MESSAGES.alreadyInvited)).toBeInTheDocument()
    expect(form.getByLabelText("Colleague's email")).toHaveAccessibleDescription(COMPANY_MESSAGES.alreadyInvited)
    expect(form.getByLabelText("Colleague's email")).toHaveValue('bob@example.com')
  })

  it('stops inviting once members and invitations reach the limit, and says why', async () => {
    const members = Array.from({ length: MAX_COMPANY_MEMBERS - 1 }, (_, index) =>
      index === 0
        ? makeMember()
        : makeMember({ id: `cus_${index + 10}`, name: `Member ${index}`, email: `m${index}@example.com`, role: 'member' }),
    )
    serveCompany({ company: makeCompany({ members, invites: [makeInvite()] }) })
    renderCompanyTab()

    const form = within(await screen.findByRole('form', { name: 'Invite a colleague' }))
    expect(form.getByLabelText("Colleague's email")).toBeDisabled()
    expect(form.getByRole('button', { name: 'Send invitation' })).toBeDisabled()
    expect(form.getByRole('button', { name: 'Send invitation' })).toHaveAccessibleDescription(COMPANY_MESSAGES.tooMany)
  })

  it('cancels an invitation', async () => {
    const state = serveCompany({ company: makeCompany() })
    renderCompanyTab()

    const invitations = within(await region('Invitations'))
    await userEvent.click(
      within(invitations.getByRole('article', { name: 'carol@example.com' })).getByRole('button', { name: 'Cancel invitation' }),
    )

    expect(await invitations.findByText('No open invitations.')).toBeInTheDocument()
    expect(sentRequests('DELETE', '/api/user/company/invites/cinv_1')).toHaveLength(1)
    expect(lastToast()).toMatchObject({ title: 'Invitation cancelled', description: 'The link sent to carol@example.com no longer works.' })
    expect(state.company?.invites).toEqual([])
  })

  it('removes a member only once the admin confirms', async () => {
    const state = serveCompany({ company: makeCompany() })
    renderCompanyTab()

    await userEvent.click(within(await memberRow('Bob Kim')).getByRole('button', { name: 'Remove' }))
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Bob Kim?' }))
    expect(
      confirm.getByText("Bob Kim (bob@example.com) will no longer see Lee Printing Co.'s orders, quotes and addresses."),
    ).toBeInTheDocument()
    await userEvent.click(confirm.getByRole('button', { name: 'Keep member' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sentRequests('DELETE', '/api/user/company/members/cus_2')).toHaveLength(0)

    await userEvent.click(within(await memberRow('Bob Kim')).getByRole('button', { name: 'Remove' }))
    confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Bob Kim?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Remove member' }))

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bob Kim' })).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(sentRequests('DELETE', '/api/user/company/members/cus_2')).toHaveLength(1)
    expect(lastToast()).toMatchObject({
      title: COMPANY_MESSAGES.removed,
      description: "Bob Kim no longer sees the company's orders, quotes and addresses.",
    })
    expect(state.company?.members.map((member) => member.id)).toEqual(['cus_1'])
  })

  it("changes a member's role both ways, and passes on the refusal for the last admin", async () => {
    serveCompany({ company: makeCompany() })
    renderCompanyTab()

    await userEvent.click(within(await memberRow('Bob Kim')).getByRole('button', { name: 'Make admin' }))
    const bob = within(await memberRow('Bob Kim'))
    expect(await bob.findByRole('button', { name: 'Make member' })).toBeEnabled()
    expect(bob.getByText('Role:', { exact: false }).parentElement).toHaveTextContent('Role: Admin')
    expect(sentRequests('PUT', '/api/user/company/members/cus_2').map((request) => request.body)).toEqual([{ role: 'admin' }])
    expect(lastToast()).toMatchObject({ title: 'Role changed', description: 'Bob Kim is now an admin.' })

    await userEvent.click(bob.getByRole('button', { name: 'Make member' }))
    expect(await bob.findByRole('button', { name: 'Make admin' })).toBeEnabled()
    expect(sentRequests('PUT', '/api/user/company/members/cus_2').map((request) => request.body)).toEqual([
      { role: 'admin' },
      { role: 'member' },
    ])
  })

  it('says why the role did not change when the server refuses', async () => {
    // Bob is the other admin on the page, but the server knows the company has one admin left.
    serveCompany({
      company: makeCompany({ members: [makeMember(), { ...BOB, role: 'admin' }] }),
      answer: ({ method, url }) =>
        method === 'PUT' && url.pathname === '/api/user/company/members/cus_2'
          ? jsonResponse({ message: COMPANY_MESSAGES.lastAdmin }, 409)
          : undefined,
    })
    renderCompanyTab()

    await userEvent.click(within(await memberRow('Bob Kim')).getByRole('button', { name: 'Make member' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Role not changed', description: COMPANY_MESSAGES.lastAdmin, variant: 'destructive' }),
    )
    expect(within(await memberRow('Bob Kim')).getByRole('button', { name: 'Make member' })).toBeEnabled()
  })

  it("edits the company's details in a dialog that starts from the saved ones", async () => {
    serveCompany({ company: makeCompany() })
    renderCompanyTab()

    await userEvent.click(within(await region('Lee Printing Co.')).getByRole('button', { name: 'Edit' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit company details' }))
    expect(dialog.getByLabelText('Company Name')).toHaveValue('Lee Printing Co.')
    expect(dialog.getByLabelText('Tax ID / EIN (optional)')).toHaveValue('12-3456789')
    expect(dialog.getByLabelText('Phone Number')).toHaveValue('(918) 555-0142')
    expect(dialog.getByLabelText('Street Address')).toHaveValue('200 Commerce St')
    expect(dialog.getByLabelText('State')).toHaveValue('OK')

    await userEvent.clear(dialog.getByLabelText('Company Name'))
    await userEvent.type(dialog.getByLabelText('Company Name'), 'Lee Print & Ship')
    await userEvent.clear(dialog.getByLabelText('Tax ID / EIN (optional)'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save details' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'Lee Print & Ship' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sentRequests('PUT', '/api/user/company').map((request) => request.body)).toEqual([
      {
        name: 'Lee Print & Ship',
        taxId: '',
        phone: '(918) 555-0142',
        billingAddress: { address: '200 Commerce St', address2: 'Floor 3', city: 'Tulsa', state: 'OK', zipCode: '74103', country: 'US' },
      },
    ])
    expect(within(await region('Lee Print & Ship')).getByText('Tax ID').nextElementSibling).toHaveTextContent('Not given')
    expect(lastToast()).toMatchObject({ title: COMPANY_MESSAGES.updated })
  })

  it("passes on the server's refusal when the last admin tries to leave", async () => {
    const state = serveCompany({ company: makeCompany() })
    renderCompanyTab()

    await userEvent.click(within(await region('Leave Company')).getByRole('button', { name: 'Leave company' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave Lee Printing Co.?' })).getByRole('button', { name: 'Leave company' }),
    )

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'You have not left the company', description: COMPANY_MESSAGES.lastAdmin }),
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(state.company).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Lee Printing Co.' })).toBeInTheDocument()
  })
})

describe('AccountPage company as its only member', () => {
  it('says that leaving closes the company account, and closes it', async () => {
    const state = serveCompany({ company: makeCompany({ members: [makeMember()], invites: [] }) })
    renderCompanyTab()

    await userEvent.click(within(await region('Leave Company')).getByRole('button', { name: 'Leave company' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Lee Printing Co.?' })
    expect(confirm).toHaveAccessibleDescription(
      'You are its only member: leaving closes the company account. Your own orders, quotes and addresses stay yours.',
    )
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave company' }))

    expect(await region('Company Account')).toBeInTheDocument()
    expect(state.company).toBeNull()
    expect(lastToast()).toMatchObject({ title: COMPANY_MESSAGES.left })
  })
})

describe('AccountPage company as a member', () => {
  it('shows the company and its members without the admins’ controls', async () => {
    serveCompany({
      company: makeCompany({
        members: [makeMember({ id: 'cus_9', name: 'Zoe Park', email: 'zoe@example.com' }), makeMember({ role: 'member' })],
        invites: [],
      }),
      role: 'member',
    })
    renderCompanyTab()

    const details = within(await region('Lee Printing Co.'))
    expect(details.getByText('You are a member of this company. Its members share orders, quotes and addresses.')).toBeInTheDocument()
    expect(details.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    const members = within(await region('Members'))
    expect(members.getAllByRole('article').map((row) => row.getAttribute('aria-label'))).toEqual(['Zoe Park', 'Ann Lee (you)'])
    expect(members.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).not.toBeInTheDocument()
  })

  it('leaves the company once the customer confirms, and offers to make one again', async () => {
    const state = serveCompany({
      company: makeCompany({ members: [makeMember({ id: 'cus_9', name: 'Zoe Park' }), makeMember({ role: 'member' })] }),
      role: 'member',
    })
    renderCompanyTab()

    await userEvent.click(within(await region('Leave Company')).getByRole('button', { name: 'Leave company' }))
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Leave Lee Printing Co.?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sentRequests('DELETE', '/api/user/company/members/cus_1')).toHaveLength(0)

    await userEvent.click(within(await region('Leave Company')).getByRole('button', { name: 'Leave company' }))
    confirm = within(await screen.findByRole('alertdialog', { name: 'Leave Lee Printing Co.?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Leave company' }))

    expect(await region('Company Account')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Company Account' })).toBeEnabled()
    expect(sentRequests('DELETE', '/api/user/company/members/cus_1')).toHaveLength(1)
    expect(lastToast()).toMatchObject({ title: COMPANY_MESSAGES.left })
    expect(state.company).toBeNull()
  })
})

describe('AccountPage company loading', () => {
  it('offers to try again when the company cannot be loaded', async () => {
    let failing = true
    serveCompany({
      company: makeCompany(),
      answer: ({ method, url }) =>
        failing && method === 'GET' && url.pathname === '/api/user/company' ? jsonResponse({ message: 'Server error' }, 500) : undefined,
    })
    renderCompanyTab()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not load your company.')
    failing = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Lee Printing Co.' })).toBeInTheDocument()
  })
})
