#!/usr/bin/env node
// Generates the flat SVG product illustrations used by the seeded catalogue.
//
//   node scripts/generate-product-images.mjs
//
// Reads backend/src/scripts/seed/catalogue-images.json (one entry per image file referenced by
// CATALOGUE in catalogue-data.ts: { file, name, brand, category, variant }) and writes one
// 800x800 SVG per entry into backend/src/scripts/seed/images/ (the seed uploads them to Medusa's file
// module), plus storefront/public/images/products/placeholder.svg ("No Image", the product-card
// fallback). No dependencies; output is deterministic.

import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
const MANIFEST = join(ROOT, "backend/src/scripts/seed/catalogue-images.json")
const CATALOGUE_TS = join(ROOT, "backend/src/scripts/seed/catalogue-data.ts")
const OUT_DIR = join(ROOT, "backend/src/scripts/seed/images")
const PLACEHOLDER_DIR = join(ROOT, "storefront/public/images/products")
const FONT = "system-ui, sans-serif"
const MAX_BYTES = 6 * 1024

// ───────────────────────── helpers ─────────────────────────

const esc = (s) =>
  String(s)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")

function hash(str) {
  let h = 2166136261
  for (const ch of str) {
    h ^= ch.codePointAt(0)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

const hex = (n) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, "0")
const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
/** Mix colour a toward colour b by t (0..1). */
function mix(a, b, t) {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  return `#${hex(r1 + (r2 - r1) * t)}${hex(g1 + (g2 - g1) * t)}${hex(b1 + (b2 - b1) * t)}`
}

// Stable per-brand accent: a palette indexed by a hash of the brand name.
const PALETTE = [
  "#0B6BCB", "#D7263D", "#1E9E5A", "#F08A24", "#6C3FC5", "#0E9AA7", "#C2185B",
  "#2F4B9A", "#B8860B", "#E4572E", "#147D64", "#8E44AD", "#1565C0", "#AD1457",
]
const accentFor = (brand) => PALETTE[hash(brand.toLowerCase()) % PALETTE.length]

// ───────────────────────── device drawings ─────────────────────────
// Each returns SVG markup for a device drawn in an 800x800 scene (roughly x 140-660, y 120-580).
// c = { a: accent, b: body, e: body edge/shade, k: dark trim, inUse }

const r = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`
const circ = (cx, cy, rr, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${fill}"${extra}/>`
const poly = (pts, fill, extra = "") => `<polygon points="${pts}" fill="${fill}"${extra}/>`
const lines = (x, y, w, n, gap, col = "#cbd5e1") =>
  Array.from({ length: n }, (_, i) => r(x, y + i * gap, i === n - 1 ? w * 0.6 : w, 6, 3, col)).join("")
const logo = (x, y, text, fill, size = 18) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${esc(text)}</text>`

function printer(c, brand) {
  return (
    r(270, 140, 260, 110, 4, "#fff", ' stroke="#d1d5db" stroke-width="3"') + // paper in rear feeder
    lines(295, 165, 200, 3, 22, "#e2e8f0") +
    r(180, 230, 440, 250, 26, c.b) +
    r(200, 212, 400, 44, 14, c.e) +
    r(180, 440, 440, 14, 0, c.a) +
    r(235, 340, 330, 16, 8, c.k) + // output slot
    r(470, 262, 110, 48, 8, c.k) +
    r(480, 272, 60, 28, 4, mix(c.a, "#ffffff", 0.35)) +
    circ(560, 286, 8, c.a) +
    circ(220, 280, 7, c.a) +
    logo(290, 300, brand, c.e === c.b ? c.k : mix(c.e, c.k, 0.4)) +
    poly("220,480 580,480 610,520 190,520", c.e) + // output / cassette tray
    (c.inUse
      ? r(280, 352, 240, 150, 4, "#fff", ' stroke="#d1d5db" stroke-width="2"') + lines(300, 378, 190, 4, 24)
      : r(285, 352, 230, 56, 3, "#fff", ' stroke="#d1d5db" stroke-width="2"') + lines(305, 372, 170, 2, 18))
  )
}

function photoPrinter(c, brand) {
  const out = c.inUse ? 130 : 190
  return (
    // photo coming out of the top slot, a small landscape
    `<g>${r(285, out, 230, 170, 6, "#fff", ' stroke="#d1d5db" stroke-width="3"')}` +
    r(300, out + 14, 200, 124, 2, "#9fd3f5") +
    circ(455, out + 44, 16, "#ffd166") +
    poly(`300,${out + 138} 360,${out + 70} 410,${out + 118} 450,${out + 88} 500,${out + 138}`, "#3aa66a") +
    poly(`300,${out + 138} 340,${out + 104} 390,${out + 138}`, "#2a7f50") +
    `</g>` +
    r(220, 300, 360, 200, 40, c.b) +
    r(220, 300, 360, 40, 20, c.e) +
    r(270, 306, 260, 14, 7, c.k) + // slot
    r(250, 370, 150, 90, 10, c.k) +
    r(260, 380, 130, 70, 6, mix(c.a, "#ffffff", 0.45)) +
    circ(470, 400, 14, c.a) +
    circ(515, 400, 10, c.e) +
    circ(470, 440, 10, c.e) +
    r(220, 478, 360, 10, 0, c.a) +
    logo(490, 470, brand, c.k, 16)
  )
}

function scanner(c, brand, sheetFed) {
  if (sheetFed) {
    return (
      poly("260,150 540,150 560,300 240,300", "#fff", ' stroke="#d1d5db" stroke-width="3"') + // paper on input chute
      lines(290, 180, 220, 3, 26, "#e2e8f0") +
      poly("240,250 560,250 580,310 220,310", c.e) +
      r(200, 300, 400, 180, 30, c.b) +
      r(230, 330, 340, 14, 7, c.k) +
      r(230, 330, 340, 6, 3, c.inUse ? "#7dd3fc" : mix(c.k, "#ffffff", 0.2)) +
      r(250, 380, 110, 60, 8, c.k) +
      r(258, 388, 94, 44, 5, mix(c.a, "#ffffff", 0.4)) +
      circ(530, 410, 14, c.a) +
      r(200, 462, 400, 12, 0, c.a) +
      poly("230,474 570,474 600,530 200,530", c.e) +
      (c.inUse ? r(290, 480, 220, 44, 3, "#fff", ' stroke="#d1d5db" stroke-width="2"') : "") +
      logo(450, 425, brand, c.k, 16)
    )
  }
  return (
    (c.inUse
      ? poly("190,330 610,330 580,200 220,200", c.e) + r(230, 210, 340, 110, 4, "#fff")
      : "") +
    r(150, 330, 500, 150, 22, c.b) +
    r(150, 316, 500, 34, 14, c.e) + // lid edge
    r(180, 365, 440, 70, 8, c.inUse ? "#bfe9ff" : "#d6e6f2") + // glass
    r(c.inUse ? 380 : 200, 365, 18, 70, 4, c.a, c.inUse ? ' opacity=".85"' : "") +
    (c.inUse ? r(340, 365, 100, 70, 0, "#7dd3fc", ' opacity=".35"') : "") +
    r(150, 455, 500, 12, 0, c.a) +
    circ(600, 332, 8, c.a) +
    circ(572, 332, 6, c.k) +
    logo(230, 340, brand, c.k, 15)
  )
}

function pos(c, brand, kind) {
  if (kind === "reader") {
    return (
      r(290, 150, 220, 380, 36, c.b) +
      r(308, 175, 184, 200, 12, c.k) +
      r(320, 190, 160, 40, 6, c.a) +
      lines(322, 248, 156, 3, 22, "#94a3b8") +
      (c.inUse ? `<text x="400" y="350" font-size="24" text-anchor="middle" fill="#4ade80">Approved</text>` : "") +
      Array.from({ length: 9 }, (_, i) => circ(345 + (i % 3) * 55, 410 + Math.floor(i / 3) * 36, 12, c.e)).join("") +
      r(330, 510, 140, 10, 5, c.k) +
      logo(400, 168, brand, mix(c.b, c.k, 0.6), 13) +
      (c.inUse ? r(430, 430, 150, 96, 10, mix(c.a, "#000000", 0.2), ' transform="rotate(-14 505 478)"') : "")
    )
  }
  if (kind === "receipt") {
    const h = c.inUse ? 190 : 110
    return (
      r(320, 330 - h, 160, h + 20, 2, "#fff", ' stroke="#d1d5db" stroke-width="3"') +
      lines(340, 350 - h, 120, Math.floor(h / 30), 26, "#cbd5e1") +
      r(240, 320, 320, 210, 34, c.b) +
      r(240, 320, 320, 54, 26, c.e) +
      r(300, 328, 200, 12, 6, c.k) +
      circ(290, 430, 12, c.a) +
      r(330, 420, 180, 22, 11, c.e) +
      r(240, 500, 320, 12, 0, c.a) +
      logo(400, 478, brand, c.k, 17)
    )
  }
  // countertop terminal: screen on a stand, card reader, cash drawer
  const tiles = Array.from({ length: 6 }, (_, i) =>
    r(300 + (i % 3) * 72, 190 + Math.floor(i / 3) * 58, 62, 48, 6, i === 0 ? c.a : mix(c.a, "#ffffff", 0.25 + (i % 3) * 0.2))
  ).join("")
  return (
    r(280, 150, 250, 200, 16, c.k) +
    r(292, 162, 226, 176, 8, "#f8fafc") +
    (c.inUse ? r(300, 190, 210, 106, 6, "#22c55e") + `<text x="405" y="255" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">$24.50 ✓</text>` : tiles) +
    r(300, 306, 210, 22, 5, c.a) +
    r(385, 350, 40, 70, 0, c.e) +
    r(330, 410, 150, 20, 10, c.e) +
    r(560, 280, 86, 150, 16, c.k) +
    r(572, 294, 62, 40, 5, mix(c.a, "#ffffff", 0.4)) +
    Array.from({ length: 6 }, (_, i) => circ(588 + (i % 3) * 16, 352 + Math.floor(i / 3) * 18, 5, "#94a3b8")).join("") +
    r(180, 430, 460, 110, 12, c.b) +
    r(180, 430, 460, 18, 8, c.e) +
    r(350, 480, 120, 14, 7, c.k) +
    r(180, 525, 460, 10, 0, c.a) +
    (c.inUse ? r(190, 470, 150, 40, 4, "#86efac", ' opacity=".8"') : "") +
    logo(260, 500, brand, c.k, 15)
  )
}

