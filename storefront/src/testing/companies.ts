import {
  CERTIFICATE_TYPES,
  COMPANY_MESSAGES,
  MAX_CERTIFICATE_BYTES,
  TAX_EXEMPTION_MESSAGES,
  companyBodySchema,
  companyInviteBodySchema,
  companyMemberBodySchema,
  taxExemptionBodySchema,
  type Company,
  type CompanyInvite,
  type CompanyInviteCheck,
  type CompanyMember,
  type CompanyRole,
  type TaxExemption,
  type UserCompany,
} from '@printshop/contract'
import { jsonResponse } from './mock-api'
import type { Override, SentRequest } from './serve-customer'

// Companies as the /api answers them, and a stand-in for the customer's company routes to hand to
// serveCustomer as its override.

/** Ann Lee (cus_1, the fixtures' customer), an admin since March 2025. */
export function makeMember(overrides: Partial<CompanyMember> = {}): CompanyMember {
  return { id: 'cus_1', name: 'Ann Lee', email: 'ann@example.com', role: 'admin', joinedAt: '2025-03-01T12:00:00.000Z', ...overrides }
}

/** Bob Kim, a member. */
export const BOB = makeMember({
  id: 'cus_2',
  name: 'Bob Kim',
  email: 'bob@example.com',
  role: 'member',
  joinedAt: '2025-04-10T12:00:00.000Z',
})

/** An open invitation Ann sent to carol@example.com. */
export function makeInvite(overrides: Partial<CompanyInvite> = {}): CompanyInvite {
  return {
    id: 'cinv_1',
    email: 'carol@example.com',
    invitedBy: 'Ann Lee',
    createdAt: '2025-05-01T12:00:00.000Z',
    expiresAt: '2025-05-15T12:00:00.000Z',
    ...overrides,
  }
}

/** Lee Printing Co. in Tulsa, with Ann (admin) and Bob (member) and one open invitation. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'comp_1',
    name: 'Lee Printing Co.',
    taxId: '12-3456789',
    phone: '(918) 555-0142',
    billingAddress: { address: '200 Commerce St', address2: 'Floor 3', city: 'Tulsa', state: 'OK', zipCode: '74103', country: 'US' },
    paymentTerms: null,
    members: [makeMember(), BOB],
    invites: [makeInvite()],
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  }
}

/** Lee Printing's resale certificate for Oklahoma and Texas, approved, valid through 2030. */
export function makeTaxExemption(overrides: Partial<TaxExemption> = {}): TaxExemption {
  return {
    id: 'txe_1',
    kind: 'resale',
    certificateNumber: 'R-44512',
    states: ['OK', 'TX'],
    expiresOn: '2030-12-31',
    status: 'approved',
    fileName: 'resale-certificate.pdf',
    uploadedBy: 'Ann Lee',
    reviewNote: null,
    reviewedAt: '2025-03-03T12:00:00.000Z',
    createdAt: '2025-03-02T12:00:00.000Z',
    ...overrides,
  }
}

/** What an invitation link names. */
export function makeInviteCheck(overrides: Partial<CompanyInviteCheck> = {}): CompanyInviteCheck {
  return { companyName: 'Lee Printing Co.', email: 'ann@example.com', invitedBy: 'Bob Kim', ...overrides }
}

type Answer = (request: SentRequest) => Response | Promise<Response> | undefined

/** What the stand-in holds now; tests read it after the requests. */
export interface CompanyApiState {
  company: Company | null
  role: CompanyRole | null
  /** The company's tax exemption certificates, newest first. */
  exemptions: TaxExemption[]
}

const problem = (status: number, message: string) => jsonResponse({ message }, status)

