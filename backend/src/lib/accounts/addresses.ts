import type { CustomerAddressDTO, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { SavedAddress, SavedAddressBody } from "@printshop/contract"
import { medusaProvince, stateOfProvince } from "../orders/order-view"
import { nameOf } from "./customers"

/** A Medusa customer address as the shop's /api answers it (docs/decisions.md, "After the order"). */
export function toSavedAddress(address: CustomerAddressDTO): SavedAddress {
  return {
    id: address.id,
    firstName: address.first_name ?? "",
    lastName: address.last_name ?? "",
    company: address.company || null,
    address: address.address_1 ?? "",
    address2: address.address_2 || null,
    city: address.city ?? "",
    state: stateOfProvince(address.province),
    zipCode: address.postal_code ?? "",
    country: (address.country_code ?? "us").toUpperCase(),
    phone: address.phone ?? "",
    isDefault: Boolean(address.is_default_shipping),
    sharedBy: null,
    createdAt: new Date(address.created_at).toISOString(),
    updatedAt: new Date(address.updated_at).toISOString(),
  }
}

/** The shop's address fields as Medusa's; the default is Medusa's default shipping and billing address. */
export function toMedusaCustomerAddress(body: SavedAddressBody) {
  return {
    first_name: body.firstName,
    last_name: body.lastName,
    company: body.company || null,
    address_1: body.address,
    address_2: body.address2 || null,
    city: body.city,
    province: medusaProvince(body.state),
    postal_code: body.zipCode,
    country_code: body.country.toLowerCase(),
    phone: body.phone ?? null,
    is_default_shipping: body.isDefault,
    is_default_billing: body.isDefault,
  }
}

/** A customer's saved addresses, the default first, then the newest. */
export async function savedAddresses(container: MedusaContainer, customerId: string): Promise<SavedAddress[]> {
  const addresses = await container.resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: customerId }, { take: 100, order: { created_at: "DESC" } })
  return addresses.map(toSavedAddress).sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
}

/**
 * The addresses the customer's company colleagues saved (docs/api.md, "Companies"), each with its
 * saver's name in `sharedBy`: the customer can ship to them but not change them.
 */
export async function colleaguesAddresses(container: MedusaContainer, colleagueIds: string[]): Promise<SavedAddress[]> {
  if (!colleagueIds.length) return []
  const customers = container.resolve(Modules.CUSTOMER)
  const [people, addresses] = await Promise.all([
    customers.listCustomers({ id: colleagueIds }, { select: ["id", "email", "first_name", "last_name"], take: colleagueIds.length }),
    customers.listCustomerAddresses({ customer_id: colleagueIds }, { take: 100 * colleagueIds.length, order: { created_at: "DESC" } }),
  ])
  const names = new Map(people.map((person) => [person.id, nameOf(person)]))
  return addresses.map((address) => ({ ...toSavedAddress(address), isDefault: false, sharedBy: names.get(address.customer_id ?? "") ?? "A colleague" }))
}

/** One of the customer's own addresses, or null (another customer's is as unknown as a missing one). */
export async function ownAddress(container: MedusaContainer, customerId: string, id: string) {
  const [address] = await container.resolve(Modules.CUSTOMER).listCustomerAddresses({ id, customer_id: customerId }, { take: 1 })
  return address ?? null
}
