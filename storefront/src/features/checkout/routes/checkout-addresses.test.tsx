import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES, type Order, type SavedAddress } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { makeAddress, makeItem, makeOrder, makeSavedAddress, makeUser } from '@/testing/fixtures'
import { fetchMock, jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer, type Override } from '@/testing/serve-customer'
import { CLEAR_CART_DELAY_MS } from './checkout-page'
import { checkoutRoutes } from '../testing/checkout-routes'

const customer = makeUser({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '(918) 555-0100' })

const HOME = makeSavedAddress({
  id: 'addr_home',
  firstName: 'Jane',
  lastName: 'Doe',
  address: '100 Main Street',
  address2: 'Suite 5',
  city: 'Tulsa',
  state: 'OK',
  zipCode: '74103',
  isDefault: true,
})
const WORK = makeSavedAddress({
  id: 'addr_work',
  firstName: 'Jane',
  lastName: 'Doe',
  company: 'Doe Supplies',
  address: '500 Commerce Blvd',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  createdAt: '2025-04-01T12:00:00.000Z',
})

/** The order the server answers for POST /api/orders. */
function placedOrder(overrides: Partial<Order> = {}): Order {
  const address = makeAddress({ firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: 'Suite 5' })
  return makeOrder({
    userId: customer.id,
    customerEmail: customer.email,
    customerName: 'Jane Doe',
    customerPhone: '(918) 555-0100',
    shippingAddress: address,
    billingAddress: address,
    items: [makeItem({ productId: 'prod_printer', productName: 'LaserJet Pro' })],
    status: 'pending',
    ...overrides,
  })
}

/** The checkout's own requests: the order is placed, preparing it is not answered. */
const checkoutApi =
  (orderAnswer: () => Response = () => jsonResponse(placedOrder(), 201), more?: Override): Override =>
  (request) => {
    if (request.url.pathname === '/api/orders' && request.method === 'POST') return orderAnswer()
    if (request.url.pathname === '/api/checkout') return jsonResponse({ message: 'Not found' }, 404)
    return more?.(request)
  }

function serve({ addresses = [], orderAnswer, override }: { addresses?: SavedAddress[]; orderAnswer?: () => Response; override?: Override } = {}) {
  return serveCustomer({ user: customer, addresses, override: checkoutApi(orderAnswer, override) })
}

function renderCheckout() {
  return renderWithProviders(checkoutRoutes, { route: '/checkout' })
}

const shipping = () => screen.getByRole('region', { name: /Shipping Address/ })
const billing = () => screen.getByRole('region', { name: /Billing Address/ })
const lastToast = () => useToastStore.getState().toasts[0]
const saveCheckbox = () => within(shipping()).queryByLabelText('Save this address to my account')

/** The values of the address fields of a step, in the form's order. */
function addressValues(region: HTMLElement) {
  const field = (label: string) => (within(region).getByLabelText(label) as HTMLInputElement).value
  return {
    firstName: field('First Name'),
    lastName: field('Last Name'),
    address: field('Street Address'),
    address2: field('Apartment, suite, etc. (optional)'),
    city: field('City'),
    state: field('State'),
    zipCode: field('ZIP Code'),
  }
}

const HOME_FIELDS = { firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: 'Suite 5', city: 'Tulsa', state: 'OK', zipCode: '74103' }
const WORK_FIELDS = { firstName: 'Jane', lastName: 'Doe', address: '500 Commerce Blvd', address2: '', city: 'Austin', state: 'TX', zipCode: '73301' }

async function fillShipping() {
  const field = (label: string) => within(shipping()).getByLabelText(label)
  await userEvent.type(field('Street Address'), '9 Elm Road')
  await userEvent.type(field('City'), 'Tulsa')
  await userEvent.selectOptions(field('State'), 'OK')
  await userEvent.type(field('ZIP Code'), '74104')
}

const placeOrder = () => userEvent.click(screen.getByRole('button', { name: /Place Order/ }))

