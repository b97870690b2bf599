// Sign-in and reset limits that hold under parallel tries and cannot be used by a stranger to keep
// the owner out; changing the sign-in e-mail; reset tokens kept nowhere and used once
// (docs/operations.md, "Security").
import { Modules } from "@medusajs/framework/utils"
import { PASSWORD_RESET_MESSAGES } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { TestMailbox } from "../mailbox"
import { type ApiAnswer, answering, bearer, fromFreshClientAddress, randomClientAddress, signUp as signUpWith } from "../fixtures"
import { seedFoundation } from "../../src/scripts/seed/foundation"
import { seedStaffUser } from "../../src/scripts/seed/staff-user"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.protection@example.com", password: "staff-password-123" }
const STOREFRONT = "http://shop.example.test"

const mailbox = new TestMailbox()
// Before the runner boots Medusa, which reads SMTP_URL and STOREFRONT_URL then.
beforeAll(async () => {
  await mailbox.start()
  process.env.SMTP_URL = mailbox.url
  process.env.STOREFRONT_URL = STOREFRONT
})
afterAll(() => mailbox.stop())

/** Sets environment variables for the length of `run`, then puts them back. */
async function withEnv(values: Record<string, string>, run: () => Promise<void>) {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]))
  Object.assign(process.env, values)
  try {
    await run()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

const from = (address: string, config: { headers?: Record<string, string> } = {}) => ({
  ...config,
  headers: { ...(config.headers ?? {}), "X-Forwarded-For": address },
})

/** How many answers had each status. */
const tally = (answers: ApiAnswer[]) => answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})

