import { shopIntegrationTestRunner } from "../runner"
import { Modules } from "@medusajs/framework/utils"
import { seedFoundation } from "../../src/scripts/seed/foundation"
import { answering, bearer, fromFreshClientAddress, newCustomer, randomClientAddress, signUp as signUpWith } from "../fixtures"

jest.setTimeout(180 * 1000)


shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    // Seeded once: Medusa's runner snapshots the database before the first test and restores it before each.
    beforeAll(async () => {
      await seedFoundation(getContainer())
    })
    beforeEach(() => fromFreshClientAddress(api))

    /** Any answer, also a 4xx, as { status, data }. */
    const { post, put, get } = answering(api)
    /**
     * A client address of its own, so rate limits counted elsewhere (other tests, earlier runs
     * sharing the same Redis) do not interfere.
     */
    const randomAddress = randomClientAddress
    const from = (address: string, config: { headers?: Record<string, string> } = {}) => ({
      ...config,
      headers: { ...(config.headers ?? {}), "X-Forwarded-For": address },
    })

    const signUp = (overrides: Record<string, string> = {}) => signUpWith(post, overrides)

    describe("POST /api/register", () => {
      it("creates a Medusa customer with an e-mail/password identity and signs it in", async () => {
        const stamp = Date.now()
        const details = newCustomer({ email: `Grace.Hopper.${stamp}@Example.com` })
        const { status, data } = await post("/api/register", details)
        expect(status).toEqual(201)
        expect(data).toEqual({
          token: expect.any(String),
          message: "Account created successfully",
          user: {
            id: expect.stringMatching(/^cus_/),
            email: `grace.hopper.${stamp}@example.com`,
            firstName: "Ada",
            lastName: "Lovelace",
            phone: "9185550100",
            createdAt: expect.any(String),
          },
        })
        expect(JSON.stringify(data)).not.toContain(details.password)

        const customers = await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email: `grace.hopper.${stamp}@example.com` })
        expect(customers).toHaveLength(1)
        expect(customers[0].has_account).toBe(true)
        const identities = await getContainer()
          .resolve(Modules.AUTH)
          .listProviderIdentities({ provider: "emailpass", entity_id: `grace.hopper.${stamp}@example.com` })
        expect(identities).toHaveLength(1)
        expect(JSON.stringify(identities[0].provider_metadata)).not.toContain(details.password)

        const me = await get("/api/auth/user", bearer(data.token))
        expect(me.status).toEqual(200)
        expect(me.data).toEqual(data.user)
      })

      it("refuses an e-mail that already has an account, whatever its case", async () => {
        const { details } = await signUp()
        const again = await post("/api/register", { ...details, email: details.email.toUpperCase() })
        expect(again.status).toEqual(409)
        expect(again.data.message).toContain("email already exists")
        const customers = await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email: details.email })
        expect(customers).toHaveLength(1)
      })

      it("answers 400 with every invalid field and creates nothing", async () => {
        const { status, data } = await post("/api/register", {
          firstName: "A",
          lastName: "",
          email: "not-an-email",
          phone: "12345",
          password: "short",
        })
        expect(status).toEqual(400)
        expect(data.errors).toEqual(
          expect.arrayContaining([
            { path: "firstName", message: "First name must be at least 2 characters" },
            { path: "lastName", message: "Last name must be at least 2 characters" },
            { path: "email", message: "Please enter a valid email address" },
            { path: "phone", message: "Please enter a valid phone number" },
            { path: "password", message: "Password must be at least 8 characters" },
          ])
        )
        expect(await getContainer().resolve(Modules.CUSTOMER).listCustomers({})).toHaveLength(0)
        expect((await post("/api/register", "nonsense")).status).toEqual(400)
        expect((await post("/api/register", { ...newCustomer(), password: "x".repeat(129) })).status).toEqual(400)
      })
    })

    describe("POST /api/login", () => {
      it("signs in with the right password and refuses a wrong one or an unknown e-mail alike", async () => {
        const { details, user } = await signUp()
        const ok = await post("/api/login", { email: details.email.toUpperCase(), password: details.password })
        expect(ok.status).toEqual(200)
        expect(ok.data).toMatchObject({ token: expect.any(String), message: "Login successful", user })

        const wrong = await post("/api/login", { email: details.email, password: "wrong-password" })
        const unknown = await post("/api/login", { email: "nobody-here@example.com", password: "wrong-password" })
        expect(wrong.status).toEqual(401)
        expect(unknown.status).toEqual(401)
        expect(wrong.data).toEqual({ message: "Invalid email or password" })
        expect(unknown.data).toEqual(wrong.data)
      })

      it("answers 400 for a malformed request", async () => {
        const { status, data } = await post("/api/login", { email: "nope", password: "" })
        expect(status).toEqual(400)
        expect(data.errors).toEqual(
          expect.arrayContaining([
            { path: "email", message: "Please enter a valid email address" },
            { path: "password", message: "Password is required" },
          ])
        )
      })

      it("limits failed sign-ins of an account from one address with a 429 and a clear message", async () => {
        const { details } = await signUp()
        const address = randomAddress()
        for (let attempt = 0; attempt < 10; attempt++) {
          const failed = await post("/api/login", { email: details.email, password: "wrong-password" }, from(address))
          expect(failed.status).toEqual(401)
        }
        const limited = await post("/api/login", { email: details.email, password: details.password }, from(address))
        expect(limited.status).toEqual(429)
        expect(limited.data.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/)
        expect(limited.headers["retry-after"]).toBeDefined()
        // Another account is not affected.
        const other = await signUp()
        expect((await post("/api/login", { email: other.details.email, password: other.details.password })).status).toEqual(200)
      })

      it("closes Medusa's own customer sign-in, which would side-step these rules", async () => {
        const { details } = await signUp()
        const medusa = await post("/auth/customer/emailpass", { email: details.email, password: details.password })
        expect(medusa.status).toEqual(404)
        expect(medusa.data.token).toBeUndefined()
        expect(medusa.data.message).toMatch(/POST \/api\/login/)
      })

      it("limits failed sign-ins per address", async () => {
        const address = randomAddress()
        const guess = (n: number) => `guess${n}.${Date.now().toString(36)}@example.com`
        const previous = process.env.RATE_LIMIT_LOGIN_PER_IP
        process.env.RATE_LIMIT_LOGIN_PER_IP = "3"
        try {
          for (let attempt = 0; attempt < 3; attempt++) {
            const failed = await post("/api/login", { email: guess(attempt), password: "wrong-password" }, from(address))
            expect(failed.status).toEqual(401)
          }
          const limited = await post("/api/login", { email: guess(9), password: "wrong-password" }, from(address))
          expect(limited.status).toEqual(429)
          const elsewhere = await post("/api/login", { email: guess(9), password: "wrong-password" }, from(randomAddress()))
          expect(elsewhere.status).toEqual(401)
        } finally {
          if (previous === undefined) delete process.env.RATE_LIMIT_LOGIN_PER_IP
          else process.env.RATE_LIMIT_LOGIN_PER_IP = previous
        }
      })

      it("limits sign-ups per address", async () => {
        const address = randomAddress()
        const previous = process.env.RATE_LIMIT_REGISTER_PER_IP
        process.env.RATE_LIMIT_REGISTER_PER_IP = "2"
        try {
          expect((await post("/api/register", newCustomer(), from(address))).status).toEqual(201)
          expect((await post("/api/register", newCustomer(), from(address))).status).toEqual(201)
          const limited = await post("/api/register", newCustomer(), from(address))
          expect(limited.status).toEqual(429)
          expect(limited.data.message).toMatch(/^Too many sign-up attempts/)
        } finally {
          if (previous === undefined) delete process.env.RATE_LIMIT_REGISTER_PER_IP
          else process.env.RATE_LIMIT_REGISTER_PER_IP = previous
        }
      })
    })

    describe("GET /api/auth/user and POST /api/logout", () => {
      it("answers 401 without a token, with a forged one and after logout", async () => {
        expect((await get("/api/auth/user")).status).toEqual(401)
        expect((await get("/api/auth/user", bearer("not.a.token"))).status).toEqual(401)
        const { token } = await signUp()
        const [header, payload] = token.split(".")
        expect((await get("/api/auth/user", bearer(`${header}.${payload}.forged-signature`))).status).toEqual(401)

        const { details } = await signUp()
        const second = (await post("/api/login", { email: details.email, password: details.password })).data.token
        expect((await post("/api/logout", {}, bearer(token))).status).toEqual(200)
        expect((await get("/api/auth/user", bearer(token))).status).toEqual(401)
        expect((await get("/api/auth/user", bearer(second))).status).toEqual(200)
        // Logging out without a token never fails.
        expect((await post("/api/logout", {})).status).toEqual(200)
      })
    })

    describe("PUT /api/user/profile", () => {
      it("updates names and phone, and moves the sign-in e-mail (with the current password)", async () => {
        const { details, token } = await signUp()
        const { status, data } = await put(
          "/api/user/profile",
          { firstName: "Grace", lastName: "Hopper", email: "New.Address@Example.com", phone: "(918) 555-0199", currentPassword: details.password },
          bearer(token)
        )
        expect(status).toEqual(200)
        expect(data.user).toMatchObject({ firstName: "Grace", lastName: "Hopper", email: "new.address@example.com", phone: "(918) 555-0199" })
        expect((await get("/api/auth/user", bearer(data.token))).data.email).toEqual("new.address@example.com")
        expect((await post("/api/login", { email: details.email, password: details.password })).status).toEqual(401)
        expect((await post("/api/login", { email: "new.address@example.com", password: details.password })).status).toEqual(200)
      })

      it("refuses an e-mail that belongs to someone else, and bad input", async () => {
        const first = await signUp()
        const second = await signUp()
        const taken = await put(
          "/api/user/profile",
          { firstName: "Ada", lastName: "Lovelace", email: first.details.email, phone: "9185550100", currentPassword: second.details.password },
          bearer(second.token)
        )
        expect(taken.status).toEqual(409)
        expect(taken.data.message).toEqual("That email address is already used by another account")
        expect((await get("/api/auth/user", bearer(second.token))).data.email).toEqual(second.details.email)

        const bad = await put("/api/user/profile", { firstName: "A", lastName: "B", email: "x", phone: "1" }, bearer(second.token))
        expect(bad.status).toEqual(400)
        expect(bad.data.errors).toEqual(
          expect.arrayContaining([
            { path: "firstName", message: "First name must be at least 2 characters" },
            { path: "lastName", message: "Last name must be at least 2 characters" },
            { path: "email", message: "Invalid email address" },
            { path: "phone", message: "Phone number is required and must be at least 10 digits" },
          ])
        )
        expect((await put("/api/user/profile", { firstName: "Ada" })).status).toEqual(401)
      })
    })

    describe("PUT /api/user/password", () => {
      it("checks the current password, then only the new one works and older sessions end", async () => {
        const { details, token } = await signUp()
        const otherSession = (await post("/api/login", { email: details.email, password: details.password })).data.token
        const wrong = await put(
          "/api/user/password",
          { currentPassword: "not-my-password", newPassword: "new-password-1", confirmPassword: "new-password-1" },
          bearer(token)
        )
        expect(wrong.status).toEqual(400)
        expect(wrong.data.message).toEqual("Current password is incorrect")

        const mismatch = await put(
          "/api/user/password",
          { currentPassword: details.password, newPassword: "new-password-1", confirmPassword: "new-password-2" },
          bearer(token)
        )
        expect(mismatch.status).toEqual(400)
        expect(mismatch.data.errors).toEqual([{ path: "confirmPassword", message: "Passwords don't match" }])

        const short = await put(
          "/api/user/password",
          { currentPassword: details.password, newPassword: "short", confirmPassword: "short" },
          bearer(token)
        )
        expect(short.data.errors).toContainEqual({ path: "newPassword", message: "New password must be at least 8 characters" })

        const changed = await put(
          "/api/user/password",
          { currentPassword: details.password, newPassword: "new-password-1", confirmPassword: "new-password-1" },
          bearer(token)
        )
        expect(changed.status).toEqual(200)
        expect(JSON.stringify(changed.data)).not.toContain("new-password-1")
        // Every session signed in before the change ends; the one that changed it goes on with a new token.
        expect((await get("/api/auth/user", bearer(token))).status).toEqual(401)
        expect((await get("/api/auth/user", bearer(otherSession))).status).toEqual(401)
        expect((await get("/api/auth/user", bearer(changed.data.token))).status).toEqual(200)
        expect((await post("/api/login", { email: details.email, password: details.password })).status).toEqual(401)
        const fresh = await post("/api/login", { email: details.email, password: "new-password-1" })
        expect(fresh.status).toEqual(200)
        expect((await get("/api/auth/user", bearer(fresh.data.token))).status).toEqual(200)
      })
    })

    describe("GET /api/user/orders", () => {
      it("is empty for a new customer and refused without a token", async () => {
        const { token } = await signUp()
        const { status, data } = await get("/api/user/orders", bearer(token))
        expect(status).toEqual(200)
        expect(data).toEqual([])
        expect((await get("/api/user/orders")).status).toEqual(401)
      })
    })
  },
})
