import { TAX_EXEMPTION_MESSAGES } from "@printshop/contract"
import { certificateTypeOf } from "./tax-exemptions"

const file = (bytes: Buffer) => ({ buffer: bytes, size: bytes.length })

describe("a certificate's file", () => {
  it("is a PDF or a picture by its content", () => {
    expect(certificateTypeOf(file(Buffer.from("%PDF-1.7\n...")))).toEqual({ type: "application/pdf" })
    expect(certificateTypeOf(file(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])))).toEqual({ type: "image/png" })
    expect(certificateTypeOf(file(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))).toEqual({ type: "image/jpeg" })
  })

  it("refuses anything else, whatever its name, and a file over 10 MB", () => {
    expect(certificateTypeOf(file(Buffer.from("<html><script>alert(1)</script>")))).toEqual({ problem: TAX_EXEMPTION_MESSAGES.fileType })
    expect(certificateTypeOf(file(Buffer.from("GIF89a......")))).toEqual({ problem: TAX_EXEMPTION_MESSAGES.fileType })
    expect(certificateTypeOf({ buffer: Buffer.from("%PDF-"), size: 10 * 1024 * 1024 + 1 })).toEqual({ problem: TAX_EXEMPTION_MESSAGES.fileSize })
  })
})
