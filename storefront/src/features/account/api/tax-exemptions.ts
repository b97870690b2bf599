import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { taxExemptionListSchema, taxExemptionSchema, type TaxExemption, type TaxExemptionKind } from '@printshop/contract'
import { apiRequest, getJson } from '@/lib/api-client'
import { useAuthToken } from '@/lib/auth-token'
import { companyKeys } from '@/lib/query-keys'
import { COMPANY_URL } from './get-user-company'

export const TAX_EXEMPTIONS_URL = `${COMPANY_URL}/tax-exemptions`

/** The company's certificates, under the company's keys: whatever reads the company again reads them too. */
export const taxExemptionKeys = { list: () => [...companyKeys.all, 'tax-exemptions'] as const }

/** GET /api/user/company/tax-exemptions: the company's certificates, newest first (every member sees them). */
export async function getTaxExemptions(): Promise<TaxExemption[]> {
  return taxExemptionListSchema.parse((await getJson<unknown>(TAX_EXEMPTIONS_URL)) ?? [])
}

export const taxExemptionsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: taxExemptionKeys.list(),
    queryFn: getTaxExemptions,
    enabled: Boolean(token),
    retry: false,
    // Staff decide at any time: read again whenever the tab opens.
    staleTime: 0,
  })

export function useTaxExemptions() {
  const token = useAuthToken()
  return useQuery(taxExemptionsQueryOptions(token))
}

/** A certificate as the upload form hands it over: the file and its fields. */
export interface TaxExemptionUpload {
  file: File
  kind: TaxExemptionKind
  certificateNumber: string
  /** Two-letter state codes. */
  states: readonly string[]
  /** Its last day, YYYY-MM-DD. */
  expiresOn: string
}

/**
 * POST /api/user/company/tax-exemptions (admins), as multipart form data: the file under `file`, the
 * states as 'OK,TX'. 201 with the certificate, waiting for review; 400 `{ message, errors }` naming
 * file, kind, certificateNumber, states or expiresOn; 403 for a member who is not an admin.
 */
export async function uploadTaxExemption(upload: TaxExemptionUpload): Promise<TaxExemption> {
  const form = new FormData()
  form.append('kind', upload.kind)
  form.append('certificateNumber', upload.certificateNumber)
  form.append('states', upload.states.join(','))
  form.append('expiresOn', upload.expiresOn)
  form.append('file', upload.file, upload.file.name)
  const response = await apiRequest('POST', TAX_EXEMPTIONS_URL, form)
  return taxExemptionSchema.parse(await response.json())
}

/** Uploads a certificate, lists it at once (newest first) and reads the list again. */
export function useUploadTaxExemption() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadTaxExemption,
    onSuccess: (certificate) =>
      queryClient.setQueryData<TaxExemption[]>(taxExemptionKeys.list(), (known = []) => [
        certificate,
        ...known.filter((entry) => entry.id !== certificate.id),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxExemptionKeys.list() }),
  })
}
