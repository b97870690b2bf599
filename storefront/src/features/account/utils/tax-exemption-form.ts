import { z } from 'zod'
import {
  CERTIFICATE_TYPES,
  MAX_CERTIFICATE_BYTES,
  TAX_EXEMPTION_MESSAGES,
  isCalendarDate,
  taxExemptionBodySchema,
  taxExemptionStatusOn,
  todayUtc,
  type TaxExemption,
  type TaxExemptionStatus,
} from '@printshop/contract'

/** What the file input accepts: the certificate types the server takes. */
export const CERTIFICATE_ACCEPT = CERTIFICATE_TYPES.join(',')

/** The chosen file: a file input's list (its first file) or a file. */
const certificateFile = z.custom<FileList | File | null | undefined>().transform((value, ctx) => {
  const file = value instanceof File ? value : (value?.[0] ?? null)
  if (!file) {
    ctx.addIssue({ code: 'custom', message: TAX_EXEMPTION_MESSAGES.fileRequired })
    return z.NEVER
  }
  if (!(CERTIFICATE_TYPES as readonly string[]).includes(file.type)) {
    ctx.addIssue({ code: 'custom', message: TAX_EXEMPTION_MESSAGES.fileType })
    return z.NEVER
  }
  if (file.size > MAX_CERTIFICATE_BYTES) {
    ctx.addIssue({ code: 'custom', message: TAX_EXEMPTION_MESSAGES.fileSize })
    return z.NEVER
  }
  return file
})

/**
 * The upload form: the contract's fields of POST /api/user/company/tax-exemptions with its
 * messages, a last day after today (UTC, as the server counts), and the file checked before it is
 * sent (a PDF or a picture by its type, at most 10 MB; the server judges its content).
 */
export const taxExemptionFormSchema = taxExemptionBodySchema.extend({
  expiresOn: taxExemptionBodySchema.shape.expiresOn.refine((day) => !isCalendarDate(day) || day > todayUtc(), TAX_EXEMPTION_MESSAGES.pastDate),
  file: certificateFile,
})
export type TaxExemptionFormInput = z.input<typeof taxExemptionFormSchema>
export type TaxExemptionFormValues = z.output<typeof taxExemptionFormSchema>

/** The fields the server may name in a 400 answer, in the order the form shows them. */
export const TAX_EXEMPTION_FORM_FIELDS = ['kind', 'certificateNumber', 'states', 'expiresOn', 'file'] as const

/** A certificate's status on `today`: an approved one past its last day reads expired. */
export function certificateStatus(certificate: Pick<TaxExemption, 'status' | 'expiresOn'>, today: string = todayUtc()): TaxExemptionStatus {
  return certificate.status === 'expired' ? 'expired' : taxExemptionStatusOn(certificate.status, certificate.expiresOn, today)
}
