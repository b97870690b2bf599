// A customer's account: sign up, sign out and in, edit the profile, change the password.
import assert from "node:assert/strict"
import { test, mailTo, openPage, screenshot } from "./browser.mjs"
import { newCustomer, signUp } from "./customers.mjs"

async function signIn(page, email, password) {
  await page.goto("/login")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign In" }).click()
}

const header = (page) => page.locator("header").first()

test.describe("accounts", () => {
  test("sign up -> name in the header -> logout -> login -> edit profile -> change password -> login with it", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const customer = newCustomer()

    await page.goto("/signup")
    await page.getByRole("heading", { name: "Create Your Account" }).waitFor()
    // The form's own rules first.
    await page.getByRole("button", { name: "Create Account" }).click()
    await page.getByText("First name must be at least 2 characters").first().waitFor()
    await page.getByText("Please enter a valid email address").first().waitFor()

    await signUp(page, customer)
    await page.getByText("Account created successfully!").first().waitFor()
    await page.waitForURL((url) => url.pathname === "/")
    await header(page).getByRole("link", { name: customer.firstName }).waitFor()
    assert.ok(await page.evaluate(() => localStorage.getItem("authToken")))

    await header(page).getByRole("button", { name: "Logout" }).click()
    await header(page).getByRole("link", { name: "Sign In" }).waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem("authToken")), null)

    await signIn(page, customer.email, "not-the-password")
    await page.getByText("Login failed").first().waitFor()
    await page.getByText("Invalid email or password").first().waitFor()
    await signIn(page, customer.email, customer.password)
    await page.getByText("Login successful!").first().waitFor()
    await header(page).getByRole("link", { name: customer.firstName }).click()
    await page.waitForURL("**/account")
    await page.getByRole("heading", { name: "My Account" }).waitFor()
    await page.getByText(`Welcome back, ${customer.firstName}!`).first().waitFor()

    await page.getByRole("tab", { name: "Profile" }).click()
    await page.getByRole("button", { name: "Edit Profile" }).click()
    const profile = page.getByRole("dialog", { name: "Edit Profile" })
    await profile.getByLabel("First Name").fill("M")
    await profile.getByRole("button", { name: "Save Changes" }).click()
    await profile.getByText("First name must be at least 2 characters").first().waitFor()
    await profile.getByLabel("First Name").fill("Maria")
    await profile.getByRole("button", { name: "Save Changes" }).click()
    await page.getByText("Profile Updated").first().waitFor()
    await header(page).getByRole("link", { name: "Maria" }).waitFor()
    await screenshot(page, "account-profile")

    await page.getByRole("tab", { name: "Settings" }).click()
    await page.getByRole("button", { name: "Change Password" }).click()
    const password = page.getByRole("dialog", { name: "Change Password" })
    await password.getByLabel("Current Password").fill("wrong-password")
    await password.getByLabel("New Password", { exact: true }).fill("polonium-1898")
    await password.getByLabel("Confirm New Password").fill("polonium-1899")
    await password.getByRole("button", { name: "Update Password" }).click()
    await password.getByText("Passwords don't match").first().waitFor()
    await password.getByLabel("Confirm New Password").fill("polonium-1898")
    await password.getByRole("button", { name: "Update Password" }).click()
    await page.getByText("Password Change Failed").first().waitFor()
    await password.getByLabel("Current Password").fill(customer.password)
    await password.getByRole("button", { name: "Update Password" }).click()
    await page.getByText("Password Changed").first().waitFor()

    await header(page).getByRole("button", { name: "Logout" }).click()
    await header(page).getByRole("link", { name: "Sign In" }).waitFor()
    await signIn(page, customer.email, customer.password)
    await page.getByText("Login failed").first().waitFor()
    await signIn(page, customer.email, "polonium-1898")
    await header(page).getByRole("link", { name: "Maria" }).waitFor()
    await context.close()
  })

  test("a new sign-in e-mail takes the current password, tells the old address and keeps this session", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const customer = newCustomer("moving")
    await page.goto("/signup")
    await signUp(page, customer)
    await page.waitForURL((url) => url.pathname === "/")
    await page.goto("/account?tab=profile")
    await page.getByRole("button", { name: "Edit Profile" }).click()
    const profile = page.getByRole("dialog", { name: "Edit Profile" })
    const newEmail = `moved.${customer.email}`
    await profile.getByLabel("Email").fill(newEmail)
    await profile.getByRole("button", { name: "Save Changes" }).click()
    await profile.getByText("Enter your current password to change your e-mail").first().waitFor()
    await profile.getByLabel("Current Password").fill("not-my-password")
    await profile.getByRole("button", { name: "Save Changes" }).click()
    await profile.getByText("Current password is incorrect").first().waitFor()
    await screenshot(page, "account-email-change")
    await profile.getByLabel("Current Password").fill(customer.password)
    await profile.getByRole("button", { name: "Save Changes" }).click()
    await page.getByText("Profile Updated").first().waitFor()
    // This session goes on with the new e-mail; the old address is told.
    await page.getByRole("region", { name: "Personal Information" }).getByText(newEmail).waitFor()
    await page.reload()
    await page.getByRole("region", { name: "Personal Information" }).getByText(newEmail).waitFor()
    const notice = await mailTo(page.request, customer.email, /e-mail address was changed$/)
    assert.match(notice.text, /Contact us right away/)
    await context.close()
  })

  test("the account page sends visitors to sign in", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    await page.goto("/account")
    await page.waitForURL((url) => url.pathname === "/login")
    await page.getByRole("heading", { name: "Welcome Back" }).waitFor()
    await context.close()
  })
})
