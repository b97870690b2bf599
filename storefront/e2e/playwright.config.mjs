// The browser tests: the shop started by scripts/test.mjs (E2E_BASE_URL), driven in Chromium, and
// the production edge (deploy/nginx.conf) in front of the same shop.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { defineConfig } from "@playwright/test"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")

export default defineConfig({
  testDir: ROOT,
  testMatch: ["storefront/e2e/**/*.test.mjs", "tests/**/*.test.mjs"],
  // Files run side by side; the tests of a file one after another.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(ROOT, "e2e-artifacts", "failures"),
  reporter: [["list"], ["json"]],
  use: {
    baseURL: process.env.E2E_BASE_URL || "http://localhost:8000",
    viewport: { width: 1280, height: 900 },
    reducedMotion: "reduce",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: "only-on-failure",
    // A trace records every step of every test (slow); E2E_TRACE=1 keeps one for each failed test.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
})
