import { randomBytes } from "node:crypto"
import { XMLParser, XMLValidator } from "fast-xml-parser"

/** A picture type the shop stores, known by its first bytes, never by a file's name or declared type. */
export type Picture = { mimeType: string; extension: string }

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const RASTER: Array<Picture & { matches: (bytes: Buffer) => boolean }> = [
  { mimeType: "image/png", extension: "png", matches: (bytes) => bytes.subarray(0, 8).equals(PNG) },
  { mimeType: "image/jpeg", extension: "jpg", matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { mimeType: "image/gif", extension: "gif", matches: (bytes) => /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1")) },
  {
    mimeType: "image/webp",
    extension: "webp",
    matches: (bytes) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP",
  },
  {
    mimeType: "image/avif",
    extension: "avif",
    matches: (bytes) => bytes.subarray(4, 8).toString("latin1") === "ftyp" && /^avi[fs]$/.test(bytes.subarray(8, 12).toString("latin1")),
  },
]

/** The raster picture (PNG, JPEG, GIF, WebP, AVIF) these bytes are, or null. */
export function detectPicture(bytes: Buffer): Picture | null {
  const found = RASTER.find((type) => type.matches(bytes))
  return found ? { mimeType: found.mimeType, extension: found.extension } : null
}

/** The extensions served from /static, with their types: what the file module stores, nothing else. */
export const SERVED_TYPES: Record<string, string> = {
  ...Object.fromEntries(RASTER.map((type) => [type.extension, type.mimeType])),
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
}

// ---------------------------------------------------------------------------------------------
// SVG: drawings only. An SVG can carry script, event handlers, foreign HTML and links to other
// documents; one made only of the elements and attributes below can do none of that.
// ---------------------------------------------------------------------------------------------

const SVG_ELEMENTS = new Set([
  "svg", "g", "defs", "title", "desc", "symbol", "use",
  "rect", "circle", "ellipse", "line", "polyline", "polygon", "path",
  "text", "tspan", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern",
])

const SVG_ATTRIBUTES = new Set([
  "xmlns", "xmlns:xlink", "version", "id", "class", "role", "aria-label", "aria-hidden", "viewBox", "width", "height",
  "preserveAspectRatio", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "d", "points",
  "transform", "fill", "fill-opacity", "fill-rule", "clip-rule", "opacity", "stroke", "stroke-width", "stroke-opacity",
  "stroke-linecap", "stroke-linejoin", "stroke-dasharray", "stroke-dashoffset", "stroke-miterlimit", "font-family",
  "font-size", "font-weight", "font-style", "letter-spacing", "text-anchor", "dominant-baseline", "offset", "stop-color",
  "stop-opacity", "gradientUnits", "gradientTransform", "patternUnits", "patternTransform", "clip-path", "mask",
  "clipPathUnits", "maskUnits", "href", "xlink:href", "dx", "dy", "xml:space",
])

/** A value that reaches outside the drawing: a script URL, embedded data, a reference to another document. */
const UNSAFE_VALUE = /javascript:|data:|url\(\s*['"]?(?!#)/i

type XmlNode = { [name: string]: XmlNode[] | string | Record<string, string> | undefined; ":@"?: Record<string, string> }

const svgParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  preserveOrder: true,
  processEntities: false,
  ignoreDeclaration: true,
  // Comments are parsed as nodes so that nothing is dropped unseen.
  commentPropName: "#comment",
})

function nodeProblem(nodes: XmlNode[]): string | null {
  for (const node of nodes) {
    for (const [name, value] of Object.entries(node)) {
      if (name === ":@" || name === "#text" || name === "#comment") continue
      if (!SVG_ELEMENTS.has(name)) return `the element <${name}> is not allowed`
      const attributes = node[":@"] ?? {}
      for (const [attribute, attributeValue] of Object.entries(attributes)) {
        if (!SVG_ATTRIBUTES.has(attribute)) return `the attribute ${attribute} is not allowed`
        const text = String(attributeValue)
        if ((attribute === "href" || attribute === "xlink:href") && !text.startsWith("#")) return "links to other documents are not allowed"
        if (UNSAFE_VALUE.test(text)) return `the value of ${attribute} is not allowed`
      }
      const problem = Array.isArray(value) ? nodeProblem(value) : null
      if (problem) return problem
    }
  }
  return null
}

/**
 * Why an SVG is refused, or null when it is a plain drawing: well-formed XML with an <svg> root,
 * no DOCTYPE, entities or processing instructions, and only the drawing elements and attributes
 * above (so no script, event handler, foreign object, style sheet or outside reference).
 */
export function svgProblem(bytes: Buffer): string | null {
  const text = bytes.toString("utf8")
  if (/<!DOCTYPE|<!ENTITY|<\?(?!xml\s)|<!\[CDATA\[/i.test(text)) return "declarations are not allowed"
  if (XMLValidator.validate(text) !== true) return "it is not well-formed XML"
  const nodes = svgParser.parse(text) as XmlNode[]
  const roots = nodes.filter((node) => !("#comment" in node) && !("#text" in node))
  if (roots.length !== 1 || !("svg" in roots[0])) return "it is not an SVG drawing"
  return nodeProblem(nodes)
}

/**
 * A file name that no other upload has: Medusa's local provider names a file by the millisecond and
 * its name, so two uploads of the same name in the same millisecond (two rows of a CSV import, two
 * companies' "certificate.pdf") would otherwise be one file, the second written over the first.
 * Its folder, if any, is kept.
 */
export function uniqueFileName(filename: string): string {
  const slash = Math.max(filename.lastIndexOf("/"), filename.lastIndexOf("\\"))
  return `${filename.slice(0, slash + 1)}${randomBytes(4).toString("hex")}-${filename.slice(slash + 1)}`
}

/** A file name made safe to store: the name's own characters, with the extension of its content. */
export function storedName(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(-100)
  return `${base || "image"}.${extension}`
}
