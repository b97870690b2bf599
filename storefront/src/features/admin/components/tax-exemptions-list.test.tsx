import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TAX_EXEMPTION_MESSAGES, type AdminTaxExemption, type TaxExemptionReviewBody } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { AdminPage } from '../routes/admin-page'
import { makeAdminTaxExemption, sentRequests, serveAdmin, signInStaff, type SentRequest } from '../testing/serve-admin'
import { CompaniesTab } from './companies-tab'
import { TaxExemptionsList } from './tax-exemptions-list'

const lastToast = () => useToastStore.getState().toasts[0]

const waiting = makeAdminTaxExemption()
const approved = makeAdminTaxExemption({
  id: 'taxex_2',
  kind: 'exemption',
  certificateNumber: 'EX-77',
  states: ['KS'],
  expiresOn: '2026-06-30',
  status: 'approved',
  fileName: 'exemption.png',
  uploadedBy: 'Dee Park',
  reviewNote: 'Checked against the state registry.',
  reviewedAt: '2025-03-02T09:00:00.000Z',
  createdAt: '2025-03-01T15:00:00.000Z',
  company: { id: 'comp_2', name: 'Acme Offices', taxId: null },
})

/** GET /api/admin/tax-exemptions as the server answers it (by status, newest first), and the review route answering the certificate decided. */
function serveExemptions(exemptions: AdminTaxExemption[] = [waiting, approved], routes: Parameters<typeof serveAdmin>[0] = {}) {
  serveAdmin({
    'GET /api/admin/tax-exemptions': ({ url }) => {
      const status = url.searchParams.get('status')
      const companyId = url.searchParams.get('companyId')
      const limit = Number(url.searchParams.get('limit'))
      const offset = Number(url.searchParams.get('offset'))
      const found = exemptions.filter((exemption) => (!status || exemption.status === status) && (!companyId || exemption.company.id === companyId))
      return jsonResponse({
        exemptions: found.slice(offset, offset + limit),
        count: found.length,
        limit,
        offset,
        pendingCount: exemptions.filter((exemption) => exemption.status === 'pending').length,
      })
    },
    ...Object.fromEntries(exemptions.map((exemption) => [`GET /api/admin/tax-exemptions/${exemption.id}`, () => jsonResponse(exemption)])),
    ...Object.fromEntries(
      exemptions.map((exemption) => [
        `POST /api/admin/tax-exemptions/${exemption.id}/review`,
        ({ body }: SentRequest) => {
          const { decision, note } = body as TaxExemptionReviewBody
          return jsonResponse({
            ...exemption,
            status: decision === 'approve' ? 'approved' : 'rejected',
            reviewNote: note ?? null,
            reviewedAt: '2025-03-07T10:00:00.000Z',
          })
        },
      ]),
    ),
    ...routes,
  })
}

const certificateRows = () => within(screen.getByRole('table', { name: 'Tax certificates' })).getAllByRole('row').slice(1)

async function openReview(exemption: AdminTaxExemption = waiting) {
  await userEvent.click(await screen.findByRole('button', { name: `Review certificate ${exemption.certificateNumber} of ${exemption.company.name}` }))
  return screen.getByRole('dialog')
}

const reviewBodies = (id = 'taxex_1') => sentRequests(`POST /api/admin/tax-exemptions/${id}/review`).map((request) => request.body)

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(() => {
  resetApiMock()
  vi.restoreAllMocks()
})

describe('TaxExemptionsList', () => {
  it('lists the certificates newest first: company, kind, number, states, expiry, status, who uploaded and when', async () => {
    serveExemptions()
    renderWithProviders(<TaxExemptionsList />)

    const table = await screen.findByRole('table', { name: 'Tax certificates' })
    await within(table).findByText('Reyes Diner Group')
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Company',
      'Kind',
      'Number',
      'States',
      'Expires',
      'Status',
      'Uploaded By',
      'Date',
      'Actions',
    ])
    const [first, second] = certificateRows()
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Reyes Diner Group',
      'Resale certificate',
      'RS-48213',
      'OK, TX',
      'December 31, 2027',
      'Waiting for review',
      'Bo Reyes',
      'March 6, 2025',
      'Review',
    ])
    // Waiting ones stand out.
    expect(first).toHaveClass('bg-blue-50')
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Acme Offices',
      'Exemption certificate',
      'EX-77',
      'KS',
      'June 30, 2026',
      'Approved',
      'Dee Park',
      'March 1, 2025',
      'Review',
    ])
    expect(sentRequests('GET /api/admin/tax-exemptions')[0]?.url.search).toBe('?limit=20&offset=0')
    expect(sentRequests('GET /api/admin/tax-exemptions')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('filters by status on the server, from the first page, and says when none has it', async () => {
    serveExemptions()
    renderWithProviders(<TaxExemptionsList />)
    await screen.findByText('RS-48213')

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'approved')

    await waitFor(() => expect(certificateRows()).toHaveLength(1))
    expect(within(certificateRows()[0]!).getByText('EX-77')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/tax-exemptions').at(-1)?.url.search).toBe('?status=approved&limit=20&offset=0')
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Statuses',
      'Waiting for review',
      'Approved',
      'Rejected',
      'Expired',
    ])

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected')
    expect(await screen.findByText('No certificates rejected.')).toBeInTheDocument()
  })

  it('pages through the certificates', async () => {
    const many = Array.from({ length: 21 }, (_, index) => makeAdminTaxExemption({ id: `taxex_p${index}`, certificateNumber: `RS-${1000 + index}` }))
    serveExemptions(many)
    renderWithProviders(<TaxExemptionsList />)
    await screen.findByText('RS-1000')
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByText('RS-1020')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/tax-exemptions').at(-1)?.url.search).toBe('?limit=20&offset=20')
  })

  it('says when there are none, or when the list cannot be loaded', async () => {
    serveExemptions([])
    const { unmount } = renderWithProviders(<TaxExemptionsList />)
    expect(await screen.findByText('No certificates yet.')).toBeInTheDocument()
    unmount()

    serveAdmin({ 'GET /api/admin/tax-exemptions': () => jsonResponse({ message: 'Boom' }, 500) })
    renderWithProviders(<TaxExemptionsList />)
    expect(await screen.findByText('Failed to load certificates. Please try again.')).toBeInTheDocument()
  })
})

