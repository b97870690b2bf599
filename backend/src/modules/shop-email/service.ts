import type { Logger, NotificationTypes } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"
import { isEmailTemplate, oneLine, renderEmail } from "./render"
import { releaseSealedEmailData, sealedEmailData } from "./sealed-data"
import type { EmailData, EmailProviderData } from "./types"
import { emailsFailed, emailsSent } from "../../lib/observability/metrics"
import { inSpan } from "../../lib/observability/tracing"

export type ShopEmailOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  smtp_url: string
  /** The From header, e.g. 'PrintShop Pro <orders@example.com>'. */
  from: string
  /** The public storefront, for the links in every e-mail. */
  storefront_url: string
}

/**
 * The shop's e-mail provider for Medusa's Notification Module (channel "email"): renders the
 * notification's template (./templates.tsx) to HTML and plain text and sends it over SMTP. A
 * refused or failed delivery throws, so the module records the notification as failed and the
 * shop's retry job sends it again (docs/email.md).
 */
/** smtp://user:pass@host:587 -> nodemailer's host, port, TLS and credentials. */
export function smtpServer(smtpUrl: string) {
  const parsed = new URL(smtpUrl)
  const secure = parsed.protocol === "smtps:"
  const user = decodeURIComponent(parsed.username)
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(parsed.password) } : undefined,
  }
}

class ShopEmailProvider extends AbstractNotificationProviderService {
  static identifier = "shop-email"

  private readonly transporter: Transporter | null
  private readonly from: string
  private readonly storefrontUrl: string
  private readonly logger: Logger

  static validateOptions(options: Record<string, unknown>) {
    for (const key of ["from", "storefront_url"]) {
      if (typeof options[key] !== "string" || !options[key]) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `The e-mail provider needs the option ${key}.`)
      }
    }
    if (options.smtp_url && !/^smtps?:\/\//.test(String(options.smtp_url))) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "SMTP_URL must start with smtp:// or smtps://.")
    }
  }

  constructor({ logger }: { logger: Logger }, options: ShopEmailOptions) {
    super()
    this.logger = logger
    this.from = oneLine(options.from)
    this.storefrontUrl = options.storefront_url
    // Bounded waits: a dead server fails the attempt in seconds (and it is retried), never hangs it.
    this.transporter = options.smtp_url ? nodemailer.createTransport({ ...smtpServer(options.smtp_url), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) : null
    if (!this.transporter) logger.warn("SMTP_URL is not set: e-mails are recorded as failed and sent once it is.")
  }

  async send(notification: NotificationTypes.ProviderSendNotificationDTO): Promise<NotificationTypes.ProviderSendNotificationResultsDTO> {
    const template = isEmailTemplate(notification.template) ? notification.template : "unknown"
    try {
      const sent = await inSpan("email.send", { "email.template": template }, () => this.deliver(notification))
      emailsSent.inc({ template })
      return sent
    } catch (error) {
      emailsFailed.inc({ template })
      throw error
    }
  }

  private async deliver(notification: NotificationTypes.ProviderSendNotificationDTO): Promise<NotificationTypes.ProviderSendNotificationResultsDTO> {
    const { template, to } = notification
    if (!this.transporter) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "E-mail is not configured: set SMTP_URL.")
    if (!isEmailTemplate(template)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `There is no e-mail template called ${template}.`)
    }
    // A reset's record keeps no link: the link was handed over in this process when it was composed.
    const sealedKey = template === "password-reset" ? (notification as { idempotency_key?: string | null }).idempotency_key ?? "" : null
    const data = sealedKey === null ? notification.data : sealedEmailData(sealedKey)
    if (data === undefined) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This reset link has expired or was composed by another process: it is asked for again.")
    }
    const rendered = await renderEmail(template, data as EmailData[typeof template], { storefrontUrl: this.storefrontUrl })
    const providerData = (notification.provider_data ?? {}) as EmailProviderData
    const info = await this.transporter.sendMail({
      from: notification.from ? oneLine(notification.from) : this.from,
      to: oneLine(to),
      replyTo: providerData.replyTo ? oneLine(providerData.replyTo) : undefined,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      // The notification's id ties a delivered message to the shop's record of it.
      headers: {
        "X-PrintShop-Notification": oneLine(String((notification as { id?: string }).id ?? "")),
        ...(providerData.unsubscribeUrl ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
      },
      ...(providerData.unsubscribeUrl ? { list: { unsubscribe: oneLine(providerData.unsubscribeUrl) } } : {}),
    })
    if (sealedKey) releaseSealedEmailData(sealedKey)
    this.logger.info(`e-mail ${template} sent to ${to} (${info.messageId})`)
    return { id: info.messageId }
  }
}

export default ShopEmailProvider
