import { useState } from 'react'
import { LoaderCircle, MapPin, Pencil, Plus, Star, Trash2, Users } from 'lucide-react'
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddress, type User } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { toastOutcome } from '@/components/ui/toast-outcome'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  addressSummary,
  ownAddresses,
  savedAddressBody,
  useDeleteSavedAddress,
  useSavedAddresses,
  useUpdateSavedAddress,
} from '@/lib/saved-addresses'
import { AddressDialog } from './address-dialog'

const LIMIT_MESSAGE_ID = 'saved-addresses-limit'

/**
 * Addresses tab: the customer's saved addresses, to add, edit, delete and pick the default of, and
 * after them those their company's colleagues saved, which say who did and cannot be changed here.
 */
export function AddressesTab({ user }: { user: User }) {
  const addressesQuery = useSavedAddresses()
  const addresses = addressesQuery.data ?? []
  // The limit is on the customer's own addresses.
  const ownCount = ownAddresses(addresses).length
  const atLimit = ownCount >= MAX_SAVED_ADDRESSES

  return (
    <section aria-labelledby="saved-addresses-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="saved-addresses-heading" className="text-xl font-semibold text-slate-900">
            Saved Addresses
          </h2>
          <p className="mt-1 text-sm text-slate-500">Pick one of these at checkout instead of typing it again.</p>
        </div>
        <AddressDialog
          user={user}
          firstAddress={addressesQuery.isSuccess && ownCount === 0}
          trigger={
            <Button disabled={atLimit || !addressesQuery.isSuccess} aria-describedby={atLimit ? LIMIT_MESSAGE_ID : undefined}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add address
            </Button>
          }
        />
      </div>
      {atLimit && (
        <p id={LIMIT_MESSAGE_ID} className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ADDRESS_MESSAGES.tooMany}
        </p>
      )}

      {addressesQuery.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-sm text-slate-500">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          Loading your addresses...
        </p>
      ) : addressesQuery.isError ? (
        <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>We could not load your addresses.</span>
          <Button variant="outline" size="sm" onClick={() => void addressesQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : addresses.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
          <MapPin className="h-8 w-8 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-900">No saved addresses yet.</p>
          <p className="mt-1 text-sm text-slate-500">Add one here, or save it when you place an order.</p>
        </div>
      ) : (
        <ul aria-label="Saved addresses" className="mt-6 grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="min-w-0">
              <AddressCard address={address} user={user} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function AddressCard({ address, user }: { address: SavedAddress; user: User }) {
  if (address.sharedBy) return <SharedAddressCard address={address} sharedBy={address.sharedBy} />
  const summary = addressSummary(address)
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  return (
    <article aria-label={summary} className="flex h-full flex-col rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium text-slate-900">{name}</p>
        {address.isDefault && (
          <span className="rounded-full border border-primary-200 bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-700">
            Default
          </span>
        )}
      </div>
      <AddressLines address={address} />
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <AddressDialog
          address={address}
          user={user}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <DeleteAddressButton address={address} summary={summary} />
        {!address.isDefault && <SetDefaultButton address={address} summary={summary} />}
      </div>
    </article>
  )
}

/** An address a colleague saved: who did, and no way to change it (only they can). */
function SharedAddressCard({ address, sharedBy }: { address: SavedAddress; sharedBy: string }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  return (
    <article aria-label={addressSummary(address)} className="flex h-full flex-col rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="min-w-0 break-words font-medium text-slate-900">{name}</p>
      <AddressLines address={address} />
      <p className="mt-auto flex items-center gap-2 pt-4 text-sm text-slate-500">
        <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{`Saved by ${sharedBy}`}</span>
      </p>
    </article>
  )
}

function AddressLines({ address }: { address: SavedAddress }) {
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <address className="mt-1 break-words text-sm not-italic leading-relaxed text-slate-700">
      {address.company && <span className="block">{address.company}</span>}
      <span className="block">{address.address}</span>
      {address.address2 && <span className="block">{address.address2}</span>}
      <span className="block">{cityLine}</span>
      {address.phone && <span className="block">Phone: {address.phone}</span>}
    </address>
  )
}

function DeleteAddressButton({ address, summary }: { address: SavedAddress; summary: string }) {
  const [open, setOpen] = useState(false)
  const deleteAddress = useDeleteSavedAddress()

  // Awaited rather than given callbacks: the card, and this button with it, is gone once the list is fetched again.
  async function onConfirm() {
    await toastOutcome(deleteAddress.mutateAsync(address.id), { title: 'Address deleted', description: `${summary} has been removed from your saved addresses.` }, { title: 'Address not deleted', fallback: 'Failed to delete the address. Please try again.' })
    setOpen(false)
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this address?"
      description={`${summary} will be removed from your saved addresses.`}
      cancelLabel="Keep address"
      confirmLabel="Delete address"
      busyLabel="Deleting..."
      busy={deleteAddress.isPending}
      onConfirm={() => void onConfirm()}
    />
  )
}

function SetDefaultButton({ address, summary }: { address: SavedAddress; summary: string }) {
  const updateAddress = useUpdateSavedAddress()

  // Awaited: this button goes once the list shows the address as the default.
  async function onClick() {
    await toastOutcome(updateAddress.mutateAsync({ id: address.id, body: savedAddressBody(address, { isDefault: true }) }), { title: 'Default address updated', description: `${summary} is now your default address.` }, { title: 'Default address not changed', fallback: 'Failed to update the address. Please try again.' })
  }

  return (
    <Button variant="ghost" size="sm" onClick={() => void onClick()} disabled={updateAddress.isPending}>
      <Star className="h-4 w-4" aria-hidden="true" />
      {updateAddress.isPending ? 'Saving...' : 'Set as default'}
    </Button>
  )
}