describe('reviewing a certificate', () => {
  it("shows the certificate's facts and keeps it in the address", async () => {
    serveExemptions()
    renderWithProviders(<TaxExemptionsList />, { route: '/admin?tab=companies&view=certificates' })

    const dialog = await openReview(approved)

    expect(dialog).toHaveAccessibleName('Exemption certificate EX-77')
    expect(dialog).toHaveAccessibleDescription('Acme Offices: uploaded on March 1, 2025 at 3:00 PM by Dee Park')
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=companies&view=certificates&exemption=taxex_2')
    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent('Approved')
    expect(within(dialog).getByText('States').nextSibling).toHaveTextContent('KS')
    expect(within(dialog).getByText('Expires').nextSibling).toHaveTextContent('June 30, 2026')
    expect(within(dialog).getByText('Uploaded By').nextSibling).toHaveTextContent('Dee Park')
    expect(within(dialog).getByText('exemption.png')).toBeInTheDocument()
    expect(within(dialog).getByText('Checked against the state registry.')).toBeInTheDocument()
    expect(within(dialog).getByText(/A new decision replaces this one/)).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=companies&view=certificates$/)
  })

  it('approves: sends the decision, says so, closes and reads the list again', async () => {
    serveExemptions()
    renderWithProviders(<TaxExemptionsList />)
    const dialog = await openReview()
    expect(within(dialog).queryByText(/A new decision replaces this one/)).not.toBeInTheDocument()
    const listReads = sentRequests('GET /api/admin/tax-exemptions').length

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(reviewBodies()).toEqual([{ decision: 'approve' }])
    expect(sentRequests('POST /api/admin/tax-exemptions/taxex_1/review')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(lastToast()).toMatchObject({ title: 'Certificate Approved' })
    expect(lastToast()?.description).toContain("Reyes Diner Group's certificate RS-48213 is approved")
    await waitFor(() => expect(sentRequests('GET /api/admin/tax-exemptions').length).toBeGreaterThan(listReads))
  })

  it('refuses to reject without a note, and sends nothing', async () => {
    serveExemptions()
    renderWithProviders(<TaxExemptionsList />)
    const dialog = await openReview()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say why the certificate is rejected')
    expect(within(dialog).getByLabelText('Note to the company')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByLabelText('Note to the company')).toHaveFocus()
    expect(reviewBodies()).toEqual([])
  })

  it('rejects with the note, which is sent with the decision', async () => {
    serveExemptions()
    renderWithProviders(<TaxExemptionsList />)
    const dialog = await openReview()

    await userEvent.type(within(dialog).getByLabelText('Note to the company'), 'The certificate expired last year.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(reviewBodies()).toEqual([{ decision: 'reject', note: 'The certificate expired last year.' }])
    expect(lastToast()).toMatchObject({ title: 'Certificate Rejected' })
  })

  it("shows the server's problem with the note under it, and keeps the dialog open", async () => {
    serveExemptions([waiting], {
      'POST /api/admin/tax-exemptions/taxex_1/review': () =>
        jsonResponse({ message: 'Validation failed', errors: [{ path: 'note', message: 'Say why the certificate is rejected' }] }, 400),
    })
    renderWithProviders(<TaxExemptionsList />)
    const dialog = await openReview()

    await userEvent.type(within(dialog).getByLabelText('Note to the company'), 'x')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say why the certificate is rejected')
    expect(reviewBodies()).toEqual([{ decision: 'reject', note: 'x' }])
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it("says the server's message when the review fails otherwise", async () => {
    serveExemptions([waiting], {
      'POST /api/admin/tax-exemptions/taxex_1/review': () => jsonResponse({ message: TAX_EXEMPTION_MESSAGES.notFound }, 404),
    })
    renderWithProviders(<TaxExemptionsList />)
    const dialog = await openReview()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TAX_EXEMPTION_MESSAGES.notFound)
  })

  it('downloads the certificate with the staff token, under the name the server gives it', async () => {
    serveExemptions([waiting], {
      'GET /api/admin/tax-exemptions/taxex_1/file': () =>
        new Response(new Blob(['%PDF-1.7 certificate'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="resale-certificate.pdf"' },
        }),
    })
    let saved: Blob | undefined
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:certificate'
    })
    URL.revokeObjectURL = vi.fn()
    let link: { download: string; href: string } | undefined
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      link = { download: this.download, href: this.href }
    })
    renderWithProviders(<TaxExemptionsList />)
    const dialog = await openReview()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Certificate' }))

    await waitFor(() => expect(link).toBeDefined())
    expect(link?.download).toBe('resale-certificate.pdf')
    expect(link?.href).toBe('blob:certificate')
    expect(await saved!.text()).toBe('%PDF-1.7 certificate')
    const [request] = sentRequests('GET /api/admin/tax-exemptions/taxex_1/file')
    expect(request?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(request?.credentials).toBe('omit')
  })

  it('says so when the download fails', async () => {
    serveExemptions([waiting], {
      'GET /api/admin/tax-exemptions/taxex_1/file': () => jsonResponse({ message: TAX_EXEMPTION_MESSAGES.notFound }, 404),
    })
    renderWithProviders(<TaxExemptionsList />)
    const dialog = await openReview()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Certificate' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Download Failed', description: TAX_EXEMPTION_MESSAGES.notFound }))
  })
})