function barcodeLabel(x, y) {
  const widths = [6, 3, 3, 8, 3, 5, 3, 3, 7, 3, 4, 6, 3, 3, 8, 4, 3, 6]
  let cx = x + 14
  let bars = ""
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars += r(cx, y + 14, w, 80, 0, "#111827")
    cx += w + 3
  })
  return r(x, y, 140, 120, 8, "#fff", ' stroke="#d1d5db" stroke-width="3"') + bars + r(x + 14, y + 100, 112, 6, 3, "#cbd5e1")
}

function barcode(c, brand, mobile) {
  const beam = (x1, y1, y2) =>
    poly(`${x1},${y1} 600,${y2 - 40} 600,${y2 + 90}`, "#ef4444", ' opacity=".28"') +
    r(526, y2 + 20, 120, 5, 2, "#ef4444")
  if (mobile) {
    return (
      (c.inUse ? beam(400, 150, 150) + barcodeLabel(510, 120) : "") +
      r(290, 140, 220, 420, 34, c.k) +
      r(305, 175, 190, 320, 12, "#f8fafc") +
      r(318, 190, 164, 44, 6, c.a) +
      lines(320, 252, 160, 5, 30, "#cbd5e1") +
      r(360, 146, 80, 14, 7, c.inUse ? "#ef4444" : "#475569") +
      r(280, 270, 10, 70, 4, c.a) +
      r(510, 270, 10, 70, 4, c.a) +
      r(350, 512, 100, 24, 12, c.e) +
      logo(400, 552, brand, "#e5e7eb", 14)
    )
  }
  return (
    (c.inUse ? beam(420, 250, 230) + barcodeLabel(540, 200) : "") +
    // grip
    r(270, 300, 110, 260, 46, c.b, ' transform="rotate(-16 325 430)"') +
    // trigger
    r(372, 318, 40, 84, 18, c.a, ' transform="rotate(-16 392 360)"') +
    // head
    r(180, 180, 260, 140, 58, c.b) +
    r(390, 196, 50, 108, 22, c.k) +
    r(420, 212, 14, 76, 6, c.inUse ? "#ef4444" : "#64748b") +
    r(200, 200, 150, 22, 11, c.e) +
    circ(250, 270, 10, c.a) +
    logo(300, 292, brand, c.k, 17) +
    r(290, 530, 90, 26, 10, c.e, ' transform="rotate(-16 335 543)"')
  )
}

