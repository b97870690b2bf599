import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { COMPANY_MESSAGES, type AdminCompany } from '@printshop/contract'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { deferred, makeAdminCompany, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { CompanyDialog } from './company-dialog'

function serveCompany(company: AdminCompany = makeAdminCompany()) {
  serveAdmin({ [`GET /api/admin/companies/${company.id}`]: () => jsonResponse(company) })
}

function renderDialog(companyId: string | null = 'comp_1', listed?: AdminCompany) {
  const onClose = vi.fn()
  renderWithProviders(<CompanyDialog companyId={companyId} listed={listed} onClose={onClose} />)
  return { onClose }
}

beforeEach(() => {
  signInStaff()
})
afterEach(resetApiMock)

describe('CompanyDialog', () => {
  it("shows the company's details, billing address and customer group", async () => {
    serveCompany()
    renderDialog()

    const dialog = await screen.findByRole('dialog', { name: 'Reyes Diner Group' })
    expect(dialog).toHaveAccessibleDescription('Company account created on March 1, 2025 at 10:00 AM')
    expect(within(dialog).getByText('Tax ID').nextSibling).toHaveTextContent('12-3456789')
    expect(within(dialog).getByText('Phone').nextSibling).toHaveTextContent('(405) 555-0199')
    expect(within(dialog).getByText('Members', { selector: 'dt' }).nextSibling).toHaveTextContent('2')
    expect(within(dialog).getByText('Orders').nextSibling).toHaveTextContent('7')
    expect(dialog.querySelector('address')).toHaveTextContent('Reyes Diner Group100 Main StSuite 4Tulsa, OK 74103United States')
    expect(within(dialog).getByText('Customer Group').nextSibling).toHaveTextContent('cusgroup_01JREYES')
    expect(sentRequests('GET /api/admin/companies/comp_1')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('lists the members with their role and the day they joined, e-mails as links', async () => {
    serveCompany()
    renderDialog()

    const members = await screen.findByRole('table', { name: 'Members' })
    expect(within(members).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameEmailRoleJoined',
      'Bo Reyesbo@diner.exampleAdminMarch 1, 2025',
      'Ann Leeann@diner.exampleMemberMarch 3, 2025',
    ])
    expect(within(members).getByRole('link', { name: 'ann@diner.example' })).toHaveAttribute('href', 'mailto:ann@diner.example')
  })

  it('lists the open invitations: e-mail, who invited, sent and expires', async () => {
    serveCompany()
    renderDialog()

    const invites = await screen.findByRole('table', { name: 'Open invitations' })
    expect(within(invites).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'EmailInvited BySentExpires',
      'cy@diner.exampleBo ReyesMarch 4, 2025March 18, 2025',
    ])
  })

  it('says what a company without a tax ID, customer group or invitations lacks', async () => {
    serveCompany(
      makeAdminCompany({
        taxId: null,
        customerGroupId: null,
        invites: [],
        billingAddress: { address: '9 Elm Rd', address2: null, city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' },
      }),
    )
    renderDialog()

    const dialog = await screen.findByRole('dialog', { name: 'Reyes Diner Group' })
    expect(within(dialog).getByText('Tax ID').nextSibling).toHaveTextContent('Not provided')
    expect(within(dialog).getByText('Customer Group').nextSibling).toHaveTextContent('None')
    expect(within(dialog).getByText('No open invitations.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('table', { name: 'Open invitations' })).not.toBeInTheDocument()
    expect(dialog.querySelector('address')).toHaveTextContent('Reyes Diner Group9 Elm RdAustin, TX 78701United States')
  })

  it('shows the listed company while it is read afresh, then the answer', async () => {
    const answer = deferred<Response>()
    serveAdmin({ 'GET /api/admin/companies/comp_1': () => answer.promise })
    renderDialog('comp_1', makeAdminCompany({ orderCount: 7 }))

    const dialog = screen.getByRole('dialog', { name: 'Reyes Diner Group' })
    expect(within(dialog).getByText('Orders').nextSibling).toHaveTextContent('7')

    answer.resolve(jsonResponse(makeAdminCompany({ orderCount: 8 })))
    await waitFor(() => expect(within(dialog).getByText('Orders').nextSibling).toHaveTextContent('8'))
  })

  it('says when the company cannot be found', async () => {
    serveAdmin({ 'GET /api/admin/companies/comp_9': () => jsonResponse({ message: COMPANY_MESSAGES.notFound }, 404) })
    renderDialog('comp_9')

    expect(screen.getByRole('dialog', { name: 'Company' })).toHaveTextContent('Loading company...')
    expect(await screen.findByRole('alert')).toHaveTextContent(COMPANY_MESSAGES.notFound)
  })

  it('closes with its Close button', async () => {
    serveCompany()
    const { onClose } = renderDialog()
    await screen.findByRole('dialog', { name: 'Reyes Diner Group' })

    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('is closed without a company', () => {
    serveCompany()
    renderDialog(null)

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sentRequests()).toHaveLength(0)
  })
})
