import { MedusaError } from "@medusajs/framework/utils"
import { missingAsNull } from "./missing-as-null"

describe("missingAsNull", () => {
  it("answers the record when it exists", async () => {
    await expect(missingAsNull(Promise.resolve({ id: "cus_1" }))).resolves.toEqual({ id: "cus_1" })
  })

  it("answers null when the record does not exist", async () => {
    const missing = new MedusaError(MedusaError.Types.NOT_FOUND, "Customer with id: cus_1 was not found")
    await expect(missingAsNull(Promise.reject(missing))).resolves.toBeNull()
  })

  it("throws on any other failure, such as a lost database connection", async () => {
    const lost = Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" })
    await expect(missingAsNull(Promise.reject(lost))).rejects.toBe(lost)
    const invalid = new MedusaError(MedusaError.Types.INVALID_DATA, "bad id")
    await expect(missingAsNull(Promise.reject(invalid))).rejects.toBe(invalid)
  })
})
