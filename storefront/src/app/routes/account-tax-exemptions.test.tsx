import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { COMPANY_MESSAGES, MAX_CERTIFICATE_BYTES, TAX_EXEMPTION_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { companyRoutes, makeCompany, makeTaxExemption } from '@/testing/companies'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

// Tax exemption in the Company tab (docs/using-the-shop.md, "Tax exemption"): the company's
// certificates with their status for every member, and the upload of a new one for its admins.

const lastToast = () => useToastStore.getState().toasts[0]

const CERTIFICATES = [
  makeTaxExemption({ id: 'txe_3', kind: 'exemption', certificateNumber: 'EX-9', states: ['KS'], expiresOn: '2031-06-30', status: 'pending', reviewedAt: null }),
  makeTaxExemption({ id: 'txe_2', certificateNumber: 'R-100', states: ['AR'], status: 'rejected', reviewNote: 'The certificate is not signed.' }),
  makeTaxExemption(),
  // Approved, but past its last day.
  makeTaxExemption({ id: 'txe_0', certificateNumber: 'R-001', states: ['MO'], expiresOn: '2024-12-31' }),
]

function serveCompany(options: Parameters<typeof companyRoutes>[0] = {}) {
  const routes = companyRoutes({ company: makeCompany(), exemptions: CERTIFICATES, ...options })
  serveCustomer({ override: routes.override })
  return routes.state
}

const section = async () => within(await screen.findByRole('region', { name: 'Tax Exemption' }))
const certificate = async (name: string) => within(within(await screen.findByRole('list', { name: 'Tax exemption certificates' })).getByRole('article', { name }))
const facts = (row: ReturnType<typeof within>) =>
  row.getAllByRole('term').map((term: HTMLElement) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)

/** The upload dialog, opened. */
async function openUpload() {
  await userEvent.click((await section()).getByRole('button', { name: 'Upload certificate' }))
  return within(await screen.findByRole('dialog', { name: 'Upload a tax exemption certificate' }))
}

const pdf = (name = 'certificate.pdf', type = 'application/pdf', size = 2048) => new File([new Uint8Array(size)], name, { type })

/** Fills the upload form with a valid resale certificate for Oklahoma and Texas. */
async function fillUpload(dialog: ReturnType<typeof within>, file: File = pdf()) {
  await userEvent.click(dialog.getByRole('radio', { name: 'Resale certificate' }))
  await userEvent.type(dialog.getByLabelText('Certificate number'), ' R-7781 ')
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Texas (TX)' }))
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Oklahoma (OK)' }))
  await userEvent.type(dialog.getByLabelText('Valid through'), '2030-12-31')
  await userEvent.upload(dialog.getByLabelText('Certificate file'), file)
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-01T12:00:00.000Z'))
})

afterEach(() => {
  vi.useRealTimers()
  resetApiMock()
})

