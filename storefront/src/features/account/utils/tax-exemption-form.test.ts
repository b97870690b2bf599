import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_CERTIFICATE_BYTES, TAX_EXEMPTION_MESSAGES } from '@printshop/contract'
import { certificateStatus, taxExemptionFormSchema } from './tax-exemption-form'

const pdf = (size = 10, type = 'application/pdf') => new File([new Uint8Array(size)], 'certificate.pdf', { type })
const valid = { kind: 'resale', certificateNumber: ' R-123 ', states: ['tx', 'OK'], expiresOn: '2027-12-31', file: pdf() }
/** The first message of each field, as the form shows them. */
const messages = (input: unknown) => {
  const result = taxExemptionFormSchema.safeParse(input)
  const issues = result.success ? [] : result.error.issues
  return issues
    .filter((issue, index) => issues.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-01T12:00:00.000Z'))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('taxExemptionFormSchema', () => {
  it('reads a valid certificate: trimmed number, states sorted in capitals, the file', () => {
    const values = taxExemptionFormSchema.parse(valid)
    expect(values).toMatchObject({ kind: 'resale', certificateNumber: 'R-123', states: ['OK', 'TX'], expiresOn: '2027-12-31' })
    expect(values.file).toBe(valid.file)
  })

  it("says what is missing in the contract's words", () => {
    expect(messages({ states: [], certificateNumber: '', expiresOn: '' })).toEqual([
      'kind: Choose the kind of certificate',
      'certificateNumber: Certificate number is required',
      'states: Choose the states the certificate covers',
      'expiresOn: Expiry date is required',
      `file: ${TAX_EXEMPTION_MESSAGES.fileRequired}`,
    ])
  })

  it('takes a last day after today (UTC) only', () => {
    expect(messages({ ...valid, expiresOn: '2026-05-01' })).toEqual([`expiresOn: ${TAX_EXEMPTION_MESSAGES.pastDate}`])
    expect(messages({ ...valid, expiresOn: '2026-05-02' })).toEqual([])
  })

  it('takes a PDF or a picture of at most 10 MB', () => {
    expect(messages({ ...valid, file: pdf(10, 'text/plain') })).toEqual([`file: ${TAX_EXEMPTION_MESSAGES.fileType}`])
    expect(messages({ ...valid, file: pdf(MAX_CERTIFICATE_BYTES + 1) })).toEqual([`file: ${TAX_EXEMPTION_MESSAGES.fileSize}`])
    expect(messages({ ...valid, file: pdf(MAX_CERTIFICATE_BYTES, 'image/webp') })).toEqual([])
  })
})

describe('certificateStatus', () => {
  it('reads an approved certificate past its last day as expired', () => {
    expect(certificateStatus({ status: 'approved', expiresOn: '2026-04-30' }, '2026-05-01')).toBe('expired')
    expect(certificateStatus({ status: 'approved', expiresOn: '2026-05-01' }, '2026-05-01')).toBe('approved')
    expect(certificateStatus({ status: 'rejected', expiresOn: '2026-04-30' }, '2026-05-01')).toBe('rejected')
    expect(certificateStatus({ status: 'expired', expiresOn: '2027-01-01' }, '2026-05-01')).toBe('expired')
  })
})
