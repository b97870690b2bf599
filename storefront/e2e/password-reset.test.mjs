// A forgotten password, as a customer lives it: 'Forgot password?' on the sign-in page, the e-mail
// in the local mailbox of npm start, the link, a new password, signed in.
import assert from "node:assert/strict"
import { test, mailTo, openPage, screenshot, MAILBOX_URL } from "./browser.mjs"
import { newCustomer } from "./customers.mjs"

test.describe("forgotten password", () => {
  test("forgot -> the e-mail in the local mailbox -> the link -> a new password -> signed in", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    const customer = newCustomer("reset")
    const registered = await page.request.post("/api/register", { data: { ...customer, phone: "9185550142" } })
    assert.equal(registered.status(), 201)

    await page.goto("/login")
    await page.getByRole("link", { name: "Forgot password?" }).click()
    await page.waitForURL((url) => url.pathname === "/forgot-password")
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor()
    await page.getByLabel("Email").fill(customer.email)
    await page.getByRole("button", { name: "Send reset link" }).click()
    await page.getByText("If an account exists for that e-mail, we have sent a link to reset your password.").waitFor()

    const mail = await mailTo(page.request, customer.email, /^Reset your PrintShop Pro password$/)
    // A person reads it in the mailbox: the message page with its HTML and text parts.
    await page.goto(`${MAILBOX_URL}/messages/${mail.id}`)
    await page.getByText("Reset your PrintShop Pro password").first().waitFor()
    await page.frameLocator("iframe").getByRole("link", { name: "Choose a new password" }).waitFor()
    await screenshot(page, "mailbox-password-reset")
    const link = /http:\/\/\S+\/reset-password#token=\S+/.exec(mail.text)?.[0]
    assert.ok(link, `the e-mail has the reset link (${mail.text})`)

    await page.goto(link)
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor()
    // The token does not stay in the address bar (history, referrers).
    assert.equal(new URL(page.url()).hash, "")
    await page.getByLabel("New Password").fill("polonium-1898")
    await page.getByLabel("Confirm Password").fill("polonium-1899")
    await page.getByRole("button", { name: "Reset password" }).click()
    await page.getByText("Passwords don't match").first().waitFor()
    await page.getByLabel("Confirm Password").fill("polonium-1898")
    await page.getByRole("button", { name: "Reset password" }).click()
    await page.waitForURL((url) => url.pathname === "/account")
    await page.locator("header").first().getByRole("link", { name: customer.firstName }).waitFor()

    // The link worked once; the new password signs in, the old one no longer does.
    const reused = await page.request.post("/api/password/reset", {
      data: { token: decodeURIComponent(new URL(link).hash.slice("#token=".length)), newPassword: "another-1898", confirmPassword: "another-1898" },
    })
    assert.equal(reused.status(), 400)
    // Opened again, the used link says so at once, before a password is typed.
    await page.goto(link)
    await page.getByText("This password reset link has expired or has already been used.").first().waitFor()
    assert.equal(await page.getByLabel("New Password").count(), 0, "no form for a used link")
    assert.equal((await page.request.post("/api/login", { data: { email: customer.email, password: customer.password } })).status(), 401)
    assert.equal((await page.request.post("/api/login", { data: { email: customer.email, password: "polonium-1898" } })).status(), 200)
    await context.close()
  })
})
