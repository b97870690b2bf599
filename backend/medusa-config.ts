import { randomBytes } from "node:crypto"
import path from "node:path"
import { setFlagsFromString } from "node:v8"
import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { privateFolder, uploadFolder } from "./src/lib/files/folders"
import { usePooledEntityIds } from "./src/lib/ids/entity-ids"
import { backendUrl, storefrontUrl } from "./src/lib/shop-urls"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

/**
 * How far V8 lets the heap grow past what is live before it collects the old generation
 * (HEAP_GROWING_PERCENT, default 100: twice the live heap). Under a steady load V8 otherwise lets it
 * grow to about four times, which for a large catalogue held in memory means gigabytes of garbage
 * (docs/operations.md, "Memory"). Node refuses the flag in NODE_OPTIONS, so it is set here, where
 * every Medusa process (server, worker, script) starts.
 */
const heapGrowingPercent = Number.parseInt(process.env.HEAP_GROWING_PERCENT ?? "", 10)
setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent > 0 ? heapGrowingPercent : 100}`)

// Medusa's ids, drawn from a pool of random bytes: see src/lib/ids/entity-ids.ts.
usePooledEntityIds()

const isProduction = process.env.NODE_ENV === "production"
// `medusa build` reads this file too but serves nothing, so an image can be built without secrets.
const isBuild = process.argv.includes("build")

/**
 * A secret from the environment. `npm start` generates one per installation (kept in .data/,
 * docs/operations.md, "Configuration") and passes it in; production refuses to start without its
 * own. Anything else (a test run, a script) gets a random one that lasts as long as the process:
 * no secret of the shop is ever a constant written in its code or README.
 */
function secret(name: "JWT_SECRET" | "COOKIE_SECRET"): string {
  const value = process.env[name]
  if (value && value.length >= 16) return value
  if (isProduction && !isBuild) {
    throw new Error(`${name} must be set to a private value of at least 16 characters when NODE_ENV=production.`)
  }
  if (value) throw new Error(`${name} must be at least 16 characters long.`)
  return randomBytes(32).toString("base64url")
}

const jwtSecret = secret("JWT_SECRET")
const cookieSecret = secret("COOKIE_SECRET")

const storefront = storefrontUrl()
const backend = backendUrl()
/**
 * Medusa's admin and auth routes answer only the staff host: a script on the public origin must
 * never drive the staff API with a member of staff's cookie (docs/decisions.md, "Sessions").
 */
const staffCors = backend
const storeCors = [storefront, backend].join(",")

/** ADMIN_CORS or AUTH_CORS as set, refused when it would let the public origin in. */
function staffOrigins(name: "ADMIN_CORS" | "AUTH_CORS"): string {
  const value = process.env[name]
  if (!value) return staffCors
  const publicOrigin = new URL(storefront).origin
  const listed = value.split(",").map((entry) => entry.trim().replace(/\/+$/, ""))
  if (listed.some((entry) => entry === publicOrigin || entry === "*")) {
    throw new Error(`${name} must not include the shop's public origin (${publicOrigin}) or "*": the staff API answers the staff host only.`)
  }
  return value
}
/** Session cookies are only marked Secure when the shop is actually served over https. */
const secureCookies = storefront.startsWith("https://")

const redisUrl = process.env.REDIS_URL
/**
 * The shop's queues, locks, cache keys and channels in Redis start with this, so that several
 * shops (or test runs) can share one Redis without taking each other's jobs.
 */
const redisPrefix = process.env.REDIS_PREFIX || "printshop"
/** BullMQ's queue names may not hold a colon. */
const queuePrefix = redisPrefix.replace(/:/g, "-")

/** With REDIS_URL set, every infrastructure module that shares state between processes uses Redis. */
const redisModules = redisUrl
  ? [
      {
        resolve: "@medusajs/medusa/event-bus-redis",
        options: {
          redisUrl,
          queueName: `${queuePrefix}-events`,
          jobOptions: {
            removeOnComplete: { age: 3600, count: 1000 },
            removeOnFail: { age: 3600, count: 1000 },
          },
        },
      },
      {
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { redisUrl, queueName: `${queuePrefix}-workflows`, jobQueueName: `${queuePrefix}-workflow-jobs` } },
      },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl, namespace: `${redisPrefix}:lock:` },
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
              options: { redisUrl, prefix: `${redisPrefix}:cache:` },
            },
          ],
        },
      },
    ]
  : []

/**
 * Uploaded pictures and private files (exports, imports): S3-compatible storage when S3_BUCKET is
 * set, otherwise this machine's disk through the shop's provider (src/modules/shop-files), which
 * keeps private files out of the served folder and answers relative /static URLs.
 */
const fileProvider = process.env.S3_BUCKET
  ? {
      resolve: "@medusajs/medusa/file-s3",
      id: "s3",
      options: {
        file_url: process.env.S3_FILE_URL,
        access_key_id: process.env.S3_ACCESS_KEY_ID,
        secret_access_key: process.env.S3_SECRET_ACCESS_KEY,
        region: process.env.S3_REGION,
        bucket: process.env.S3_BUCKET,
        endpoint: process.env.S3_ENDPOINT,
      },
    }
  : {
      resolve: "./src/modules/shop-files",
      id: "local",
      options: { upload_dir: uploadFolder(), private_upload_dir: privateFolder() },
    }

/**
 * Tax through Medusa's Tax Module with the shop's provider (docs/decisions.md, "Tax exemption"):
 * Medusa's rates as the system provider applies them, and no tax for an order of a company with an
 * approved exemption certificate for the state it ships to. The merchant picks it per tax region.
 */
