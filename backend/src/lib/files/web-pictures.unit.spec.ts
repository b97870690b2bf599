import { fetchWebPicture, isPublicAddress } from "./web-pictures"
import { storedPictureKey } from "./stored-pictures"

describe("web pictures", () => {
  it("takes public unicast addresses only: never loopback, private, link-local, mapped or tunnelled ones", () => {
    for (const address of ["8.8.8.8", "151.101.1.69", "2606:4700::1111"]) expect([address, isPublicAddress(address)]).toEqual([address, true])
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "fe80::1",
      "fc00::1",
      "2002:7f00:1::1",
      "not-an-address",
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false])
    }
  })

  it("refuses an address before asking anything: other schemes, credentials, inside addresses, other ports", async () => {
    for (const [address, reason] of [
      ["ftp://example.com/a.png", "only http and https addresses can be fetched"],
      ["http://user:secret@example.com/a.png", "an address with a user name or password is not fetched"],
      ["http://127.0.0.1/a.png", "127.0.0.1 is not a public address"],
      ["http://[::1]/a.png", "::1 is not a public address"],
      ["http://169.254.169.254/latest/meta-data", "169.254.169.254 is not a public address"],
      ["http://example.com:6379/a.png", "only the standard ports (80, 443) are fetched"],
      ["not a url", "it is not a web address"],
    ]) {
      await expect(fetchWebPicture(address)).rejects.toThrow(reason)
    }
  })

  it("refuses a name that resolves inside, at connection time", async () => {
    await expect(fetchWebPicture("http://localhost/a.png")).rejects.toThrow("localhost is not a public address")
  })
})

describe("stored pictures", () => {
  const saved = { bucket: process.env.S3_BUCKET, url: process.env.S3_FILE_URL }
  afterEach(() => {
    for (const [name, value] of [["S3_BUCKET", saved.bucket], ["S3_FILE_URL", saved.url]] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it("knows the shop's own uploads by their key, and nothing else", () => {
    expect(storedPictureKey("/static/1764-toner%20box.png")).toEqual("1764-toner box.png")
    for (const picture of ["/static/private-1-export.csv", "/static/../secrets.json", "/static/a/b.png", "/static/.hidden", "http://127.0.0.1:9000/static/a.png", "https://cdn.example.com/a.png", "/images/products/a.png"]) {
      expect([picture, storedPictureKey(picture)]).toEqual([picture, null])
    }
  })

  it("knows objects under the bucket's address when S3 is configured", () => {
    process.env.S3_BUCKET = "shop"
    process.env.S3_FILE_URL = "https://media.example.com/"
    expect(storedPictureKey("https://media.example.com/products/toner.png")).toEqual("products/toner.png")
    expect(storedPictureKey("https://media.example.com/products/../x.png")).toBeNull()
    expect(storedPictureKey("https://elsewhere.example.com/products/toner.png")).toBeNull()
  })
})