/** A 400 answer for a body the contract's schema refused. */
function invalidBody(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Response {
  const errors = issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
  return jsonResponse({ message: 'Please check the highlighted fields.', errors }, 400)
}

/**
 * The company routes for the signed-in customer `userId` (cus_1 by default), as the server keeps
 * them: GET, POST (201, they become its admin; 409 when already in one) and PUT /api/user/company;
 * invitations (201, 409 for an address already invited or a member; DELETE); members' roles and
 * removal (409 for the last admin while others stay; removing oneself leaves, the last member
 * closing the company); tax exemption certificates (GET; POST as multipart form data by admins, 201
 * waiting for review, 400 naming the fields, 403 for members). `answer` answers a request first
 * (undefined lets the stand-in answer); `check` and `join` answer the invitation routes (404 by default).
 */
export function companyRoutes({
  company = null,
  role = company ? 'admin' : null,
  userId = 'cus_1',
  exemptions = [],
  answer,
  check,
  join,
}: {
  company?: Company | null
  role?: CompanyRole | null
  userId?: string
  exemptions?: TaxExemption[]
  answer?: Answer
  check?: Answer
  join?: Answer
} = {}): { state: CompanyApiState; override: Override } {
  const state: CompanyApiState = { company, role, exemptions: [...exemptions] }
  let created = 0
  const mine = (): UserCompany => ({ company: state.company, role: state.company ? state.role : null })
  const admins = () => state.company?.members.filter((member) => member.role === 'admin') ?? []

  const override: Override = async (sent) => {
    const early = await answer?.(sent)
    if (early) return early
    const { method, url, body } = sent
    const path = url.pathname
    if (path === '/api/company-invites/check' && method === 'POST')
      return (await check?.(sent)) ?? problem(404, COMPANY_MESSAGES.inviteInvalid)
    if (path === '/api/user/company/join' && method === 'POST') return (await join?.(sent)) ?? problem(404, COMPANY_MESSAGES.inviteInvalid)
    if (!path.startsWith('/api/user/company')) return undefined

    if (path === '/api/user/company') {
      if (method === 'GET') return jsonResponse(mine())
      const parsed = companyBodySchema.safeParse(body)
      if (method === 'POST') {
        if (state.company) return problem(409, COMPANY_MESSAGES.alreadyMember)
        if (!parsed.success) return invalidBody(parsed.error.issues)
        state.company = {
          id: 'comp_new',
          name: parsed.data.name,
          taxId: parsed.data.taxId || null,
          phone: parsed.data.phone,
          billingAddress: { ...parsed.data.billingAddress, address2: parsed.data.billingAddress.address2 || null },
          paymentTerms: null,
          members: [makeMember({ id: userId, joinedAt: '2025-06-01T12:00:00.000Z' })],
          invites: [],
          createdAt: '2025-06-01T12:00:00.000Z',
        }
        state.role = 'admin'
        return jsonResponse(mine(), 201)
      }
      if (method === 'PUT') {
        if (!state.company) return problem(404, COMPANY_MESSAGES.notMember)
        if (state.role !== 'admin') return problem(403, COMPANY_MESSAGES.adminsOnly)
        if (!parsed.success) return invalidBody(parsed.error.issues)
        state.company = {
          ...state.company,
          name: parsed.data.name,
          taxId: parsed.data.taxId || null,
          phone: parsed.data.phone,
          billingAddress: { ...parsed.data.billingAddress, address2: parsed.data.billingAddress.address2 || null },
        }
        return jsonResponse(mine())
      }
    }
    if (!state.company) return problem(404, COMPANY_MESSAGES.notMember)
    const current = state.company

    if (path === '/api/user/company/tax-exemptions') {
      if (method === 'GET') return jsonResponse(state.exemptions)
      if (method === 'POST') return uploadCertificate(body)
    }
    if (path === '/api/user/company/invites' && method === 'POST') {
      if (state.role !== 'admin') return problem(403, COMPANY_MESSAGES.adminsOnly)
      const parsed = companyInviteBodySchema.safeParse(body)
      if (!parsed.success) return invalidBody(parsed.error.issues)
      const taken = [...current.members, ...current.invites].some((entry) => entry.email === parsed.data.email)
      if (taken) return problem(409, COMPANY_MESSAGES.alreadyInvited)
      created += 1
      const invite = makeInvite({
        id: `cinv_new_${created}`,
        email: parsed.data.email,
        createdAt: '2025-06-01T12:00:00.000Z',
        expiresAt: '2025-06-15T12:00:00.000Z',
      })
      state.company = { ...current, invites: [...current.invites, invite] }
      return jsonResponse(invite, 201)
    }
    const invite = /^\/api\/user\/company\/invites\/([^/]+)$/.exec(path)
    if (invite && method === 'DELETE') {
      const id = decodeURIComponent(invite[1]!)
      if (!current.invites.some((candidate) => candidate.id === id)) return problem(404, COMPANY_MESSAGES.inviteNotFound)
      state.company = { ...current, invites: current.invites.filter((candidate) => candidate.id !== id) }
      return jsonResponse({ id, deleted: true })
    }
    const member = /^\/api\/user\/company\/members\/([^/]+)$/.exec(path)
    if (member) {
      const id = decodeURIComponent(member[1]!)
      const target = current.members.find((candidate) => candidate.id === id)
      if (!target) return problem(404, COMPANY_MESSAGES.memberNotFound)
      if (method === 'PUT') {
        if (state.role !== 'admin') return problem(403, COMPANY_MESSAGES.adminsOnly)
        const parsed = companyMemberBodySchema.safeParse(body)
        if (!parsed.success) return invalidBody(parsed.error.issues)
        if (target.role === 'admin' && parsed.data.role === 'member' && admins().length === 1)
          return problem(409, COMPANY_MESSAGES.lastAdmin)
        state.company = {
          ...current,
          members: current.members.map((candidate) => (candidate.id === id ? { ...candidate, role: parsed.data.role } : candidate)),
        }
        if (id === userId) state.role = parsed.data.role
        return jsonResponse(mine())
      }
      if (method === 'DELETE') {
        if (id !== userId && state.role !== 'admin') return problem(403, COMPANY_MESSAGES.adminsOnly)
        // The last member leaving closes the company; its last admin cannot go while others stay.
        if (current.members.length > 1 && target.role === 'admin' && admins().length === 1) return problem(409, COMPANY_MESSAGES.lastAdmin)
        state.company = { ...current, members: current.members.filter((candidate) => candidate.id !== id) }
        if (id === userId) {
          state.company = null
          state.role = null
        }
        return jsonResponse(mine())
      }
    }
    return undefined
  }
  /** POST /api/user/company/tax-exemptions: the form's fields checked as the server checks them, the file by its type and size. */
  function uploadCertificate(body: unknown): Response {
    if (state.role !== 'admin') return problem(403, COMPANY_MESSAGES.adminsOnly)
    if (!(body instanceof FormData)) return problem(400, 'Expected multipart form data')
    const { file, ...fields } = Object.fromEntries(body.entries())
    const parsed = taxExemptionBodySchema.safeParse(fields)
    const errors = parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
    if (!(file instanceof File)) errors.push({ path: 'file', message: TAX_EXEMPTION_MESSAGES.fileRequired })
    else if (!(CERTIFICATE_TYPES as readonly string[]).includes(file.type)) errors.push({ path: 'file', message: TAX_EXEMPTION_MESSAGES.fileType })
    else if (file.size > MAX_CERTIFICATE_BYTES) errors.push({ path: 'file', message: TAX_EXEMPTION_MESSAGES.fileSize })
    if (!parsed.success || errors.length) return jsonResponse({ message: 'Please check the highlighted fields.', errors }, 400)
    created += 1
    const certificate = makeTaxExemption({
      id: `txe_new_${created}`,
      ...parsed.data,
      status: 'pending',
      fileName: (file as File).name,
      uploadedBy: 'Ann Lee',
      reviewedAt: null,
      createdAt: '2025-06-01T12:00:00.000Z',
    })
    state.exemptions = [certificate, ...state.exemptions]
    return jsonResponse(certificate, 201)
  }

  return { state, override }
}
