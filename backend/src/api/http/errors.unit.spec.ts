import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refuseControlCharacters } from "./errors"

function run(body: unknown, query: Record<string, unknown> = {}) {
  const answer: { status?: number; json?: { message: string; errors: Array<{ path: string; message: string }> } } = {}
  const res = {
    status(code: number) {
      answer.status = code
      return this
    },
    json(value: typeof answer.json) {
      answer.json = value
      return this
    },
  } as unknown as MedusaResponse
  let passed = false
  refuseControlCharacters({ body, query } as MedusaRequest, res, (() => (passed = true)) as MedusaNextFunction)
  return { ...answer, passed }
}

describe("control characters", () => {
  it("lets text with tabs and line breaks through", () => {
    expect(run({ message: "Line one\nLine two\twith a tab\r\n", items: [{ name: "Café" }] }).passed).toBe(true)
  })

  it("refuses NUL and the like with the field's path", () => {
    expect(run({ items: [{ productName: "a\u0000b" }] })).toMatchObject({
      status: 400,
      json: { errors: [{ path: "items.0.productName", message: "Must not contain control characters" }] },
    })
    expect(run({}, { search: "\u001b[31m" }).json?.errors[0].path).toEqual("search")
    expect(run({ "bad\u0007key": "x" }).json?.errors[0].path).toEqual("bad\u0007key")
  })
})
