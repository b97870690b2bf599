import { defineConfig, loadEnv } from "@medusajs/framework/utils"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

/**
 * Development defaults. They are printed in the README so a new developer can sign in;
 * with NODE_ENV=production the backend refuses to start while any of them is in use.
 * `npm start` runs Medusa's production server on this machine and says so with
 * ALLOW_DEVELOPMENT_SECRETS=true, unless the user set NODE_ENV=production themselves.
 */
export const DEVELOPMENT_DEFAULTS = {
  JWT_SECRET: "printshop-dev-jwt-secret",
  COOKIE_SECRET: "printshop-dev-cookie-secret",
  ADMIN_PASSWORD: "printshop-admin",
} as const

const isProduction = process.env.NODE_ENV === "production" && process.env.ALLOW_DEVELOPMENT_SECRETS !== "true"
// `medusa build` reads this file too but serves nothing, so an image can be built without secrets.
const isBuild = process.argv.includes("build")

function secret(name: keyof typeof DEVELOPMENT_DEFAULTS): string {
  const value = process.env[name]
  if (isProduction && !isBuild && (!value || value === DEVELOPMENT_DEFAULTS[name] || value.length < 16)) {
    throw new Error(
      `${name} must be set to a private value of at least 16 characters when NODE_ENV=production ` +
        `(the development default is not accepted).`
    )
  }
  return value || DEVELOPMENT_DEFAULTS[name]
}

const jwtSecret = secret("JWT_SECRET")
const cookieSecret = secret("COOKIE_SECRET")
if (isProduction && process.env.ADMIN_PASSWORD) {
  // The first staff account is only created from ADMIN_PASSWORD by the seed; refuse the known default.
  secret("ADMIN_PASSWORD")
}

const storefrontUrl = process.env.STOREFRONT_URL || `http://localhost:${process.env.STOREFRONT_PORT || 8000}`
const backendUrl = process.env.MEDUSA_BACKEND_URL || `http://localhost:${process.env.PORT || 9000}`
const cors = [storefrontUrl, backendUrl].join(",")
/** Session cookies are only marked Secure when the shop is actually served over https. */
const secureCookies = storefrontUrl.startsWith("https://")

const redisUrl = process.env.REDIS_URL

/** With REDIS_URL set, every infrastructure module that shares state between processes uses Redis. */
const redisModules = redisUrl
  ? [
      {
        resolve: "@medusajs/medusa/event-bus-redis",
        options: {
          redisUrl,
          jobOptions: {
            removeOnComplete: { age: 3600, count: 1000 },
            removeOnFail: { age: 3600, count: 1000 },
          },
        },
      },
      {
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { redisUrl } },
      },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
      {
        resolve: "@medusajs/medusa/caching",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/caching-redis",
              id: "caching-redis",
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
    ]
  : []

const workerMode = (process.env.MEDUSA_WORKER_MODE || "shared") as "shared" | "worker" | "server"

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseLogging: false,
    redisUrl,
    workerMode,
    cookieOptions: { secure: secureCookies, sameSite: "lax" },
    http: {
      storeCors: process.env.STORE_CORS || cors,
      adminCors: process.env.ADMIN_CORS || cors,
      authCors: process.env.AUTH_CORS || cors,
      jwtSecret,
      cookieSecret,
    },
  },
  admin: {
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true" || workerMode === "worker",
    backendUrl: backendUrl,
  },
  featureFlags: redisUrl ? { caching: true } : {},
  modules: [
    { resolve: "./src/modules/catalogue" },
    { resolve: "./src/modules/reviews" },
    { resolve: "./src/modules/accounts" },
    { resolve: "./src/modules/checkout" },
    { resolve: "./src/modules/inquiries" },
    ...redisModules,
  ],
})
