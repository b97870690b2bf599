import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { COMPANY_MESSAGES, type AdminCompany } from '@printshop/contract'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeAdminCompany, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { AdminPage } from '../routes/admin-page'
import { CompaniesTab } from './companies-tab'

const reyes = makeAdminCompany()
const acme = makeAdminCompany({
  id: 'comp_2',
  name: 'Acme Offices',
  taxId: null,
  members: [
    { id: 'cus_3', name: 'Dee Park', email: 'dee@acme.example', role: 'admin', joinedAt: '2025-03-06T10:00:00.000Z' },
    { id: 'cus_4', name: 'Eve Cole', email: 'eve@acme.example', role: 'admin', joinedAt: '2025-03-06T11:00:00.000Z' },
    { id: 'cus_5', name: 'Fay Diaz', email: 'fay@acme.example', role: 'admin', joinedAt: '2025-03-06T12:00:00.000Z' },
    { id: 'cus_6', name: 'Gus Wu', email: 'gus@acme.example', role: 'member', joinedAt: '2025-03-07T12:00:00.000Z' },
  ],
  invites: [],
  customerGroupId: null,
  orderCount: 1234,
  paymentTerms: 'net30',
  overdueCount: 2,
  createdAt: '2025-03-06T10:00:00.000Z',
})

/** GET /api/admin/companies as the server answers it: `search` matches the name, the tax ID or a member's e-mail. */
function serveCompanies(companies: AdminCompany[] = [acme, reyes]) {
  const detailRoutes = Object.fromEntries(companies.map((company) => [`GET /api/admin/companies/${company.id}`, () => jsonResponse(company)]))
  serveAdmin({
    'GET /api/admin/companies': ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase()
      const found = companies.filter(
        (company) =>
          !search ||
          company.name.toLowerCase().includes(search) ||
          company.taxId?.toLowerCase().includes(search) ||
          company.members.some((member) => member.email.includes(search)),
      )
      return jsonResponse({ companies: found, count: found.length, limit: 20, offset: 0 })
    },
    ...detailRoutes,
  })
}

const companyRows = () => within(screen.getByRole('table', { name: 'Companies' })).getAllByRole('row').slice(1)

beforeEach(() => {
  signInStaff()
})
afterEach(resetApiMock)

