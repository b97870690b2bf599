// The configuration's safety rules, checked by loading medusa-config.ts as Medusa does.
const CONFIG_PATH = "../medusa-config"

function loadConfig(env: Record<string, string | undefined>) {
  const saved = { ...process.env }
  const savedArgv = process.argv
  process.argv = ["node", "medusa", "start"]
  Object.assign(process.env, env)
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key]
  try {
    let config: { projectConfig: { http: { jwtSecret?: string; adminCors?: string; authCors?: string; storeCors?: string } }; modules?: unknown } | undefined
    jest.isolateModules(() => {
      // A fresh require per call: the config reads the environment when it is loaded.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require(CONFIG_PATH)
    })
    return config!
  } finally {
    process.env = saved
    process.argv = savedArgv
  }
}

describe("medusa-config", () => {
  const production = { NODE_ENV: "production" }

  it("refuses to start in production without secrets", () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: undefined, COOKIE_SECRET: "a-private-cookie-secret" })).toThrow(
      /JWT_SECRET must be set/
    )
    expect(() => loadConfig({ ...production, JWT_SECRET: "a-private-jwt-secret-value", COOKIE_SECRET: undefined })).toThrow(
      /COOKIE_SECRET must be set/
    )
  })

  it("refuses secrets too short to be private", () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: "short", COOKIE_SECRET: "a-private-cookie-secret" })).toThrow(/JWT_SECRET/)
    expect(() => loadConfig({ NODE_ENV: "development", JWT_SECRET: "short", COOKIE_SECRET: undefined })).toThrow(/JWT_SECRET/)
  })

  it("starts in production with private secrets", () => {
    const config = loadConfig({ ...production, JWT_SECRET: "a-private-jwt-secret-value", COOKIE_SECRET: "a-private-cookie-secret" })
    expect(config.projectConfig.http.jwtSecret).toEqual("a-private-jwt-secret-value")
  })

  it("has no documented secret: outside production an unset secret is random for each process", () => {
    const first = loadConfig({ NODE_ENV: "development", JWT_SECRET: undefined, COOKIE_SECRET: undefined })
    const second = loadConfig({ NODE_ENV: "development", JWT_SECRET: undefined, COOKIE_SECRET: undefined })
    expect(first.projectConfig.http.jwtSecret).toHaveLength(43)
    expect(first.projectConfig.http.jwtSecret).not.toEqual(second.projectConfig.http.jwtSecret)
    expect(first.projectConfig.http.jwtSecret).not.toEqual("printshop-dev-jwt-secret")
  })

  it("configures the Redis modules only when REDIS_URL is set", () => {
    const redisModules = ["@medusajs/medusa/event-bus-redis", "@medusajs/medusa/workflow-engine-redis"]
    const resolves = (config: { modules?: unknown }) =>
      Object.values(config.modules as Record<string, { resolve?: string }>).map((module) => module?.resolve)
    const local = resolves(loadConfig({ NODE_ENV: "development", REDIS_URL: undefined }))
    const shared = resolves(loadConfig({ NODE_ENV: "development", REDIS_URL: "redis://127.0.0.1:6379" }))
    for (const name of redisModules) {
      expect(local).not.toContain(name)
      expect(shared).toContain(name)
    }
    expect(shared).toContain("@medusajs/medusa/caching")
  })
  it("lets the staff API answer the staff host only, never the public origin", () => {
    const config = loadConfig({
      NODE_ENV: "development",
      STOREFRONT_URL: "https://shop.example.com",
      MEDUSA_BACKEND_URL: "https://staff.example.com",
      ADMIN_CORS: undefined,
      AUTH_CORS: undefined,
      STORE_CORS: undefined,
    })
    expect(config.projectConfig.http.adminCors).toEqual("https://staff.example.com")
    expect(config.projectConfig.http.authCors).toEqual("https://staff.example.com")
    expect(config.projectConfig.http.storeCors).toContain("https://shop.example.com")
  })

  it("refuses ADMIN_CORS or AUTH_CORS that let the public origin in", () => {
    const urls = { NODE_ENV: "development", STOREFRONT_URL: "https://shop.example.com", MEDUSA_BACKEND_URL: "https://staff.example.com" }
    expect(() => loadConfig({ ...urls, ADMIN_CORS: "https://staff.example.com,https://shop.example.com/", AUTH_CORS: undefined })).toThrow(
      /ADMIN_CORS must not include the shop's public origin/
    )
    expect(() => loadConfig({ ...urls, ADMIN_CORS: undefined, AUTH_CORS: "*" })).toThrow(/AUTH_CORS must not include/)
    const config = loadConfig({ ...urls, ADMIN_CORS: "https://staff.example.com,https://ops.example.com", AUTH_CORS: undefined })
    expect(config.projectConfig.http.adminCors).toEqual("https://staff.example.com,https://ops.example.com")
  })
})
