import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeSavedAddress, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

const HOME = makeSavedAddress({ id: 'addr_home', isDefault: true, createdAt: '2025-01-01T12:00:00.000Z' })
const WORK = makeSavedAddress({
  id: 'addr_work',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Lee Printing Co.',
  address: '500 Commerce Blvd',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  phone: '(512) 555-0199',
  createdAt: '2025-02-01T12:00:00.000Z',
})

const lastToast = () => useToastStore.getState().toasts[0]

async function openAddresses() {
  renderWithProviders(<AccountPage />, { route: '/account?tab=addresses' })
  return screen.findByRole('region', { name: 'Saved Addresses' })
}

/** The address cards, in the order shown. */
async function cards() {
  const list = await screen.findByRole('list', { name: 'Saved addresses' })
  return within(list).getAllByRole('article')
}

async function openDialog(trigger: HTMLElement, name: string) {
  await userEvent.click(trigger)
  return within(await screen.findByRole('dialog', { name }))
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('AccountPage addresses', () => {
  it('has an Addresses tab beside the others that keeps its place in the address', async () => {
    serveCustomer({ addresses: [HOME] })
    renderWithProviders(<AccountPage />, { route: '/account' })

    const tabs = within(await screen.findByRole('tablist', { name: 'Account sections' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Orders', 'Quotes', 'Addresses', 'Company', 'Profile', 'Settings'])
    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }))

    expect(await screen.findByRole('heading', { name: 'Saved Addresses' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=addresses')
    expect(await cards()).toHaveLength(1)
  })

  it('lists the saved addresses as cards, the default first with its badge', async () => {
    serveCustomer({ addresses: [WORK, HOME] })
    await openAddresses()

    const [first, second] = await cards()
    expect(first).toHaveAccessibleName('Ann Lee, 100 Main St, Tulsa, OK 74103')
    expect(first).toHaveTextContent('Ann LeeDefault100 Main StSuite 4Tulsa, OK 74103Phone: (918) 555-0100')
    expect(within(first!).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument()
    expect(second).toHaveTextContent('Ann LeeLee Printing Co.500 Commerce BlvdAustin, TX 73301Phone: (512) 555-0199')
    expect(within(second!).queryByText('Default')).not.toBeInTheDocument()
    for (const name of ['Edit', 'Delete', 'Set as default']) expect(within(second!).getByRole('button', { name })).toBeEnabled()
    expect(sentRequests('GET', '/api/user/addresses')[0]?.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it('says when there are none yet', async () => {
    serveCustomer({ addresses: [] })
    const section = await openAddresses()

    expect(await within(section).findByText('No saved addresses yet.')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Add address' })).toBeEnabled()
    expect(within(section).queryByRole('list')).not.toBeInTheDocument()
  })

  it('checks a new address with the checkout rules and sends nothing until it is valid', async () => {
    serveCustomer({ user: makeUser({ phone: null }), addresses: [] })
    const section = await openAddresses()
    await within(section).findByText('No saved addresses yet.')

    const dialog = await openDialog(within(section).getByRole('button', { name: 'Add address' }), 'Add address')
    // The profile's name is there from the start; the first address becomes the default.
    expect(dialog.getByLabelText('First Name')).toHaveValue('Ann')
    expect(dialog.getByLabelText('Use as my default address')).toBeChecked()
    await userEvent.clear(dialog.getByLabelText('Last Name'))
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '74-10')
    await userEvent.type(dialog.getByLabelText('Phone Number'), '555-01')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))

    expect(await dialog.findByText('Last name is required')).toBeInTheDocument()
    expect(dialog.getByLabelText('Street Address')).toHaveAccessibleDescription('Address is required')
    expect(dialog.getByLabelText('City')).toHaveAccessibleDescription('City is required')
    expect(dialog.getByLabelText('State')).toHaveAccessibleDescription('State is required')
    expect(dialog.getByLabelText('ZIP Code')).toHaveAccessibleDescription('5 digits, or ZIP+4 Please enter a valid ZIP code')
    expect(dialog.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number')
    expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(0)
  })

  it('adds an address and shows it', async () => {
    const api = serveCustomer({ addresses: [HOME] })
    const section = await openAddresses()
    await cards()

    const dialog = await openDialog(within(section).getByRole('button', { name: 'Add address' }), 'Add address')
    expect(dialog.getByLabelText('Use as my default address')).not.toBeChecked()
    await userEvent.type(dialog.getByLabelText('Company (optional)'), 'Lee Printing Co.')
    await userEvent.type(dialog.getByLabelText('Street Address'), '500 Commerce Blvd')
    await userEvent.type(dialog.getByLabelText('City'), 'Austin')
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'TX')
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '73301')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sentRequests('POST', '/api/user/addresses').map((request) => request.body)).toEqual([
      {
        firstName: 'Ann',
        lastName: 'Lee',
        company: 'Lee Printing Co.',
        address: '500 Commerce Blvd',
        address2: '',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
        country: 'US',
        phone: '(918) 555-0100',
        isDefault: false,
      },
    ])
    expect(api.addresses).toHaveLength(2)
    expect(lastToast()).toMatchObject({ title: 'Address saved' })
    await waitFor(async () => expect(await cards()).toHaveLength(2))
    expect((await cards())[1]).toHaveTextContent('Lee Printing Co.500 Commerce BlvdAustin, TX 73301')
  })

  it("shows the server's field messages and keeps the dialog open", async () => {
    serveCustomer({
      addresses: [HOME],
      override: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/addresses'
          ? jsonResponse({ message: 'Please check the highlighted fields.', errors: [{ path: 'zipCode', message: 'ZIP code does not match the state' }] }, 400)
          : undefined,
    })
    const section = await openAddresses()
    await cards()

    const dialog = await openDialog(within(section).getByRole('button', { name: 'Add address' }), 'Add address')
    await userEvent.type(dialog.getByLabelText('Street Address'), '500 Commerce Blvd')
    await userEvent.type(dialog.getByLabelText('City'), 'Austin')
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'TX')
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '10001')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))

    await waitFor(() => expect(dialog.getByLabelText('ZIP Code')).toHaveAccessibleDescription('5 digits, or ZIP+4 ZIP code does not match the state'))
    expect(lastToast()).toMatchObject({ title: 'Address not saved', description: 'Please check the highlighted fields.', variant: 'destructive' })
    expect(screen.getByRole('dialog', { name: 'Add address' })).toBeInTheDocument()
  })

  it('edits an address in place', async () => {
    const api = serveCustomer({ addresses: [HOME, WORK] })
    await openAddresses()
    const [, work] = await cards()

    const dialog = await openDialog(within(work!).getByRole('button', { name: 'Edit' }), 'Edit address')
    expect(dialog.getByLabelText('Company (optional)')).toHaveValue('Lee Printing Co.')
    expect(dialog.getByLabelText('State')).toHaveValue('TX')
    await userEvent.clear(dialog.getByLabelText('Street Address'))
    await userEvent.type(dialog.getByLabelText('Street Address'), '600 Commerce Blvd')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [put] = sentRequests('PUT', '/api/user/addresses/addr_work')
    expect(put?.body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Lee Printing Co.',
      address: '600 Commerce Blvd',
      address2: '',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      country: 'US',
      phone: '(512) 555-0199',
      isDefault: false,
    })
    expect(api.addresses.find((address) => address.id === 'addr_work')?.address).toBe('600 Commerce Blvd')
    expect(lastToast()).toMatchObject({ title: 'Address updated' })
    await waitFor(async () => expect((await cards())[1]).toHaveTextContent('600 Commerce Blvd'))
  })

  it('deletes an address only once the customer confirms', async () => {
    const api = serveCustomer({ addresses: [HOME, WORK] })
    await openAddresses()
    const [, work] = await cards()

    await userEvent.click(within(work!).getByRole('button', { name: 'Delete' }))
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this address?' }))
    expect(confirm.getByText('Ann Lee, 500 Commerce Blvd, Austin, TX 73301 will be removed from your saved addresses.')).toBeInTheDocument()
    await userEvent.click(confirm.getByRole('button', { name: 'Keep address' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sentRequests('DELETE', '/api/user/addresses/addr_work')).toHaveLength(0)
    expect(await cards()).toHaveLength(2)

    await userEvent.click(within((await cards())[1]!).getByRole('button', { name: 'Delete' }))
    confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this address?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete address' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sentRequests('DELETE', '/api/user/addresses/addr_work')).toHaveLength(1)
    expect(api.addresses.map((address) => address.id)).toEqual(['addr_home'])
    await waitFor(async () => expect(await cards()).toHaveLength(1))
    expect(lastToast()).toMatchObject({ title: 'Address deleted' })
  })

  it('makes another address the default and shows the list as the server orders it', async () => {
    serveCustomer({ addresses: [HOME, WORK] })
    await openAddresses()
    const [, work] = await cards()

    await userEvent.click(within(work!).getByRole('button', { name: 'Set as default' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Default address updated' }))
    const [put] = sentRequests('PUT', '/api/user/addresses/addr_work')
    expect(put?.body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Lee Printing Co.',
      address: '500 Commerce Blvd',
      address2: null,
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      country: 'US',
      phone: '(512) 555-0199',
      isDefault: true,
    })
    await waitFor(async () => expect((await cards())[0]).toHaveAccessibleName('Ann Lee, 500 Commerce Blvd, Austin, TX 73301'))
    const [first, second] = await cards()
    expect(within(first!).getByText('Default')).toBeInTheDocument()
    expect(within(second!).queryByText('Default')).not.toBeInTheDocument()
    expect(within(second!).getByRole('button', { name: 'Set as default' })).toBeInTheDocument()
  })

  it(`stops adding at ${MAX_SAVED_ADDRESSES} addresses and says why`, async () => {
    const many = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) =>
      makeSavedAddress({ id: `addr_${index}`, address: `${100 + index} Main St`, isDefault: index === 0 }),
    )
    serveCustomer({ addresses: many })
    const section = await openAddresses()

    expect(await cards()).toHaveLength(MAX_SAVED_ADDRESSES)
    const add = within(section).getByRole('button', { name: 'Add address' })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription(ADDRESS_MESSAGES.tooMany)
    expect(within(section).getByText(ADDRESS_MESSAGES.tooMany)).toBeInTheDocument()
  })

  it('offers Add address below the limit, and passes on the refusal when the server is already there', async () => {
    const almost = Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, index) => makeSavedAddress({ id: `addr_${index}`, address: `${100 + index} Main St` }))
    serveCustomer({
      addresses: almost,
      override: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/addresses' ? jsonResponse({ message: ADDRESS_MESSAGES.tooMany }, 409) : undefined,
    })
    const section = await openAddresses()
    await cards()
    expect(within(section).queryByText(ADDRESS_MESSAGES.tooMany)).not.toBeInTheDocument()

    const dialog = await openDialog(within(section).getByRole('button', { name: 'Add address' }), 'Add address')
    await userEvent.type(dialog.getByLabelText('Street Address'), '500 Commerce Blvd')
    await userEvent.type(dialog.getByLabelText('City'), 'Austin')
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'TX')
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '73301')
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Address not saved', description: ADDRESS_MESSAGES.tooMany }))
  })
})
