// What staff upload never runs on the shop's origin: a file whose name says HTML and whose first
// bytes say picture is stored and served as the picture, and a browser that opens it runs nothing.
import assert from "node:assert/strict"
import { test, BASE_URL, openPage, staffToken } from "./browser.mjs"

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const PAYLOAD = "<html><body><script>document.title='ran';localStorage.setItem('stolen','yes')</script></body></html>"

test.describe("stored files", () => {
  test("an upload named .html with a picture's first bytes is served as a picture, and opening it runs no script", async ({ browser }) => {
    const form = new FormData()
    form.append("files", new Blob([Buffer.concat([PNG_SIGNATURE, Buffer.from(PAYLOAD)])], { type: "text/html" }), "x.html")
    form.append("files", new Blob([Buffer.from(`GIF89a=1;${PAYLOAD}`)], { type: "application/javascript" }), "x.js")
    const uploaded = await fetch(`${BASE_URL}/api/admin/uploads`, { method: "POST", headers: { Authorization: `Bearer ${await staffToken()}` }, body: form })
    assert.equal(uploaded.status, 201)
    const { files } = await uploaded.json()
    assert.match(files[0].url, /\.png$/)
    assert.match(files[1].url, /\.gif$/)

    const { page, context } = await openPage(browser)
    try {
      for (const file of files) {
        const response = await page.goto(file.url)
        assert.match(response.headers()["content-type"], /^image\//)
        assert.equal(response.headers()["content-security-policy"], "default-src 'none'; sandbox")
        assert.notEqual(await page.title(), "ran", file.url)
      }
      // The gif as a script, the way a polyglot would be used: refused by its type.
      await page.goto("/")
      const ran = await page.evaluate(async (src) => {
        const script = document.createElement("script")
        script.src = src
        const loaded = new Promise((resolve) => {
          script.onload = () => resolve("loaded")
          script.onerror = () => resolve("refused")
        })
        document.head.append(script)
        return loaded
      }, files[1].url)
      assert.equal(ran, "refused")
      assert.equal(await page.evaluate(() => localStorage.getItem("stolen")), null)
    } finally {
      await context.close()
    }
  })
})
