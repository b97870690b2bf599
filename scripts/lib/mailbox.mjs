// The local mailbox of `npm start` when no SMTP_URL is set, and of the tests: a real SMTP server
// on 127.0.0.1 that keeps every message it receives, and a web inbox where a person reads them
// (HTML and text). Nothing leaves the machine.
//
//   GET  /                   the inbox, newest first
//   GET  /messages/{id}      one message: its headers, the HTML part (sandboxed) and the text part
//   GET  /messages/{id}/html the HTML part alone, under a CSP that runs nothing
//   GET  /api/messages       every message as JSON (id, from, to, subject, date, html, text, headers)
//   DELETE /api/messages     empties the mailbox
//
// It answers only requests addressed to this machine by name (localhost, 127.0.0.1, [::1]).
import http from "node:http"
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

const MAX_MESSAGES = 500
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

const escapeHtml = (value) =>
  String(value ?? "").replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char])

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f1f5f9}
header{background:#2563eb;color:#fff;padding:12px 20px}header a{color:#fff;text-decoration:none;font-weight:700}
main{max-width:1000px;margin:0 auto;padding:16px}
.inbox{list-style:none;margin:0;padding:0;background:#fff;border:1px solid #e2e8f0}
.inbox li{padding:10px 12px;border-bottom:1px solid #e2e8f0;overflow-wrap:anywhere}.inbox a{color:#1d4ed8;font-weight:600}
.inbox span{display:block;color:#475569;font-size:13px;margin-top:2px}dd{margin:0;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px;font-size:14px}
dt{color:#475569}iframe{width:100%;height:70vh;border:1px solid #cbd5e1;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #cbd5e1;font-size:13px}
.tabs{display:flex;gap:12px;margin:12px 0}.empty{padding:24px;text-align:center;color:#475569}
</style></head><body><header><a href="/">PrintShop Pro mailbox</a></header><main>${body}</main></body></html>`

/**
 * Starts the mailbox. `smtpPort` and `webPort` 0 pick free ports (the tests); `onMessage` hears
 * each message as it arrives. Answers the ports, the messages and `close()`.
 */
export async function startMailbox({ smtpPort = 1025, webPort = 8025, host = "127.0.0.1", onMessage } = {}) {
  const messages = []
  let sequence = 0

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: "PrintShop Pro local mailbox",
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const message = {
            id: String(++sequence),
            from: parsed.from?.text ?? "",
            to: parsed.to ? [parsed.to].flat().map((address) => address.text).join(", ") : "",
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            replyTo: parsed.replyTo?.text ?? null,
            subject: parsed.subject ?? "",
            date: (parsed.date ?? new Date()).toISOString(),
            html: typeof parsed.html === "string" ? parsed.html : null,
            text: parsed.text ?? "",
            headers: Object.fromEntries([...parsed.headers].map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])),
          }
          messages.push(message)
          if (messages.length > MAX_MESSAGES) messages.shift()
          onMessage?.(message)
          callback()
        })
        .catch((error) => callback(error))
    },
  })
  await new Promise((resolve, reject) => {
    smtp.server.once("error", reject)
    smtp.listen(smtpPort, host, resolve)
  })

  const find = (id) => messages.find((message) => message.id === id)
  // Only this machine's own names: a page elsewhere whose name is made to point at 127.0.0.1 (DNS
  // rebinding) sends its own name as Host, and must never read or empty the mailbox.
  const ownNames = new Set(["localhost", "127.0.0.1", "[::1]", host.includes(":") ? `[${host}]` : host])
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://mailbox")
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { "Content-Type": type, "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store", ...headers })
      res.end(body)
    }
    const asked = String(req.headers.host ?? "").toLowerCase().replace(/:\d+$/, "")
    if (!ownNames.has(asked)) return send(421, "text/plain; charset=utf-8", "The mailbox answers only as localhost or 127.0.0.1.")
    if (url.pathname === "/api/messages" && req.method === "DELETE") {
      messages.length = 0
      return send(204, "text/plain", "")
    }
    if (url.pathname === "/api/messages") return send(200, "application/json", JSON.stringify(messages))
    if (url.pathname === "/") {
      const rows = [...messages]
        .reverse()
        .map(
          (message) =>
            `<li><a href="/messages/${message.id}">${escapeHtml(message.subject || "(no subject)")}</a><span>${escapeHtml(message.to)} · ${escapeHtml(new Date(message.date).toLocaleString("en-US"))}</span></li>`
        )
        .join("")
      return send(
        200,
        "text/html; charset=utf-8",
        page(
          "Mailbox",
          messages.length
            ? `<ul class="inbox">${rows}</ul>`
            : `<p class="empty">No e-mail yet. Everything the shop sends while it runs without SMTP_URL arrives here.</p>`
        )
      )
    }
    const match = /^\/messages\/(\d+)(\/html)?$/.exec(url.pathname)
    const message = match && find(match[1])
    if (!message) return send(404, "text/plain; charset=utf-8", "Not found")
    if (match[2]) {
      // The e-mail's own HTML, in a sandbox: no script runs, nothing is fetched but pictures.
      return send(200, "text/html; charset=utf-8", message.html ?? "<p>(no HTML part)</p>", {
        "Content-Security-Policy": "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox allow-popups allow-popups-to-escape-sandbox",
      })
    }
    const header = [
      ["From", message.from],
      ["To", message.to],
      ["Reply-To", message.replyTo ?? ""],
      ["Subject", message.subject],
      ["Date", new Date(message.date).toLocaleString("en-US")],
    ]
      .filter(([, value]) => value)
      .map(([key, value]) => `<dt>${key}</dt><dd>${escapeHtml(value)}</dd>`)
      .join("")
    return send(
      200,
      "text/html; charset=utf-8",
      page(
        message.subject,
        `<p><a href="/">&larr; Inbox</a></p><dl>${header}</dl>
<h2>HTML</h2><iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/messages/${message.id}/html"></iframe>
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`
      )
    )
  })
  await new Promise((resolve, reject) => {
    web.once("error", reject)
    web.listen(webPort, host, resolve)
  })

  const smtpAddress = smtp.server.address()
  const webAddress = web.address()
  return {
    smtpPort: smtpAddress.port,
    webPort: webAddress.port,
    smtpUrl: `smtp://${host}:${smtpAddress.port}`,
    webUrl: `http://${host === "127.0.0.1" ? "localhost" : host}:${webAddress.port}`,
    messages,
    async close() {
      await Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => web.close(resolve))])
    },
  }
}