/** The token of a reset link in an e-mail's text (`#token=` keeps it out of every server's log). */
const resetTokenIn = (text: string) => decodeURIComponent(/\/reset-password#token=([^\s"&<>]+)/.exec(text)?.[1] ?? "")

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedFoundation(getContainer())
      await seedStaffUser(getContainer(), STAFF)
    })
    beforeEach(() => {
      fromFreshClientAddress(api)
      mailbox.received.length = 0
    })

    const { post, put, get } = answering(api)
    const signUp = (overrides: Record<string, string> = {}) => signUpWith(post, overrides)
    /** `count` requests sent at once. */
    const atOnce = (count: number, send: (n: number) => Promise<ApiAnswer>) => Promise.all(Array.from({ length: count }, (_, n) => send(n)))

    describe("failed sign-ins are counted before the password is checked", () => {
      it("checks at most 10 of 50 wrong passwords sent at once for a customer; the rest are answered 429", async () => {
        const { details } = await signUp()
        const address = randomClientAddress()
        const answers = await atOnce(50, (n) => post("/api/login", { email: details.email, password: `wrong-${n}` }, from(address)))
        expect(tally(answers)).toEqual({ 401: 10, 429: 40 })
        // The owner elsewhere is not kept out.
        expect((await post("/api/login", { email: details.email, password: details.password }, from(randomClientAddress()))).status).toEqual(200)
      })

      it("checks at most 10 of 40 wrong staff passwords sent at once, on the shop's and Medusa's sign-in alike", async () => {
        const shop = await atOnce(40, (n) => post("/api/admin/login", { email: STAFF.email, password: `wrong-${n}` }, from("10.77.0.1")))
        expect(tally(shop)).toEqual({ 401: 10, 429: 30 })
        const medusa = await atOnce(40, (n) => post("/auth/user/emailpass", { email: STAFF.email, password: `wrong-${n}` }, from("10.77.0.2")))
        expect(tally(medusa)).toEqual({ 401: 10, 429: 30 })
        // Both routes count the same member of staff from the same address.
        expect((await post("/auth/user/emailpass", STAFF, from("10.77.0.1"))).status).toEqual(429)
        expect((await post("/api/admin/login", STAFF, from("10.77.0.3"))).status).toEqual(200)
      })

      it("counts an address's failures at once too, across e-mails", async () => {
        await withEnv({ RATE_LIMIT_LOGIN_PER_IP: "5" }, async () => {
          const address = randomClientAddress()
          const answers = await atOnce(20, (n) => post("/api/login", { email: `guess.${n}.${Date.now()}@example.com`, password: "wrong-password" }, from(address)))
          expect(tally(answers)).toEqual({ 401: 5, 429: 15 })
        })
      })

      it("counts every visitor look-up, form and promo check at once as well", async () => {
        await withEnv({ RATE_LIMIT_TRACK_PER_IP: "3", RATE_LIMIT_INQUIRIES_PER_IP: "2", RATE_LIMIT_PROMO_CHECKS_PER_IP: "4" }, async () => {
          const address = randomClientAddress()
          const tracking = await atOnce(10, () => post("/api/orders/track", { orderNumber: "1001", email: "nobody@example.com" }, from(address)))
          expect(tally(tracking)).toEqual({ 404: 3, 429: 7 })
          const forms = await atOnce(6, () =>
            post("/api/inquiries", { kind: "contact", name: "Sam Lee", email: "sam@example.com", subject: "Hello", message: "A question about toner." }, from(address))
          )
          expect(tally(forms)).toEqual({ 201: 2, 429: 4 })
          const promos = await atOnce(9, () => post("/api/promotions/check", { code: "NOPE", items: [{ productId: "prod_none", quantity: 1 }] }, from(address)))
          expect(promos.filter((answer) => answer.status === 429)).toHaveLength(5)
        })
      })

      it("lets a payment provider's webhooks reach Medusa, and cuts off a flood from one address", async () => {
        await withEnv({ RATE_LIMIT_WEBHOOKS_PER_IP: "5" }, async () => {
          const address = randomClientAddress()
          // Medusa's own webhook route takes the delivery (and its provider judges it in the background).
          const deliveries = await atOnce(8, (n) => post("/hooks/payment/pp_system_default", { id: `evt_${n}`, type: "payment.succeeded" }, from(address)))
          expect(tally(deliveries)).toEqual({ 200: 5, 429: 3 })
          expect(deliveries.find((answer) => answer.status === 429)?.data.message).toMatch(/^Too many webhook deliveries\. Please wait 1 minute and try again\.$/)
          // Another address (another provider) is not held up.
          expect((await post("/hooks/payment/pp_system_default", { id: "evt_other" }, from(randomClientAddress()))).status).toEqual(200)
        })
      })
    })

    describe("a stranger cannot keep the owner out", () => {
      it("lets the owner sign in from another address after a stranger's 10 wrong passwords, customer and staff alike", async () => {
        const { details } = await signUp()
        const stranger = randomClientAddress()
        for (let attempt = 0; attempt < 10; attempt++) {
          expect((await post("/api/login", { email: details.email, password: "wrong-password" }, from(stranger))).status).toEqual(401)
          expect((await post("/api/admin/login", { email: STAFF.email, password: "wrong-password" }, from(stranger))).status).toEqual(401)
        }
        expect((await post("/api/login", { email: details.email, password: details.password }, from(stranger))).status).toEqual(429)
        expect((await post("/api/admin/login", STAFF, from(stranger))).status).toEqual(429)
        expect((await post("/auth/user/emailpass", STAFF, from(stranger))).status).toEqual(429)

        const owner = randomClientAddress()
        expect((await post("/api/login", { email: details.email, password: details.password }, from(owner))).status).toEqual(200)
        expect((await post("/api/admin/login", STAFF, from(owner))).status).toEqual(200)
        expect((await post("/auth/user/emailpass", STAFF, from(owner))).status).toEqual(200)
      })

      it("stops guesses from many addresses at the account's ceiling, but never the owner at an address they signed in from", async () => {
        await withEnv({ RATE_LIMIT_LOGIN_PER_EMAIL: "6" }, async () => {
          const { details } = await signUp()
          const home = randomClientAddress()
          expect((await post("/api/login", { email: details.email, password: details.password }, from(home))).status).toEqual(200)
          for (let stranger = 0; stranger < 3; stranger++) {
            const address = randomClientAddress()
            for (let attempt = 0; attempt < 2; attempt++) {
              expect((await post("/api/login", { email: details.email, password: "wrong-password" }, from(address))).status).toEqual(401)
            }
          }
          const another = await post("/api/login", { email: details.email, password: "wrong-password" }, from(randomClientAddress()))
          expect(another.status).toEqual(429)
          expect(another.data.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/)
          expect((await post("/api/login", { email: details.email, password: details.password }, from(home))).status).toEqual(200)
        })
      })

      it("e-mails the owner's own reset link after strangers used up their requests, customer and staff budgets apart", async () => {
        const { details } = await signUp()
        const stranger = randomClientAddress()
        const asked = []
        for (let attempt = 0; attempt < 6; attempt++) asked.push((await post("/api/password/forgot", { email: details.email }, from(stranger))).status)
        expect(asked).toEqual([202, 202, 202, 202, 202, 429])
        // A reset of the staff account with the same e-mail is counted apart from the customer's.
        const staffAsked = []
        for (let attempt = 0; attempt < 5; attempt++) staffAsked.push((await post("/api/admin/password/forgot", { email: STAFF.email }, from(stranger))).status)
        expect(staffAsked).toEqual([202, 202, 202, 202, 202])
        expect((await post("/auth/user/emailpass/reset-password", { identifier: STAFF.email }, from(stranger))).status).toEqual(429)

        mailbox.received.length = 0
        const owner = await post("/api/password/forgot", { email: details.email }, from(randomClientAddress()))
        expect(owner.status).toEqual(202)
        expect(owner.data).toEqual({ message: PASSWORD_RESET_MESSAGES.sent })
        await mailbox.waitFor(details.email, /^Reset your PrintShop Pro password$/)
        expect((await post("/api/admin/password/forgot", { email: STAFF.email }, from(randomClientAddress()))).status).toEqual(202)
        await mailbox.waitFor(STAFF.email, /password$/)
      })

      it("answers strangers past the account's reset ceiling as usual without sending, and still sends the owner's from a known address", async () => {
        await withEnv({ RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL: "3" }, async () => {
          const { details } = await signUp()
          const home = randomClientAddress()
          expect((await post("/api/login", { email: details.email, password: details.password }, from(home))).status).toEqual(200)
          for (let stranger = 0; stranger < 3; stranger++) {
            expect((await post("/api/password/forgot", { email: details.email }, from(randomClientAddress()))).status).toEqual(202)
          }
          // The e-mails are sent after the answer: waited for (a busy machine takes longer), not slept on.
          for (const until = Date.now() + 30_000; mailbox.to(details.email, /^Reset/).length < 3 && Date.now() < until; ) {
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
          const sentToStrangers = mailbox.to(details.email, /^Reset/).length
          expect(sentToStrangers).toEqual(3)

          const past = await post("/api/password/forgot", { email: details.email }, from(randomClientAddress()))
          expect(past.status).toEqual(202)
          expect(past.data).toEqual({ message: PASSWORD_RESET_MESSAGES.sent })
          await new Promise((resolve) => setTimeout(resolve, 1_500))
          expect(mailbox.to(details.email, /^Reset/)).toHaveLength(3)

          expect((await post("/api/password/forgot", { email: details.email }, from(home))).status).toEqual(202)
          for (const deadline = Date.now() + 30_000; mailbox.to(details.email, /^Reset/).length < 4 && Date.now() < deadline; ) {
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
          expect(mailbox.to(details.email, /^Reset/)).toHaveLength(4)
        })
      })
    })

    describe("changing the sign-in e-mail", () => {
      it("needs the current password, tells the old address, and ends every other session", async () => {
        const { details, token } = await signUp({ firstName: "Grace" })
        const elsewhere = (await post("/api/login", { email: details.email, password: details.password })).data.token as string
        const newEmail = `moved.${Date.now()}@example.com`
        const profile = { firstName: "Grace", lastName: "Hopper", email: newEmail, phone: "9185550111" }

        const missing = await put("/api/user/profile", profile, bearer(token))
        expect(missing.status).toEqual(400)
        expect(missing.data.errors).toEqual([{ path: "currentPassword", message: "Enter your current password to change your e-mail" }])
        const wrong = await put("/api/user/profile", { ...profile, currentPassword: "not-my-password" }, bearer(token))
        expect(wrong.status).toEqual(400)
        expect(wrong.data.errors).toEqual([{ path: "currentPassword", message: "Current password is incorrect" }])
        expect((await get("/api/auth/user", bearer(token))).data.email).toEqual(details.email)

        const changed = await put("/api/user/profile", { ...profile, currentPassword: details.password }, bearer(token))
        expect(changed.status).toEqual(200)
        expect(changed.data).toEqual({ message: "Profile updated", token: expect.any(String), user: expect.objectContaining({ email: newEmail, lastName: "Hopper" }) })
        expect((await get("/api/auth/user", bearer(changed.data.token))).data.email).toEqual(newEmail)
        expect((await get("/api/auth/user", bearer(elsewhere))).status).toEqual(401)
        expect((await get("/api/auth/user", bearer(token))).status).toEqual(401)

        const notice = await mailbox.waitFor(details.email, /e-mail address was changed$/)
        expect(notice.text).toContain("Grace")
        expect(notice.text).not.toContain(newEmail)
        expect(notice.text).toMatch(/m\*+@example\.com/)
        expect(notice.text).toContain(`${STOREFRONT}/contact`)
        expect(mailbox.to(newEmail, /e-mail address was changed$/)).toHaveLength(0)
        expect((await post("/api/login", { email: newEmail, password: details.password })).status).toEqual(200)
      })

      it("changes names and phone without the password, and counts wrong passwords as failed sign-ins", async () => {
        const { details, token } = await signUp()
        const same = await put("/api/user/profile", { firstName: "Ada", lastName: "Byron", email: details.email.toUpperCase(), phone: "9185550122" }, bearer(token))
        expect(same.status).toEqual(200)
        expect(same.data.token).toBeUndefined()
        expect((await get("/api/auth/user", bearer(token))).data.lastName).toEqual("Byron")

        await withEnv({ RATE_LIMIT_LOGIN_PER_EMAIL_AND_IP: "3" }, async () => {
          const address = randomClientAddress()
          const profile = { firstName: "Ada", lastName: "Byron", email: `elsewhere.${Date.now()}@example.com`, phone: "9185550122" }
          for (let attempt = 0; attempt < 3; attempt++) {
            expect((await put("/api/user/profile", { ...profile, currentPassword: `wrong-${attempt}` }, from(address, bearer(token)))).status).toEqual(400)
          }
          const limited = await put("/api/user/profile", { ...profile, currentPassword: details.password }, from(address, bearer(token)))
          expect(limited.status).toEqual(429)
          expect(limited.data.message).toMatch(/^Too many sign-in attempts/)
          expect((await post("/api/login", { email: details.email, password: details.password }, from(address))).status).toEqual(429)
        })
      })
    })

    describe("reset tokens", () => {
      it("keeps no live token in the notification records staff can read", async () => {
        const { details } = await signUp()
        await post("/api/password/forgot", { email: details.email })
        const mail = await mailbox.waitFor(details.email, /^Reset your PrintShop Pro password$/)
        const token = resetTokenIn(mail.text)
        expect(token).not.toEqual("")
        expect(mail.html).toContain(`${STOREFRONT}/reset-password#token=`)

        const records = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ to: details.email, template: "password-reset" } as Record<string, unknown>)
        expect(records).toHaveLength(1)
        expect(JSON.stringify(records)).not.toContain(token)
        expect(records[0].data).toEqual({ kind: "password-reset", to: details.email })

        const staff = (await post("/api/admin/login", STAFF)).data.token as string
        const listed = await get("/admin/notifications?limit=100&fields=*", bearer(staff))
        expect(listed.status).toEqual(200)
        expect(JSON.stringify(listed.data)).not.toContain(token)
        // The link still works.
        expect((await post("/api/password/reset", { token, newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" })).status).toEqual(200)
      })

      it("sets the password once when one token is sent five times at the same moment", async () => {
        const { details } = await signUp()
        await post("/api/password/forgot", { email: details.email })
        const token = resetTokenIn((await mailbox.waitFor(details.email, /^Reset/)).text)
        const answers = await atOnce(5, (n) => post("/api/password/reset", { token, newPassword: `racing-pass-${n}`, confirmPassword: `racing-pass-${n}` }))
        expect(tally(answers)).toEqual({ 200: 1, 400: 4 })
        const winner = answers.findIndex((answer) => answer.status === 200)
        expect((await post("/api/login", { email: details.email, password: `racing-pass-${winner}` })).status).toEqual(200)
      })

      it("uses a staff token once from Medusa's dashboard too", async () => {
        await post("/auth/user/emailpass/reset-password", { identifier: STAFF.email })
        const mail = await mailbox.waitFor(STAFF.email, /password$/)
        const token = decodeURIComponent(/\/app\/reset-password\?token=([^\s"&<>]+)/.exec(mail.text)?.[1] ?? "")
        expect(token).not.toEqual("")
        const answers = await atOnce(5, () => post("/auth/user/emailpass/update", { password: STAFF.password }, bearer(token)))
        expect(tally(answers)).toEqual({ 200: 1, 401: 4 })
      })
    })
  },
})