describe('AccountPage tax exemption certificates', () => {
  it("lists the company's certificates with their kind, number, states, last day and status for every member", async () => {
    serveCompany({ role: 'member' })
    renderWithProviders(<AccountPage />, { route: '/account?tab=company' })

    const tax = await section()
    expect(tax.getByText(/An approved exemption or resale certificate takes the sales tax off your company's orders shipped to the states it covers/)).toBeInTheDocument()
    // Members read them; only admins upload.
    expect(tax.queryByRole('button', { name: 'Upload certificate' })).not.toBeInTheDocument()

    const approved = await certificate('Resale certificate R-44512')
    expect(approved.getByText('Certificate R-44512')).toBeInTheDocument()
    expect(approved.getByText('Approved')).toHaveClass('bg-green-100')
    expect(facts(approved)).toEqual(['States: OK, TX', 'Valid through: December 31, 2030', 'Uploaded: March 2, 2025 by Ann Lee'])

    const pending = await certificate('Exemption certificate EX-9')
    expect(pending.getByText('Waiting for review')).toBeInTheDocument()

    const rejected = await certificate('Resale certificate R-100')
    expect(rejected.getByText('Rejected')).toBeInTheDocument()
    expect(rejected.getByText('The certificate is not signed.').parentElement).toHaveTextContent('Why it was not approved: The certificate is not signed.')

    expect((await certificate('Resale certificate R-001')).getByText('Expired')).toBeInTheDocument()
    expect(sentRequests('GET', '/api/user/company/tax-exemptions')[0]?.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it('says when there is none yet', async () => {
    serveCompany({ exemptions: [] })
    renderWithProviders(<AccountPage />, { route: '/account?tab=company' })

    expect(await (await section()).findByText('No certificates yet.')).toBeInTheDocument()
  })

  it('uploads a certificate as multipart form data, lists it waiting for review and reads the list again', async () => {
    const state = serveCompany()
    renderWithProviders(<AccountPage />, { route: '/account?tab=company' })

    const dialog = await openUpload()
    await fillUpload(dialog)
    expect(dialog.getByText('Chosen: OK, TX')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Upload certificate' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [sent] = sentRequests('POST', '/api/user/company/tax-exemptions')
    expect(sent?.body).toBeInstanceOf(FormData)
    const form = sent!.body as FormData
    expect([...form.keys()].sort()).toEqual(['certificateNumber', 'expiresOn', 'file', 'kind', 'states'])
    expect(form.get('kind')).toBe('resale')
    expect(form.get('certificateNumber')).toBe('R-7781')
    expect(form.get('states')).toBe('OK,TX')
    expect(form.get('expiresOn')).toBe('2030-12-31')
    expect((form.get('file') as File).name).toBe('certificate.pdf')
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-1')
    // The browser sets the multipart type with its boundary.
    expect(sent?.headers.has('Content-Type')).toBe(false)

    expect(lastToast()).toMatchObject({ title: 'Certificate uploaded', description: TAX_EXEMPTION_MESSAGES.uploaded })
    const added = await certificate('Resale certificate R-7781')
    expect(added.getByText('Waiting for review')).toBeInTheDocument()
    expect(state.exemptions[0]?.certificateNumber).toBe('R-7781')
    await waitFor(() => expect(sentRequests('GET', '/api/user/company/tax-exemptions').length).toBeGreaterThan(1))
  })

  it("checks the form with the contract's rules, the file's type and size and a last day after today, and sends nothing until it is valid", async () => {
    serveCompany()
    renderWithProviders(<AccountPage />, { route: '/account?tab=company' })

    const dialog = await openUpload()
    await userEvent.click(dialog.getByRole('button', { name: 'Upload certificate' }))
    expect(await dialog.findByText('Choose the kind of certificate')).toBeInTheDocument()
    expect(dialog.getByLabelText('Certificate number')).toHaveAccessibleDescription('Certificate number is required')
    expect(dialog.getByText('Choose the states the certificate covers')).toBeInTheDocument()
    expect(dialog.getByLabelText('Valid through')).toHaveAccessibleDescription("The certificate's last day. Expiry date is required")
    expect(dialog.getByLabelText('Certificate file')).toHaveAccessibleDescription(
      `A PDF or a picture (PNG, JPEG or WebP), at most 10 MB. ${TAX_EXEMPTION_MESSAGES.fileRequired}`,
    )

    await fillUpload(dialog, pdf('certificate.pdf', 'application/pdf', MAX_CERTIFICATE_BYTES + 1))
    await userEvent.clear(dialog.getByLabelText('Valid through'))
    await userEvent.type(dialog.getByLabelText('Valid through'), '2026-05-01')
    await userEvent.click(dialog.getByRole('button', { name: 'Upload certificate' }))
    expect(await dialog.findByText(TAX_EXEMPTION_MESSAGES.fileSize)).toBeInTheDocument()
    expect(dialog.getByText(TAX_EXEMPTION_MESSAGES.pastDate)).toBeInTheDocument()
    expect(dialog.queryByText('Choose the kind of certificate')).not.toBeInTheDocument()

    // The file picker offers the accepted types only, but another can still be chosen ('All files').
    await userEvent.setup({ applyAccept: false }).upload(dialog.getByLabelText('Certificate file'), pdf('certificate.txt', 'text/plain'))
    await userEvent.click(dialog.getByRole('button', { name: 'Upload certificate' }))
    expect(await dialog.findByText(TAX_EXEMPTION_MESSAGES.fileType)).toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/company/tax-exemptions')).toHaveLength(0)
  })

  it("shows the server's field messages on the fields and keeps the dialog open", async () => {
    serveCompany({
      answer: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/company/tax-exemptions'
          ? jsonResponse(
              {
                message: 'Please check the highlighted fields.',
                errors: [
                  { path: 'file', message: TAX_EXEMPTION_MESSAGES.fileType },
                  { path: 'certificateNumber', message: 'This certificate number is already on file' },
                ],
              },
              400,
            )
          : undefined,
    })
    renderWithProviders(<AccountPage />, { route: '/account?tab=company' })

    const dialog = await openUpload()
    await fillUpload(dialog, pdf('scan.png', 'image/png'))
    await userEvent.click(dialog.getByRole('button', { name: 'Upload certificate' }))

    expect(await dialog.findByText('This certificate number is already on file')).toBeInTheDocument()
    expect(dialog.getByLabelText('Certificate file')).toHaveAccessibleDescription(
      `A PDF or a picture (PNG, JPEG or WebP), at most 10 MB. ${TAX_EXEMPTION_MESSAGES.fileType}`,
    )
    expect(dialog.getByLabelText('Certificate number')).toHaveFocus()
    expect(dialog.getByLabelText('Certificate number')).toHaveValue(' R-7781 ')
    expect(lastToast()).toMatchObject({ title: 'Certificate not uploaded', description: 'Please check the highlighted fields.', variant: 'destructive' })
  })

  it('passes on the refusal of a member who is no longer an admin', async () => {
    serveCompany({
      answer: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/company/tax-exemptions' ? jsonResponse({ message: COMPANY_MESSAGES.adminsOnly }, 403) : undefined,
    })
    renderWithProviders(<AccountPage />, { route: '/account?tab=company' })

    const dialog = await openUpload()
    await fillUpload(dialog)
    await userEvent.click(dialog.getByRole('button', { name: 'Upload certificate' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Certificate not uploaded', description: COMPANY_MESSAGES.adminsOnly }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
