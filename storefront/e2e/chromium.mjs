// Finds a Chromium for the browser tests. Browser downloads do not work everywhere, so the
// tests use an installed Chromium: CHROMIUM_PATH, or the usual system locations.
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

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (fs.existsSync(configured)) return { path: configured }
    return { path: null, help: `CHROMIUM_PATH is set to '${configured}', but there is no file there.` }
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate))
  if (found) return { path: found }
  return {
    path: null,
    help: [
      "The browser tests need Chromium, and none was found.",
      "Install it, then run the tests again:",
      "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
      "  macOS:          brew install --cask chromium",
      "or point CHROMIUM_PATH at an installed Chromium or Chrome executable.",
    ].join("\n"),
  }
}
