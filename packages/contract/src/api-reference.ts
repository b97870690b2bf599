/**
 * The text of docs/api-reference.md, from API_ROUTES: each route with the shapes of its query, body
 * and answer, read from the contract's schemas as JSON Schema.
 */
import { type core, toJSONSchema, z } from "zod"
import { API_ROUTES, API_SHAPES, type ApiAccess, type ApiRoute } from "./api-routes"

type JsonSchema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  default?: unknown
}

type Schema = core.$ZodType

const shapeNames = new Map(Object.entries(API_SHAPES).map(([name, schema]) => [schema, name]))

/**
 * A schema as JSON Schema, the shapes of API_SHAPES (other than itself) as references by name. It is
 * the schema's input: what goes over the wire, before the contract's transforms.
 */
function jsonSchemaOf(schema: Schema): JsonSchema {
  const shapes = z.registry<{ id: string }>()
  for (const [shape, name] of shapeNames) if (shape !== schema) shapes.add(shape, { id: name })
  return toJSONSchema(schema, { io: "input", unrepresentable: "any", metadata: shapes }) as JsonSchema
}

/** A bound JavaScript's safe integers already imply says nothing. */
const bound = (value: number | undefined) => (value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value)

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  const plural = (count: number) => `${count} ${unit}${count === 1 ? "" : "s"}`
  if (min !== undefined && max !== undefined) return min === max ? plural(min) : `${min}-${max} ${unit}s`
  if (min !== undefined) return min > 0 ? `at least ${plural(min)}` : null
  if (max !== undefined) return `at most ${plural(max)}`
  return null
}

/** What a scalar's schema says beyond its type: its format, limits and default. */
function constraintsOf(schema: JsonSchema): string[] {
  const notes: string[] = []
  if (schema.format) notes.push(schema.format)
  const characters = range(schema.minLength, schema.maxLength, "character")
  if (characters) notes.push(characters)
  const low = bound(schema.minimum ?? schema.exclusiveMinimum)
  const high = bound(schema.maximum ?? schema.exclusiveMaximum)
  if (low !== undefined || high !== undefined) {
    const from = low === undefined ? "" : `${schema.minimum === undefined ? "over " : ""}${low}`
    const to = high === undefined ? "" : `${schema.maximum === undefined ? "under " : ""}${high}`
    notes.push(from && to ? `${from} to ${to}` : from ? `from ${from}` : `up to ${to}`)
  }
  const items = range(schema.minItems, schema.maxItems, "item")
  if (items) notes.push(items)
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`)
  return notes
}

const alternativesOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf

/** A schema as a TypeScript-like shape, objects one field a line, `indent` deep. */
function shapeOf(schema: JsonSchema, indent = ""): string {
  if (schema.$ref) return schema.$ref.replace("#/$defs/", "")
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ")
  const alternatives = alternativesOf(schema)
  if (alternatives) return alternatives.map((alternative) => shapeOf(alternative, indent)).join(" | ")
  if (schema.allOf) return schema.allOf.map((part) => shapeOf(part, indent)).join(" & ")
  if (schema.type === "object" || schema.properties) {
    const fields = Object.entries(schema.properties ?? {})
    if (!fields.length) {
      return typeof schema.additionalProperties === "object" ? `{ [key: string]: ${shapeOf(schema.additionalProperties, indent)} }` : "{}"
    }
    const inner = `${indent}  `
    const lines = fields.map(([name, field]) => {
      const optional = schema.required?.includes(name) ? "" : "?"
      const notes = constraintsOf(field)
      return `${inner}${name}${optional}: ${shapeOf(field, inner)}${notes.length ? `  // ${notes.join(", ")}` : ""}`
    })
    return `{\n${lines.join("\n")}\n${indent}}`
  }
  if (schema.type === "array") {
    if (schema.prefixItems) return `[${schema.prefixItems.map((item) => shapeOf(item, indent)).join(", ")}]`
    const item = shapeOf(schema.items ?? {}, indent)
    const union = alternativesOf(schema.items ?? {}) || schema.items?.enum || Array.isArray(schema.items?.type)
    return union ? `(${item})[]` : `${item}[]`
  }
  if (Array.isArray(schema.type)) return schema.type.join(" | ")
  if (schema.type === "integer") return "number"
  return schema.type ?? "unknown"
}

const block = (shape: string) => ["```ts", shape, "```"].join("\n")

/** A schema's shape: a name from API_SHAPES, or the shape written out. */
const shapeBlock = (schema: Schema) => block(shapeNames.get(schema) ?? shapeOf(jsonSchemaOf(schema)))

function answerOf(route: ApiRoute): string[] {
  const status = route.status ?? 200
  if (typeof route.answer === "string") return [`Answer ${status}: ${route.answer}.`]
  const answers = Array.isArray(route.answer) ? route.answer : [route.answer as Schema]
  if (answers.length === 1) return [`Answer ${status}:`, "", shapeBlock(answers[0])]
  return [`Answer ${status}, one of:`, "", ...answers.flatMap((answer, index) => [...(index ? [""] : []), shapeBlock(answer)])]
}

function sectionOf(route: ApiRoute): string {
  const lines = [`### \`${route.method} ${route.path}\``, "", route.summary, ""]
  if (route.query) lines.push("Query:", "", shapeBlock(route.query), "")
  if (route.body) lines.push("Body (JSON):", "", shapeBlock(route.body), "")
  lines.push(...answerOf(route), "")
  return lines.join("\n")
}

const GROUPS: readonly [ApiAccess, string, string][] = [
  ["everyone", "For everyone", "No token needed."],
  ["customer", "For signed-in customers", "`Authorization: Bearer <token>` of `POST /api/login` or `POST /api/register`."],
  ["staff", "For staff", "`Authorization: Bearer <token>` of `POST /api/admin/login`, or the dashboard's session cookie on the backend's origin."],
  ["dashboard", "Added to Medusa's admin API", "On the backend's own origin, with a Medusa admin token or the dashboard's session cookie."],
]

/** The whole of docs/api-reference.md. */
export function renderApiReference(routes: readonly ApiRoute[] = API_ROUTES): string {
  const parts = [
    "# The shop API: reference",
    "",
    "<!-- Written by `npm run docs:api` from packages/contract/src/api-routes.ts; edit that file, not this one. -->",
    "",
    "Every route the shop adds, with the shapes of what it takes and answers, read from the contract's",
    "schemas (`packages/contract`), which the backend validates with and the storefront parses with.",
    "What each route does, its errors and its limits are in [api.md](api.md). `?` marks an optional",
    "field; a comment gives a field's format, limits and default; a capitalised name is one of the",
    "[shapes](#shapes) at the end.",
    "",
  ]
  for (const [access, title, note] of GROUPS) {
    const inGroup = routes.filter((route) => route.access === access)
    if (!inGroup.length) continue
    parts.push(`## ${title}`, "", note, "", ...inGroup.map(sectionOf))
  }
  parts.push("## Shapes", "", "What several routes take or answer.", "")
  for (const [name, schema] of Object.entries(API_SHAPES)) parts.push(`### ${name}`, "", block(shapeOf(jsonSchemaOf(schema))), "")
  return `${parts.join("\n").trimEnd()}\n`
}