function bundle(c, brand, name) {
  // grouped devices whose mix depends on what the bundle or service is about
  const mini = { ...c, inUse: false }
  const g = (x, y, k, body) => `<g transform="translate(${x} ${y}) scale(${k})">${body}</g>`
  const box = (x, y) =>
    r(x, y, 120, 90, 6, "#d4a373") + r(x, y, 120, 16, 4, "#b5835a") + r(x + 50, y, 20, 90, 0, "#e9c89b")
  const docs = (x, y) =>
    r(x + 16, y - 16, 110, 140, 6, "#e5e7eb") + r(x, y, 110, 140, 6, "#fff", ' stroke="#d1d5db" stroke-width="3"') + lines(x + 16, y + 22, 78, 4, 24)
  let group
  if (/pos|restaurant|retail/i.test(name)) {
    group = g(90, 100, 0.55, pos(mini, "", "receipt")) + g(330, 190, 0.58, pos(mini, "", "terminal")) + g(140, 330, 0.5, barcode(mini, "", false))
  } else if (/barcode|shipping|inventory|label/i.test(name)) {
    group = g(90, 110, 0.55, printer(mini, "")) + box(440, 340) + box(500, 260) + g(210, 320, 0.5, barcode(mini, "", false))
  } else if (/training|installation/i.test(name)) {
    group = g(320, 170, 0.58, pos(mini, "", "terminal")) + g(90, 130, 0.55, printer(mini, "")) + docs(220, 400)
  } else {
    group = g(90, 110, 0.55, printer(mini, "")) + g(330, 200, 0.55, scanner(mini, "", true)) + docs(200, 380)
  }
  const service = /plan|service|session|license|suite|managed/i.test(name)
  const icon = service
    ? `<circle cx="600" cy="150" r="30" fill="none" stroke="#fff" stroke-width="8"/><path d="M600 132v20l13 9" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`
    : `<path d="M580 150l14 14 26-28" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  return (
    r(130, 120, 540, 460, 40, mix(c.a, "#ffffff", 0.88)) +
    group +
    circ(600, 150, 46, c.a) +
    icon +
    logo(400, 560, brand.toUpperCase(), mix(c.a, "#000000", 0.2), 20)
  )
}

function device(entry, c) {
  const { category, name, brand } = entry
  const short = brand.length > 14 ? brand.split(" ")[0] : brand
  switch (category) {
    case "printers":
      return printer(c, short)
    case "photo-printers":
      return photoPrinter(c, short)
    case "scanners":
      return scanner(c, short, !/flatbed|LiDE|Perfection/i.test(name))
    case "pos-systems":
      return pos(c, short, /receipt|mC-Print/i.test(name) ? "receipt" : /reader|\bgo\b|flex|handheld/i.test(name) ? "reader" : "terminal")
    case "barcode-scanners":
      return barcode(c, short, /mobile computer/i.test(name))
    default:
      return bundle(c, short, name)
  }
}

// ───────────────────────── scene and label ─────────────────────────

/** Point to zoom onto (and zoom factor) for the "detail" view. */
function focusFor({ category, name }) {
  switch (category) {
    case "printers":
      return [420, 300, 1.7]
    case "photo-printers":
      return [400, 360, 1.6]
    case "scanners":
      return /flatbed|LiDE|Perfection/i.test(name) ? [400, 400, 1.5] : [400, 380, 1.45]
    case "pos-systems":
      return /receipt|mC-Print/i.test(name) ? [400, 380, 1.5] : /reader|\bgo\b|flex|handheld/i.test(name) ? [400, 300, 1.5] : [440, 300, 1.5]
    case "barcode-scanners":
      return /mobile computer/i.test(name) ? [400, 260, 1.5] : [320, 280, 1.6]
    default:
      return [400, 340, 1.35]
  }
}

function modelLines(name, brand) {
  const model = name.startsWith(brand + " ") ? name.slice(brand.length + 1) : name
  if (model.length <= 34) return [model]
  const words = model.split(" ")
  let first = ""
  while (words.length && (first + " " + words[0]).trim().length <= 36) first = (first + " " + words.shift()).trim()
  let second = words.join(" ")
  if (second.length > 38) second = second.slice(0, 37).trimEnd() + "…"
  return [first, second]
}

function svgFor(entry) {
  const { brand, name, variant } = entry
  const a = accentFor(brand)
  const v = ((variant - 1) % 4) + 1
  const light = { a, b: "#f3f4f6", e: "#d1d5db", k: "#1f2937" }
  const dark = { a, b: "#374151", e: "#4b5563", k: "#111827" }
  const c = { ...(v === 2 ? dark : light), inUse: v === 4 }
  const bgTop = [mix(a, "#ffffff", 0.9), mix(a, "#ffffff", 0.75), mix(a, "#0f172a", 0.15), "#fdf6ec"][v - 1]
  const bgBot = [mix(a, "#ffffff", 0.78), mix(a, "#e2e8f0", 0.9), mix(a, "#0f172a", 0.45), "#f5e6d3"][v - 1]

  let scene = device(entry, c)
  if (v === 2) {
    // three-quarter "side" view: skewed body with a shaded side face
    scene = `<g transform="translate(70 40) skewY(-7) scale(.86 .92)">${scene}</g>`
  } else if (v === 3) {
    // detail view: zoomed onto the upper part of the device
    const [fx, fy, s] = focusFor(entry)
    scene = `<g transform="translate(${Math.round(400 - fx * s)} ${Math.round(330 - fy * s)}) scale(${s})">${scene}</g>`
  }
  const shadow = v === 3 ? "" : `<ellipse cx="400" cy="575" rx="270" ry="22" fill="#000" opacity=".1"/>`
  const desk =
    v === 4
      ? r(0, 560, 800, 90, 0, "#c8a27a") +
        r(0, 560, 800, 8, 0, "#b08763") +
        // mug and plant
        r(640, 480, 60, 80, 10, "#ffffff", ' stroke="#e5e7eb" stroke-width="3"') +
        `<path d="M700 500h16a14 14 0 0 1 0 32h-16" stroke="#e5e7eb" stroke-width="6" fill="none"/>` +
        r(90, 500, 60, 60, 8, "#d97757") +
        poly("120,500 92,430 120,470 148,420 126,500", "#3f9a5a")
      : ""
  const badge = ["", "", "DETAIL", "IN USE"][v - 1]
  const [l1, l2] = modelLines(name, brand)
  const modelText = l2
    ? `<text x="400" y="733" font-size="26" fill="#1f2937" text-anchor="middle">${esc(l1)}</text>` +
      `<text x="400" y="766" font-size="26" fill="#1f2937" text-anchor="middle">${esc(l2)}</text>`
    : `<text x="400" y="748" font-size="30" fill="#1f2937" text-anchor="middle">${esc(l1)}</text>`

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" font-family="${FONT}" role="img" aria-label="${esc(name.startsWith(brand) ? name : `${brand} ${name}`)}">` +
    `<title>${esc(name)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBot}"/></linearGradient></defs>` +
    r(0, 0, 800, 800, 0, "url(#bg)") +
    (v === 1 ? circ(640, 150, 120, "#ffffff", ' opacity=".35"') : "") +
    desk +
    shadow +
    `<g>${scene}</g>` +
    (badge ? r(28, 28, badge.length * 13 + 36, 40, 20, a) + `<text x="${46 + (badge.length * 13) / 2}" y="55" font-size="18" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="1">${badge}</text>` : "") +
    r(0, 650, 800, 150, 0, "#ffffff") +
    r(0, 650, 800, 6, 0, a) +
    `<text x="400" y="${l2 ? 698 : 702}" font-size="30" font-weight="800" fill="${a}" text-anchor="middle" letter-spacing="2">${esc(brand.toUpperCase())}</text>` +
    modelText +
    `</svg>\n`
  )
}

function placeholderSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" font-family="${FONT}" role="img" aria-label="No Image">` +
    `<rect width="800" height="800" fill="#e5e7eb"/>` +
    `<rect x="300" y="250" width="200" height="150" rx="16" fill="none" stroke="#9ca3af" stroke-width="12"/>` +
    `<circle cx="350" cy="300" r="18" fill="#9ca3af"/>` +
    `<polygon points="312,388 380,320 420,360 448,332 488,388" fill="#9ca3af"/>` +
    `<text x="400" y="480" font-size="48" font-weight="600" fill="#6b7280" text-anchor="middle" dominant-baseline="middle">No Image</text>` +
    `</svg>\n`
  )
}

// ───────────────────────── main ─────────────────────────

const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"))
if (!Array.isArray(manifest)) throw new Error(`${MANIFEST} must hold an array`)

// Consistency check with the catalogue, without importing TypeScript: every "*.svg" literal in
// catalogue-data.ts should have a manifest entry, and the other way round.
if (existsSync(CATALOGUE_TS)) {
  const referenced = new Set([...readFileSync(CATALOGUE_TS, "utf8").matchAll(/"([a-z0-9][a-z0-9-]*\.svg)"/g)].map((m) => m[1]))
  const listed = new Set(manifest.map((e) => e.file))
  for (const f of referenced) if (!listed.has(f)) console.warn(`warning: ${f} is referenced by catalogue-data.ts but missing from the manifest`)
  for (const f of listed) if (!referenced.has(f)) console.warn(`warning: ${f} is in the manifest but not referenced by catalogue-data.ts`)
}

