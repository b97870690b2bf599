// Customers for the browser tests: unique sign-up details and the sign-up form.

/** A new customer per run, so the test can run again against the same database. */
export function newCustomer(prefix = "e2e") {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  return {
    firstName: "Marie",
    lastName: "Curie",
    email: `${prefix}.${unique}@example.com`,
    phone: "(918) 555-0142",
    password: "radium-1898",
  }
}

export async function signUp(page, customer) {
  await page.getByLabel("First Name").fill(customer.firstName)
  await page.getByLabel("Last Name").fill(customer.lastName)
  await page.getByLabel("Email").fill(customer.email)
  await page.getByLabel("Phone Number").fill(customer.phone)
  await page.getByLabel("Password", { exact: true }).fill(customer.password)
  await page.getByLabel("Confirm Password").fill(customer.password)
  await page.getByRole("button", { name: "Create Account" }).click()
}
