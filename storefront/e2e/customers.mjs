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

/** A new customer registered through the API (a phone of its own) and signed in through the login page. */
export async function registeredCustomer(page, prefix, phone = "9185550142") {
  const customer = newCustomer(prefix)
  const answer = await page.request.post("/api/register", { data: { ...customer, phone } })
  if (answer.status() !== 201) throw new Error(`Sign-up answered ${answer.status()}`)
  await page.goto("/login")
  await page.getByLabel("Email").fill(customer.email)
  await page.getByLabel("Password", { exact: true }).fill(customer.password)
  await page.getByRole("button", { name: "Sign In" }).click()
  await page.waitForURL((url) => url.pathname !== "/login")
  return customer
}
