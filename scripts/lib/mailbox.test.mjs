// The local mailbox's web inbox: it answers this machine's own names only (DNS rebinding).
import assert from "node:assert/strict"
import http from "node:http"
import { after, before, describe, it } from "node:test"
import { startMailbox } from "./mailbox.mjs"

/** A request to the inbox with the Host header a browser would send for `hostName`. */
const ask = (port, method, path, hostName) =>
  new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers: { Host: hostName } }, (res) => {
      let body = ""
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () => resolve({ status: res.statusCode, body }))
    })
    request.on("error", reject)
    request.end()
  })

describe("local mailbox", () => {
  let mailbox
  before(async () => {
    mailbox = await startMailbox({ smtpPort: 0, webPort: 0 })
    mailbox.messages.push({ id: "1", from: "shop", to: "ada@example.com", subject: "Reset your password", date: new Date().toISOString(), html: null, text: "#token=secret-token" })
  })
  after(() => mailbox.close())

  it("shows and empties nothing for a request addressed to another name, as a rebound page's would be", async () => {
    for (const [method, path] of [["GET", "/api/messages"], ["GET", "/"], ["GET", "/messages/1"], ["DELETE", "/api/messages"]]) {
      const answer = await ask(mailbox.webPort, method, path, `rebind.attacker.example:${mailbox.webPort}`)
      assert.equal(answer.status, 421, `${method} ${path}`)
      assert.doesNotMatch(answer.body, /secret-token|Reset your password/)
    }
    assert.equal(mailbox.messages.length, 1)
  })

  it("answers as localhost, 127.0.0.1 and [::1]", async () => {
    for (const name of ["localhost", "127.0.0.1", "[::1]"]) {
      const answer = await ask(mailbox.webPort, "GET", "/api/messages", `${name}:${mailbox.webPort}`)
      assert.equal(answer.status, 200, name)
      assert.match(answer.body, /secret-token/)
    }
  })
})
