import fs from "node:fs"
import path from "node:path"
import { detectPicture, storedName, svgProblem, uniqueFileName } from "./pictures"

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">${body}</svg>`)

describe("pictures", () => {
  it("knows a picture by its first bytes, whatever follows", () => {
    expect(detectPicture(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x3c]))).toEqual({ mimeType: "image/png", extension: "png" })
    expect(detectPicture(Buffer.from("GIF89a=1;alert(1)"))).toEqual({ mimeType: "image/gif", extension: "gif" })
    expect(detectPicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ mimeType: "image/jpeg", extension: "jpg" })
    expect(detectPicture(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toEqual({ mimeType: "image/webp", extension: "webp" })
    expect(detectPicture(Buffer.from("\0\0\0\x1cftypavif"))).toEqual({ mimeType: "image/avif", extension: "avif" })
    for (const text of ["<html><script>", "GIF8", "<svg/>", ""]) expect(detectPicture(Buffer.from(text))).toBeNull()
  })

  it("takes an SVG made of drawing elements only", () => {
    expect(svgProblem(svg('<title>A</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="8" height="8" fill="url(#g)"/>'))).toBeNull()
    const seedImages = path.join(__dirname, "..", "..", "scripts", "seed", "images")
    for (const name of fs.readdirSync(seedImages).filter((file) => file.endsWith(".svg")).slice(0, 20)) {
      expect([name, svgProblem(fs.readFileSync(path.join(seedImages, name)))]).toEqual([name, null])
    }
  })

  it("refuses an SVG that could run, load or show anything else", () => {
    for (const body of [
      "<script>alert(1)</script>",
      '<rect onclick="alert(1)"/>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      '<use href="https://evil.example/x.svg#a"/>',
      '<a href="javascript:alert(1)"><rect/></a>',
      '<rect fill="url(https://evil.example/x)"/>',
      '<image href="data:image/png;base64,AAAA"/>',
      "<style>rect{fill:red}</style>",
      '<animate attributeName="href" to="javascript:alert(1)"/>',
    ]) {
      expect([body, svgProblem(svg(body))]).toEqual([body, expect.any(String)])
    }
    expect(svgProblem(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'))).toEqual(expect.any(String))
    expect(svgProblem(Buffer.from("<html><body/></html>"))).toEqual(expect.any(String))
    expect(svgProblem(Buffer.from("<svg><rect></svg>"))).toEqual(expect.any(String))
  })

  it("names a stored file by its own name and the extension of its content", () => {
    expect(storedName("x.html", "png")).toEqual("x.png")
    expect(storedName("../../etc/passwd", "gif")).toEqual("passwd.gif")
    expect(storedName(".htaccess", "jpg")).toEqual("image.jpg")
    expect(storedName("My Photo (1).JPEG", "jpg")).toEqual("My-Photo-1.jpg")
  })

  it("gives each upload a name of its own, so two of the same name in one millisecond are two files", () => {
    const names = new Set(Array.from({ length: 50 }, () => uniqueFileName("toner.png")))
    expect(names.size).toEqual(50)
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{8}-toner\.png$/)
    expect(uniqueFileName("exports/products.csv")).toMatch(/^exports\/[0-9a-f]{8}-products\.csv$/)
  })
})
