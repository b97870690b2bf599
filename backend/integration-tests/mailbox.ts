import { type AddressObject, simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

export type ReceivedMail = {
  to: string[]
  from: string
  replyTo: string | null
  subject: string
  html: string
  text: string
  headers: Map<string, unknown>
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []].flat().flatMap((entry) => entry.value.map((address) => address.address ?? ""))

/**
 * A real SMTP server inside the test process (smtp-server, parsed with mailparser): what the
 * shop's e-mail provider delivered, as a person's mail program would read it. It can be stopped
 * and started again on the same port, as an SMTP server that goes down and comes back.
 */
export class TestMailbox {
  readonly received: ReceivedMail[] = []
  private server: SMTPServer | null = null
  port = 0

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push({
              to: addresses(mail.to),
              from: mail.from?.text ?? "",
              replyTo: mail.replyTo?.text ?? null,
              subject: mail.subject ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              text: mail.text ?? "",
              headers: mail.headers,
            })
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject)
      server.listen(this.port, "127.0.0.1", () => resolve())
    })
    this.port = (server.server.address() as { port: number }).port
    this.server = server
  }

  async stop() {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The mails to `address`, optionally only those whose subject matches. */
  to(address: string, subject?: RegExp) {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)))
  }

  /** Waits (up to `timeoutMs`) until a mail to `address` with a matching subject has arrived. */
  async waitFor(address: string, subject: RegExp, timeoutMs = 30_000): Promise<ReceivedMail> {
    const giveUpAt = Date.now() + timeoutMs
    for (;;) {
      const [mail] = this.to(address, subject)
      if (mail) return mail
      if (Date.now() > giveUpAt) {
        throw new Error(`No e-mail ${subject} to ${address} within ${timeoutMs} ms; received: ${this.received.map((m) => `${m.to} "${m.subject}"`).join("; ") || "none"}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
