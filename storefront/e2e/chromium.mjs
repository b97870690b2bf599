// Finds a Chromium for the browser tests and the web benchmark: CHROMIUM_PATH, then the usual
// system locations, then (Linux x64) the headless Chromium that `npm ci` installs from the npm
// registry (@sparticuz/chromium), unpacked on first use. Browser downloads do not work everywhere;
// a package from the registry does.
import fs from "node:fs"

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
]

/** The Chromium of the npm registry, on the platform it is built for; null elsewhere or when missing. */
async function registryChromium() {
  if (process.platform !== "linux" || process.arch !== "x64") return null
  try {
    const { default: chromium } = await import("@sparticuz/chromium")
    return await chromium.executablePath()
  } catch {
    return null
  }
}

/** `{ path, source }` of the Chromium to use, or `{ path: null, help }` saying what to do. */
export async function findChromium() {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (fs.existsSync(configured)) return { path: configured, source: "CHROMIUM_PATH" }
    return { path: null, help: `CHROMIUM_PATH is set to '${configured}', but there is no file there.` }
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate))
  if (found) return { path: found, source: "system" }
  const fromRegistry = await registryChromium()
  if (fromRegistry) return { path: fromRegistry, source: "npm (@sparticuz/chromium)" }
  return {
    path: null,
    help: [
      "The browser tests need Chromium, and none was found.",
      "On Linux x64 `npm ci` installs one (@sparticuz/chromium); elsewhere install Chromium or Chrome:",
      "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
      "  macOS:          brew install --cask chromium",
      "or point CHROMIUM_PATH at an installed Chromium or Chrome executable.",
    ].join("\n"),
  }
}