/** The requests of the test, by path, in the order they were sent. */
const requestOrder = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`)

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  useToastStore.getState().remove()
  useCartStore.getState().clearCart()
  useCartStore.getState().addItem({ id: 'prod_printer', name: 'LaserJet Pro', price: '249.99', image: 'laserjet.svg' })
})

afterEach(async () => {
  // An order placed in a test empties the cart a moment later: let that happen now, not in the next test.
  if (sentRequests('POST', '/api/orders').length > 0) await new Promise((resolve) => setTimeout(resolve, CLEAR_CART_DELAY_MS * 2))
  resetApiMock()
})

describe('CheckoutPage saved addresses', () => {
  it('fills shipping and billing with the default address while they are empty', async () => {
    serve({ addresses: [HOME, WORK] })
    renderCheckout()

    const picker = await within(await screen.findByRole('region', { name: /Shipping Address/ })).findByLabelText('Saved addresses')
    await waitFor(() => expect(addressValues(shipping())).toEqual(HOME_FIELDS))
    expect(picker).toHaveValue('addr_home')
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a saved address',
      'Jane Doe, 100 Main Street, Tulsa, OK 74103 (default)',
      'Jane Doe, 500 Commerce Blvd, Austin, TX 73301',
    ])
    expect(addressValues(billing())).toEqual(HOME_FIELDS)
    expect(within(billing()).getByLabelText('Saved addresses')).toHaveValue('addr_home')
    // It came unchanged from a saved address: nothing to save.
    expect(saveCheckbox()).not.toBeInTheDocument()
  })

  it('leaves the fields alone without a default, or without saved addresses', async () => {
    serve({ addresses: [WORK] })
    renderCheckout()

    const picker = await within(await screen.findByRole('region', { name: /Shipping Address/ })).findByLabelText('Saved addresses')
    expect(picker).toHaveValue('')
    expect(addressValues(shipping())).toEqual({ ...HOME_FIELDS, address: '', address2: '', city: '', state: '', zipCode: '' })
    expect(saveCheckbox()).not.toBeChecked()
  })

  it('fills the fields with the address picked, which stay editable', async () => {
    serve({ addresses: [HOME, WORK] })
    renderCheckout()
    const picker = await within(await screen.findByRole('region', { name: /Shipping Address/ })).findByLabelText('Saved addresses')
    await waitFor(() => expect(picker).toHaveValue('addr_home'))

    await userEvent.selectOptions(picker, 'addr_work')

    expect(addressValues(shipping())).toEqual(WORK_FIELDS)
    expect(picker).toHaveValue('addr_work')
    // Billing keeps its own choice.
    expect(addressValues(billing())).toEqual(HOME_FIELDS)

    await userEvent.type(within(shipping()).getByLabelText('Apartment, suite, etc. (optional)'), 'Floor 2')
    expect(picker).toHaveValue('')
    expect(saveCheckbox()).toBeInTheDocument()
  })

  it('offers the saved addresses for billing only while billing differs from shipping, and orders with the ones picked', async () => {
    serve({ addresses: [HOME, WORK] })
    renderCheckout()
    await waitFor(() => expect(addressValues(shipping())).toEqual(HOME_FIELDS))

    await userEvent.selectOptions(within(billing()).getByLabelText('Saved addresses'), 'addr_work')
    expect(addressValues(billing())).toEqual(WORK_FIELDS)
    await userEvent.click(within(billing()).getByLabelText('Same as shipping address'))
    expect(within(billing()).queryByLabelText('Saved addresses')).not.toBeInTheDocument()
    await userEvent.click(within(billing()).getByLabelText('Same as shipping address'))
    await placeOrder()

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    const [order] = sentRequests('POST', '/api/orders')
    expect(order?.body).toMatchObject({
      shippingAddress: { ...HOME_FIELDS, country: 'US' },
      billingAddress: { ...WORK_FIELDS, country: 'US' },
    })
    expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(0)
  })
})

describe("CheckoutPage a company colleague's addresses", () => {
  const DOCK = makeSavedAddress({
    id: 'addr_dock',
    firstName: 'Bob',
    lastName: 'Kim',
    address: '9 Dock Rd',
    address2: null,
    city: 'Tulsa',
    state: 'OK',
    zipCode: '74107',
    sharedBy: 'Bob Kim',
  })

  it('lists them to pick from as any other, and saves the first own address as the default', async () => {
    serve({ addresses: [DOCK] })
    renderCheckout()

    const picker = await within(await screen.findByRole('region', { name: /Shipping Address/ })).findByLabelText('Saved addresses')
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a saved address', 'Bob Kim, 9 Dock Rd, Tulsa, OK 74107'])
    expect(picker).toHaveValue('')
    await userEvent.selectOptions(picker, 'addr_dock')
    expect(addressValues(shipping())).toEqual({ firstName: 'Bob', lastName: 'Kim', address: '9 Dock Rd', address2: '', city: 'Tulsa', state: 'OK', zipCode: '74107' })
    expect(saveCheckbox()).not.toBeInTheDocument()

    // Another address is saved as the customer's first one: their default.
    await userEvent.clear(within(shipping()).getByLabelText('Street Address'))
    await userEvent.type(within(shipping()).getByLabelText('Street Address'), '11 Dock Rd')
    await userEvent.click(screen.getByLabelText('Same as shipping address'))
    await userEvent.click(saveCheckbox()!)
    await placeOrder()

    await waitFor(() => expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(1))
    expect(sentRequests('POST', '/api/user/addresses')[0]?.body).toMatchObject({ address: '11 Dock Rd', isDefault: true })
  })

  it("offers saving while the customer's own addresses are below the limit", async () => {
    const own = Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, index) => makeSavedAddress({ id: `addr_${index}`, address: `${100 + index} Oak St` }))
    serve({ addresses: [...own, DOCK] })
    renderCheckout()
    await within(await screen.findByRole('region', { name: /Shipping Address/ })).findByLabelText('Saved addresses')
    await fillShipping()

    expect(saveCheckbox()).toBeEnabled()
  })
})

describe('CheckoutPage saving the address', () => {
  it("saves the new address, with the order's phone, once the order is placed, as the first one the default", async () => {
    const api = serve({ addresses: [] })
    renderCheckout()
    await screen.findByRole('region', { name: /Shipping Address/ })
    await fillShipping()
    await userEvent.click(screen.getByLabelText('Same as shipping address'))

    await userEvent.click(saveCheckbox()!)
    await placeOrder()

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    await waitFor(() => expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(1))
    const [saved] = sentRequests('POST', '/api/user/addresses')
    expect(saved?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      company: null,
      address: '9 Elm Road',
      address2: null,
      city: 'Tulsa',
      state: 'OK',
      zipCode: '74104',
      country: 'US',
      phone: '(918) 555-0100',
      isDefault: true,
    })
    expect(saved?.headers.get('Authorization')).toBe('Bearer token-1')
    const order = requestOrder()
    expect(order.indexOf('POST /api/user/addresses')).toBeGreaterThan(order.indexOf('POST /api/orders'))
    // The list is asked for again, and the customer hears only of the order.
    await waitFor(() => expect(sentRequests('GET', '/api/user/addresses')).toHaveLength(2))
    expect(api.addresses).toHaveLength(1)
    expect(lastToast()).toMatchObject({ title: 'Order placed successfully!' })
  })

  it('saves an address that differs from the saved ones, not as the default', async () => {
    serve({ addresses: [HOME] })
    renderCheckout()
    await waitFor(() => expect(addressValues(shipping())).toEqual(HOME_FIELDS))
    await userEvent.clear(within(shipping()).getByLabelText('Apartment, suite, etc. (optional)'))
    await userEvent.click(screen.getByLabelText('Same as shipping address'))

    await userEvent.click(saveCheckbox()!)
    await placeOrder()

    await waitFor(() => expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(1))
    expect(sentRequests('POST', '/api/user/addresses')[0]?.body).toMatchObject({ address: '100 Main Street', address2: null, isDefault: false })
  })

  it('saves nothing when the box is not ticked', async () => {
    serve({ addresses: [] })
    renderCheckout()
    await screen.findByRole('region', { name: /Shipping Address/ })
    await fillShipping()
    await userEvent.click(screen.getByLabelText('Same as shipping address'))
    expect(saveCheckbox()).not.toBeChecked()

    await placeOrder()

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]))
    expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(0)
  })

  it('saves nothing when the order is not placed', async () => {
    serve({ addresses: [], orderAnswer: () => new Response('Internal Server Error', { status: 500 }) })
    renderCheckout()
    await screen.findByRole('region', { name: /Shipping Address/ })
    await fillShipping()
    await userEvent.click(screen.getByLabelText('Same as shipping address'))
    await userEvent.click(saveCheckbox()!)

    await placeOrder()

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Order failed' }))
    expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(0)
  })

  it('says the address could not be saved while the order stays confirmed', async () => {
    serve({
      addresses: [],
      override: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/addresses' ? jsonResponse({ message: ADDRESS_MESSAGES.tooMany }, 409) : undefined,
    })
    renderCheckout()
    await screen.findByRole('region', { name: /Shipping Address/ })
    await fillShipping()
    await userEvent.click(screen.getByLabelText('Same as shipping address'))
    await userEvent.click(saveCheckbox()!)

    await placeOrder()

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Address not saved',
        description: `Your order #1042 is confirmed, but the address could not be saved to your account. ${ADDRESS_MESSAGES.tooMany}`,
      }),
    )
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
  })

  it('saves the address without a phone number when the order has none', async () => {
    serve({ addresses: [], orderAnswer: () => jsonResponse(placedOrder({ customerPhone: null }), 201) })
    renderCheckout()
    await userEvent.clear(await screen.findByLabelText('Phone Number (optional)'))
    await fillShipping()
    await userEvent.click(screen.getByLabelText('Same as shipping address'))
    await userEvent.click(saveCheckbox()!)

    await placeOrder()

    await waitFor(() => expect(sentRequests('POST', '/api/user/addresses')).toHaveLength(1))
    expect(sentRequests('POST', '/api/user/addresses')[0].body).toMatchObject({ phone: '', isDefault: true })
    expect(lastToast()?.title).not.toBe('Address not saved')
  })

  it(`does not offer saving at ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const many = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, index) => makeSavedAddress({ id: `addr_${index}`, address: `${100 + index} Oak St` }))
    serve({ addresses: many })
    renderCheckout()
    await within(await screen.findByRole('region', { name: /Shipping Address/ })).findByLabelText('Saved addresses')
    await fillShipping()

    expect(saveCheckbox()).toBeDisabled()
    expect(saveCheckbox()).toHaveAccessibleDescription(ADDRESS_MESSAGES.tooMany)
  })
})