const taxModule = {
  resolve: "@medusajs/medusa/tax",
  options: { providers: [{ resolve: "./src/modules/exemption-tax-provider", id: "shop" }] },
}

/**
 * E-mail through Medusa's Notification Module: the shop's provider renders and sends the "email"
 * channel over SMTP_URL (npm start runs a local mailbox when none is set); Medusa's local
 * provider keeps the dashboard's "feed" channel (export notices). Without SMTP_URL every e-mail
 * is recorded as failed and sent by the retry job once one is configured (docs/email.md).
 */
const notificationModule = {
  resolve: "@medusajs/medusa/notification",
  options: {
    providers: [
      { resolve: "@medusajs/medusa/notification-local", id: "local", options: { name: "Dashboard notices", channels: ["feed"] } },
      {
        resolve: "./src/modules/shop-email",
        id: "email",
        options: {
          channels: ["email"],
          smtp_url: process.env.SMTP_URL || "",
          from: process.env.MAIL_FROM || "PrintShop Pro <orders@printshop.local>",
          storefront_url: storefront,
        },
      },
    ],
  },
}

/**
 * Payments through Medusa's Payment Module (docs/operations.md, "Payments"): Medusa's system provider
 * (cash or card on delivery, recorded, not charged) is always there; with STRIPE_API_KEY set,
 * Medusa's Stripe provider charges "Credit / Debit Card" (authorised at the order, captured at
 * delivery or shipment), and is enabled for the shop's region the first time the shop runs with it.
 */
const stripeApiKey = process.env.STRIPE_API_KEY?.trim()
const stripeProviders = stripeApiKey
  ? [
      {
        resolve: "@medusajs/medusa/payment-stripe",
        id: "stripe",
        options: { apiKey: stripeApiKey, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET?.trim() || undefined, capture: false },
      },
    ]
  : []

type ConfigExtension = {
  plugins?: Array<string | { resolve: string; options: Record<string, unknown> }>
  modules?: Array<{ resolve: string; options?: Record<string, unknown> } & Record<string, unknown>>
  paymentProviders?: Array<{ resolve: string; id: string; options?: Record<string, unknown> }>
}

/**
 * SHOP_CONFIG_EXTENSION: a CommonJS file (path from the backend folder, or absolute) adding plugins,
 * modules and payment providers to this configuration without editing it: a deployment's own
 * additions kept outside the repository, or the tests' payment provider and plugin. The usual place
 * for a merchant's plugin is the `plugins` list below (docs/operations.md, "Extending with plugins").
 */
function configExtension(): Required<ConfigExtension> {
  const file = process.env.SHOP_CONFIG_EXTENSION?.trim()
  // Read synchronously, as this configuration is: the file is chosen at run time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const extension: ConfigExtension = file ? require(path.resolve(__dirname, file)) : {}
  return { plugins: extension.plugins ?? [], modules: extension.modules ?? [], paymentProviders: extension.paymentProviders ?? [] }
}
const extension = configExtension()

const paymentModule = {
  resolve: "@medusajs/medusa/payment",
  options: { providers: [...stripeProviders, ...extension.paymentProviders] },
}

const workerMode = (process.env.MEDUSA_WORKER_MODE || "shared") as "shared" | "worker" | "server"

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseLogging: false,
    redisUrl,
    workerMode,
    cookieOptions: { secure: secureCookies, sameSite: "lax" },
    http: {
      storeCors: process.env.STORE_CORS || storeCors,
      adminCors: staffOrigins("ADMIN_CORS"),
      authCors: staffOrigins("AUTH_CORS"),
      jwtSecret,
      cookieSecret,
      // Answers above 1 KB are gzip-compressed for clients that accept it. The public origin's
      // caches ask for it once and keep the compressed answer (deploy/nginx.conf), instead of
      // compressing the same catalogue page again for every shopper.
      compression: { enabled: true, level: 6, threshold: 1024 },
    },
  },
  admin: {
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true" || workerMode === "worker",
    // The dashboard talks to the backend that serves it (its own origin), whatever its address:
    // a bundle built once works on every port and host. MEDUSA_ADMIN_BACKEND_URL overrides it.
    backendUrl: process.env.MEDUSA_ADMIN_BACKEND_URL || "/",
  },
  featureFlags: redisUrl ? { caching: true } : {},
  // Medusa plugins: add a package here as Medusa's docs say, e.g. { resolve: "@acme/medusa-plugin", options: {} }.
  plugins: [...extension.plugins],
  modules: [
    { resolve: "./src/modules/product-details" },
    { resolve: "./src/modules/reviews" },
    { resolve: "./src/modules/search-terms" },
    // Other processes hear of catalogue changes on Redis (with REDIS_URL) or on the database.
    { resolve: "./src/modules/catalogue", options: { redisUrl, redisPrefix, databaseUrl: process.env.DATABASE_URL } },
    { resolve: "./src/modules/catalogue/read-port" },
    { resolve: "./src/modules/sessions" },
    { resolve: "./src/modules/checkout-submissions" },
    { resolve: "./src/modules/inquiries" },
    { resolve: "./src/modules/quotes" },
    { resolve: "./src/modules/companies" },
    { resolve: "./src/modules/tax-exemptions" },
    { resolve: "./src/modules/product-fits" },
    { resolve: "./src/modules/stock-alerts" },
    taxModule,
    { resolve: "./src/modules/product-imports" },
    { resolve: "@medusajs/medusa/file", options: { providers: [fileProvider] } },
    notificationModule,
    paymentModule,
    ...redisModules,
    ...extension.modules,
  ],
})