describe('the certificates in the Companies tab', () => {
  it('switches between the companies and the certificates, with the count waiting on the tab and the switch', async () => {
    serveExemptions()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=companies' })

    expect(await screen.findByRole('tab', { name: 'Companies 1 certificates waiting' })).toHaveAttribute('aria-selected', 'true')
    const show = screen.getByRole('group', { name: 'Companies or tax certificates' })
    expect(within(show).getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(within(show).getByRole('button', { name: 'Tax Certificates 1 waiting' }))

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=companies&view=certificates$/)
    expect(within(show).getByRole('button', { name: 'Tax Certificates 1 waiting' })).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByRole('table', { name: 'Tax certificates' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Companies' })).not.toBeInTheDocument()

    await userEvent.click(within(show).getByRole('button', { name: 'Companies' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=companies$/)
    expect(await screen.findByRole('table', { name: 'Companies' })).toBeInTheDocument()
  })

  it('shows no count when nothing waits', async () => {
    serveExemptions([approved])
    renderWithProviders(<CompaniesTab />, { route: '/admin?tab=companies' })

    await waitFor(() => expect(sentRequests('GET /api/admin/tax-exemptions')).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Tax Certificates' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('opens the certificate of ?exemption= (the staff e-mail), on the certificates', async () => {
    serveExemptions()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=companies&exemption=taxex_1' })

    const dialog = await screen.findByRole('dialog', { name: 'Resale certificate RS-48213' })
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument()
    // Over the certificates (hidden from assistive technology while the dialog is open).
    expect(screen.getByRole('table', { name: 'Tax certificates', hidden: true })).toBeInTheDocument()
    // Found on the page shown: not looked for again.
    expect(sentRequests('GET /api/admin/tax-exemptions').map((request) => request.url.search)).toEqual(['?limit=20&offset=0'])

    // Another tab leaves the certificate behind.
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('tab', { name: /Quotes/ }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=quotes$/)
  })

  it('looks for a linked certificate the page shown does not hold', async () => {
    const older = makeAdminTaxExemption({ id: 'taxex_old', certificateNumber: 'RS-1', status: 'rejected', createdAt: '2024-01-01T00:00:00.000Z' })
    const newer = Array.from({ length: 20 }, (_, index) => makeAdminTaxExemption({ id: `taxex_n${index}`, certificateNumber: `RS-${2000 + index}` }))
    serveExemptions([...newer, older])
    renderWithProviders(<CompaniesTab />, { route: '/admin?tab=companies&exemption=taxex_old' })

    expect(await screen.findByRole('dialog', { name: 'Resale certificate RS-1' })).toBeInTheDocument()
    // The list's first page, then the certificate itself.
    expect(sentRequests('GET /api/admin/tax-exemptions').map((request) => request.url.search)).toEqual(['?limit=20&offset=0'])
    expect(sentRequests('GET /api/admin/tax-exemptions/taxex_old')).toHaveLength(1)
  })

  it('says so when the linked certificate does not exist', async () => {
    serveExemptions()
    renderWithProviders(<CompaniesTab />, { route: '/admin?tab=companies&exemption=taxex_9' })

    const dialog = await screen.findByRole('dialog', { name: 'Tax certificate' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TAX_EXEMPTION_MESSAGES.notFound)
  })
})
