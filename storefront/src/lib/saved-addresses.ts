import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { COUNTRY_CODE, savedAddressListSchema, type SavedAddress, type SavedAddressInput } from '@printshop/contract'
import { apiRequest, getJson } from './api-client'
import { useAuthToken } from './auth-token'
import { addressKeys } from './query-keys'

// The signed-in customer's saved addresses are kept in the account and picked from at checkout, so
// their requests live here rather than in either feature.

const ADDRESSES_URL = '/api/user/addresses'
const addressUrl = (id: string) => `${ADDRESSES_URL}/${encodeURIComponent(id)}`

/** GET /api/user/addresses: the default first, then the newest. A 401 reads as none; other failures throw. */
export async function getSavedAddresses(): Promise<SavedAddress[]> {
  return savedAddressListSchema.parse((await getJson<unknown>(ADDRESSES_URL)) ?? [])
}

export const savedAddressesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: addressKeys.list({ scope: 'mine' }),
    queryFn: getSavedAddresses,
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  })

/** Asked only when signed in; fetched again whenever a screen that shows them opens. */
export function useSavedAddresses() {
  const token = useAuthToken()
  return useQuery(savedAddressesQueryOptions(token))
}

/**
 * The customer's own addresses, without those their company's colleagues saved (`sharedBy`), which
 * they may ship to but not change: the limit of saved addresses and the default are the customer's own.
 */
export function ownAddresses(addresses: readonly SavedAddress[]): SavedAddress[] {
  return addresses.filter((address) => !address.sharedBy)
}

/** POST /api/user/addresses (201); 400 names the fields, 409 at the limit of saved addresses. */
export async function createSavedAddress(body: SavedAddressInput): Promise<void> {
  await apiRequest('POST', ADDRESSES_URL, body)
}

/** PUT /api/user/addresses/{id}; 404 when it is not (or no longer) one of the customer's. */
export async function updateSavedAddress({ id, body }: { id: string; body: SavedAddressInput }): Promise<void> {
  await apiRequest('PUT', addressUrl(id), body)
}

/** DELETE /api/user/addresses/{id}. */
export async function deleteSavedAddress(id: string): Promise<void> {
  await apiRequest('DELETE', addressUrl(id))
}

/**
 * The list is fetched again after every change, whether it worked or not: the server decides which
 * address is the default (setting one unsets the others), and a refusal may mean the list moved on.
 */
function useAddressMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

export const useCreateSavedAddress = () => useAddressMutation(createSavedAddress)
export const useUpdateSavedAddress = () => useAddressMutation(updateSavedAddress)
export const useDeleteSavedAddress = () => useAddressMutation(deleteSavedAddress)

/** The fields an address is compared and filled by (a saved one, or a form's shipping or billing address). */
export interface AddressLike {
  firstName: string
  lastName: string
  address: string
  address2?: string | null
  city: string
  state: string
  zipCode: string
}

const ADDRESS_KEYS = ['firstName', 'lastName', 'address', 'address2', 'city', 'state', 'zipCode'] as const

const comparable = (value: string | null | undefined) => (value ?? '').trim().toUpperCase()

/** Whether two addresses are the same place for the same person (case and surrounding spaces aside). */
export function isSameAddress(a: AddressLike, b: AddressLike): boolean {
  return ADDRESS_KEYS.every((key) => comparable(a[key]) === comparable(b[key]))
}

/** The body of PUT /api/user/addresses/{id} for a saved address, with `changes` (the schema takes these fields only). */
export function savedAddressBody(address: SavedAddress, changes: Partial<SavedAddressInput> = {}): SavedAddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    address: address.address,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country || COUNTRY_CODE,
    phone: address.phone,
    isDefault: address.isDefault,
    ...changes,
  }
}

/** 'Ann Lee, 100 Main St, Tulsa, OK 74103': one line naming an address in a list or a message. */
export function addressSummary(address: AddressLike): string {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const region = [address.state, address.zipCode].filter(Boolean).join(' ')
  return [name, address.address, address.city, region].filter(Boolean).join(', ')
}
