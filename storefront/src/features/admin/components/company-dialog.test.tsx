import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { COMPANY_MESSAGES, type AdminCompany, type PaymentTerms } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { deferred, makeAdminCompany, makeAdminTaxExemption, pageOf, sentRequests, serveAdmin, signInStaff, type SentRequest } from '../testing/serve-admin'
import { CompanyDialog } from './company-dialog'

const lastToast = () => useToastStore.getState().toasts[0]

function serveCompany(company: AdminCompany = makeAdminCompany(), routes: Parameters<typeof serveAdmin>[0] = {}) {
  serveAdmin({
    [`GET /api/admin/companies/${company.id}`]: () => jsonResponse(company),
    // PUT answers the company with the terms sent.
    [`PUT /api/admin/companies/${company.id}/terms`]: ({ body }: SentRequest) =>
      jsonResponse({ ...company, paymentTerms: (body as { paymentTerms: PaymentTerms | null }).paymentTerms }),
    ...routes,
  })
}

const termsBodies = (id = 'comp_1') => sentRequests(`PUT /api/admin/companies/${id}/terms`).map((request) => request.body)

function renderDialog(companyId: string | null = 'comp_1', listed?: AdminCompany) {
  const onClose = vi.fn()
  renderWithProviders(<CompanyDialog companyId={companyId} listed={listed} onClose={onClose} />)
  return { onClose }
}

beforeEach(() => {
  useToastStore.getState().remove()
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

  it('shows the overdue invoices, in red when there are any', async () => {
    serveCompany(makeAdminCompany({ overdueCount: 3 }))
    renderDialog()

    const dialog = await screen.findByRole('dialog', { name: 'Reyes Diner Group' })
    const overdue = within(dialog).getByText('Overdue Invoices').nextSibling as HTMLElement
    expect(overdue).toHaveTextContent('3')
    expect(overdue.firstElementChild).toHaveClass('text-red-700')
  })

  it('gives the company payment terms: the select sends them with Save, and says so', async () => {
    serveCompany()
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Reyes Diner Group' })
    const terms = within(dialog).getByLabelText('Terms')
    expect(terms).toHaveValue('')
    expect(within(terms).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Net 15', 'Net 30', 'Net 60'])
    // Nothing to save until the terms change.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()

    await userEvent.selectOptions(terms, 'net30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(termsBodies()).toEqual([{ paymentTerms: 'net30' }]))
    expect(sentRequests('PUT /api/admin/companies/comp_1/terms')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Payment Terms Saved' }))
    expect(lastToast()?.description).toBe("Reyes Diner Group's members may now pay by invoice, net 30.")
    expect(within(dialog).getByLabelText('Terms')).toHaveValue('net30')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('takes the terms away with None (null)', async () => {
    serveCompany(makeAdminCompany({ paymentTerms: 'net60' }))
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Reyes Diner Group' })
    expect(within(dialog).getByLabelText('Terms')).toHaveValue('net60')

    await userEvent.selectOptions(within(dialog).getByLabelText('Terms'), '')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(termsBodies()).toEqual([{ paymentTerms: null }]))
    await waitFor(() => expect(lastToast()?.description).toBe('Reyes Diner Group no longer has payment terms.'))
  })

  it("shows the server's problem with the terms", async () => {
    serveCompany(makeAdminCompany(), {
      'PUT /api/admin/companies/comp_1/terms': () =>
        jsonResponse({ message: 'Validation failed', errors: [{ path: 'paymentTerms', message: 'Terms must be net15, net30, net60 or null' }] }, 400),
    })
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Reyes Diner Group' })

    await userEvent.selectOptions(within(dialog).getByLabelText('Terms'), 'net15')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terms must be net15, net30, net60 or null')
    expect(within(dialog).getByLabelText('Terms')).toHaveAttribute('aria-invalid', 'true')
  })

  it("lists the company's tax certificates, each linking to its review", async () => {
    const mine = makeAdminTaxExemption()
    const theirs = makeAdminTaxExemption({ id: 'taxex_2', certificateNumber: 'EX-77', company: { id: 'comp_2', name: 'Acme Offices', taxId: null } })
    serveCompany(makeAdminCompany(), {
      'GET /api/admin/tax-exemptions': ({ url }) =>
        pageOf('exemptions', [mine, theirs].filter((exemption) => exemption.company.id === url.searchParams.get('companyId')), url, { pendingCount: 2 }),
    })
    renderDialog()

    const table = await screen.findByRole('table', { name: 'Tax certificates' })
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'KindNumberStatesExpiresStatusActions',
      'Resale certificateRS-48213OK, TXDecember 31, 2027Waiting for reviewReview',
    ])
    expect(within(table).getByRole('link', { name: 'Review certificate RS-48213' })).toHaveAttribute('href', '/admin?tab=companies&exemption=taxex_1')
    // The company's certificates, every status.
    expect(sentRequests('GET /api/admin/tax-exemptions')[0]?.url.search).toBe('?companyId=comp_1&limit=200&offset=0')
  })

  it('says when the company has no certificates', async () => {
    serveCompany()
    renderDialog()

    expect(await screen.findByText('No tax certificates.')).toBeInTheDocument()
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