mkdirSync(OUT_DIR, { recursive: true })
let written = 0
let largest = 0
for (const entry of manifest) {
  for (const key of ["file", "name", "brand", "category", "variant"]) {
    if (entry[key] === undefined || entry[key] === "") throw new Error(`manifest entry without ${key}: ${JSON.stringify(entry)}`)
  }
  if (!/^[a-z0-9][a-z0-9-]*\.svg$/.test(entry.file)) throw new Error(`bad file name: ${entry.file}`)
  const svg = svgFor(entry)
  const bytes = Buffer.byteLength(svg)
  largest = Math.max(largest, bytes)
  if (bytes > MAX_BYTES) console.warn(`warning: ${entry.file} is ${bytes} bytes (over ${MAX_BYTES})`)
  writeFileSync(join(OUT_DIR, entry.file), svg)
  written++
}
mkdirSync(PLACEHOLDER_DIR, { recursive: true })
writeFileSync(join(PLACEHOLDER_DIR, "placeholder.svg"), placeholderSvg())

const missing = manifest.filter((e) => !existsSync(join(OUT_DIR, e.file)))
for (const e of missing) console.warn(`warning: ${e.file} was not written`)
const onDisk = readdirSync(OUT_DIR).filter((f) => f.endsWith(".svg") && f !== "placeholder.svg").length
console.log(
  `Wrote ${written} product images (+ placeholder.svg) to ${OUT_DIR}; manifest entries ${manifest.length}, ` +
    `product SVGs on disk ${onDisk}, largest ${largest} bytes`
)
if (missing.length) process.exitCode = 1