describe('CompaniesTab', () => {
  it('lists the companies newest first: name, tax ID, members, admins, orders, payment terms and date', async () => {
    serveCompanies()
    renderWithProviders(<CompaniesTab />)

    const table = await screen.findByRole('table', { name: 'Companies' })
    await within(table).findByText('Acme Offices')
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Company',
      'Tax ID',
      'Members',
      'Admins',
      'Orders',
      'Terms',
      'Created',
      'Actions',
    ])
    const [first, second] = companyRows()
    expect(first!.textContent).toContain('Acme Offices')
    expect(within(first!).getByText('—')).toBeInTheDocument()
    expect(within(first!).getByText('4')).toBeInTheDocument()
    // The first admin by name and e-mail, and how many more.
    expect(within(first!).getByText('Dee Park')).toBeInTheDocument()
    expect(within(first!).getByText('dee@acme.example')).toBeInTheDocument()
    expect(within(first!).getByText('and 2 more admins')).toHaveAttribute('title', 'eve@acme.example, fay@acme.example')
    expect(within(first!).getByText('1,234')).toBeInTheDocument()
    // Its terms, and its invoices past due unpaid.
    expect(within(first!).getByText('Net 30')).toBeInTheDocument()
    expect(within(first!).getByText('2 overdue')).toBeInTheDocument()
    expect(within(first!).getByText('March 6, 2025')).toBeInTheDocument()

    expect(within(second!).getByText('Reyes Diner Group')).toBeInTheDocument()
    expect(within(second!).getByText('12-3456789')).toBeInTheDocument()
    expect(within(second!).getByText('2')).toBeInTheDocument()
    expect(within(second!).getByText('bo@diner.example')).toBeInTheDocument()
    // A member is not an admin, and one admin has no "more".
    expect(within(second!).queryByText('ann@diner.example')).not.toBeInTheDocument()
    expect(within(second!).queryByText(/more admin/)).not.toBeInTheDocument()
    expect(within(second!).getByText('7')).toBeInTheDocument()
    // No terms, nothing overdue.
    expect(within(second!).getAllByRole('cell')[5]).toHaveTextContent(/^—$/)
    expect(within(second!).getByText('March 1, 2025')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/companies')[0]?.url.search).toBe('?limit=20&offset=0')
    expect(sentRequests('GET /api/admin/companies')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('says when there are no companies yet', async () => {
    serveCompanies([])
    renderWithProviders(<CompaniesTab />)

    expect(await screen.findByText('No companies yet.')).toBeInTheDocument()
  })

  it('says when the list cannot be loaded', async () => {
    serveAdmin({ 'GET /api/admin/companies': () => jsonResponse({ message: 'Boom' }, 500) })
    renderWithProviders(<CompaniesTab />)

    expect(await screen.findByText('Failed to load companies. Please try again.')).toBeInTheDocument()
  })

  it('searches by name, tax ID or member e-mail on the server, once typing stops, from the first page', async () => {
    serveCompanies()
    renderWithProviders(<CompaniesTab />)
    await screen.findByText('Acme Offices')

    await userEvent.type(screen.getByLabelText('Search companies'), 'bo@diner.example')

    await waitFor(() => expect(companyRows()).toHaveLength(1))
    expect(within(companyRows()[0]!).getByText('Reyes Diner Group')).toBeInTheDocument()
    // Debounced: the whole term, not a request a keystroke.
    const searches = sentRequests('GET /api/admin/companies').filter((request) => request.url.searchParams.has('search'))
    expect(searches.at(-1)?.url.search).toBe('?search=bo%40diner.example&limit=20&offset=0')
    expect(searches.length).toBeLessThan('bo@diner.example'.length)

    await userEvent.clear(screen.getByLabelText('Search companies'))
    await userEvent.type(screen.getByLabelText('Search companies'), 'nobody')
    expect(await screen.findByText('No companies match "nobody".')).toBeInTheDocument()
  })

  it('pages through the companies, and a search starts again from the first page', async () => {
    const many = Array.from({ length: 20 }, (_, index) => makeAdminCompany({ id: `comp_p${index}`, name: `Company ${index + 1}` }))
    serveAdmin({
      'GET /api/admin/companies': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'))
        return jsonResponse({ companies: offset === 20 ? [reyes] : many, count: 21, limit: 20, offset })
      },
    })
    renderWithProviders(<CompaniesTab />)
    await screen.findByText('Company 1')
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByText('Reyes Diner Group')).toBeInTheDocument()
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/companies').at(-1)?.url.search).toBe('?limit=20&offset=20')

    await userEvent.type(screen.getByLabelText('Search companies'), 'company')
    await waitFor(() => expect(sentRequests('GET /api/admin/companies').at(-1)?.url.search).toBe('?search=company&limit=20&offset=0'))
  })

  it('opens a company with View and keeps it in the address, until closed', async () => {
    serveCompanies()
    renderWithProviders(<CompaniesTab />, { route: '/admin?tab=companies' })

    await userEvent.click(await screen.findByRole('button', { name: 'View Reyes Diner Group' }))

    const dialog = screen.getByRole('dialog', { name: 'Reyes Diner Group' })
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=companies&company=comp_1')
    expect(within(dialog).getByText('Tax ID').nextSibling).toHaveTextContent('12-3456789')
    expect(within(dialog).getByRole('table', { name: 'Members' })).toBeInTheDocument()
    await waitFor(() => expect(sentRequests('GET /api/admin/companies/comp_1')).toHaveLength(1))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=companies$/)
  })
})

describe('the Companies tab', () => {
  it('opens from the tab strip and keeps it in the address', async () => {
    serveCompanies()
    renderWithProviders(<AdminPage />, { route: '/admin' })

    await userEvent.click(screen.getByRole('tab', { name: 'Companies' }))

    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=companies$/)
    const panel = screen.getByRole('tabpanel', { name: 'Companies' })
    expect(await within(panel).findByText('Reyes Diner Group')).toBeInTheDocument()
  })

  it('opens the company of ?company= (a deep link): its details, members and invitations', async () => {
    serveCompanies()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=companies&company=comp_1' })

    const dialog = await screen.findByRole('dialog', { name: 'Reyes Diner Group' })
    expect(sentRequests('GET /api/admin/companies/comp_1')).toHaveLength(1)
    expect(within(dialog).getByText('Phone').nextSibling).toHaveTextContent('(405) 555-0199')
    expect(within(dialog).getByText('Customer Group').nextSibling).toHaveTextContent('cusgroup_01JREYES')
    const members = within(dialog).getByRole('table', { name: 'Members' })
    expect(within(members).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameEmailRoleJoined',
      'Bo Reyesbo@diner.exampleAdminMarch 1, 2025',
      'Ann Leeann@diner.exampleMemberMarch 3, 2025',
    ])

    // Another tab leaves the company behind.
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('tab', { name: /Quotes/ }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=quotes$/)
  })

  it('says so when the company of ?company= does not exist', async () => {
    serveAdmin({ 'GET /api/admin/companies/comp_9': () => jsonResponse({ message: COMPANY_MESSAGES.notFound }, 404) })
    renderWithProviders(<AdminPage />, { route: '/admin?tab=companies&company=comp_9' })

    const dialog = await screen.findByRole('dialog', { name: 'Company' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COMPANY_MESSAGES.notFound)
  })
})
