import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components"
import {
  INQUIRY_KIND_LABELS,
  type InquiryKind,
  SHOP_NAME,
  SHOP_TIME_ZONE,
  COMPANY_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  carrierTrackingUrl,
  orderConfirmationPath,
  paymentMethodLabel,
  quoteTitle,
  trackOrderPath,
  accountOrderPath,
  invoiceNumberOf,
  invoicePaymentLabel,
  taxExemptLabel,
} from "@printshop/contract"
import { Fragment, type ReactNode } from "react"
import type { EmailData, EmailOrder, EmailTemplate } from "./types"

const RETURNS_ADDRESS = `${SHOP_NAME} Returns, ${COMPANY_ADDRESS.street}, ${COMPANY_ADDRESS.city}, ${COMPANY_ADDRESS.state} ${COMPANY_ADDRESS.zipCode}`

/** Where links in an e-mail point: the public storefront. */
export type EmailLinks = { storefrontUrl: string }

const colors = { brand: "#2563eb", text: "#0f172a", muted: "#475569", line: "#e2e8f0", panel: "#f8fafc" }
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const styles = {
  body: { backgroundColor: "#f1f5f9", fontFamily: font, color: colors.text, margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", maxWidth: "600px", margin: "0 auto", borderRadius: "8px", overflow: "hidden" as const },
  header: { backgroundColor: colors.brand, padding: "20px 24px" },
  brand: { color: "#ffffff", fontSize: "20px", fontWeight: 700, margin: 0 },
  content: { padding: "8px 24px 24px" },
  heading: { fontSize: "22px", lineHeight: "28px", margin: "16px 0 8px" },
  text: { fontSize: "15px", lineHeight: "22px", margin: "8px 0" },
  muted: { fontSize: "13px", lineHeight: "20px", color: colors.muted, margin: "4px 0" },
  // Room below, so the line after a button never touches it.
  button: { backgroundColor: colors.brand, color: "#ffffff", borderRadius: "6px", padding: "12px 20px", fontSize: "15px", fontWeight: 600, display: "inline-block", margin: "8px 0 16px" },
  panel: { backgroundColor: colors.panel, borderRadius: "6px", padding: "12px 16px", margin: "12px 0" },
  quote: { borderLeft: `3px solid ${colors.line}`, paddingLeft: "12px", color: colors.muted, fontSize: "14px", lineHeight: "21px" },
  pre: { fontSize: "15px", lineHeight: "22px", margin: "8px 0" },
  footer: { padding: "16px 24px", borderTop: `1px solid ${colors.line}` },
  cell: { fontSize: "14px", lineHeight: "20px", padding: "6px 0", verticalAlign: "top" as const, overflowWrap: "anywhere" as const },
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
/** '1234.5' -> '$1,234.50'. */
export const money = (value: string | number) => dollars.format(Number(value))

/** '2026-11-27' (a calendar day) -> 'Friday, November 27, 2026'. */
function calendarDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
}

/** Text typed with line breaks (a message, a reply), kept as lines in the HTML and the text part. */
function Lines({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r?\n/).map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  )
}

const url = (links: EmailLinks, path: string) => `${links.storefrontUrl.replace(/\/+$/, "")}${path}`

function Layout({ preview, links, children }: { preview: string; links: EmailLinks; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={url(links, "/")} style={{ textDecoration: "none" }}>
              <Text style={styles.brand}>{SHOP_NAME}</Text>
            </Link>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Section style={styles.footer}>
            <Text style={styles.muted}>
              {`Questions? Call ${SUPPORT_PHONE} (${SUPPORT_HOURS}) or write to `}
              <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
            </Text>
            <Text style={styles.muted}>
              {`${SHOP_NAME} · `}
              <Link href={url(links, "/")}>{links.storefrontUrl.replace(/^https?:\/\//, "")}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

function Address({ address, phone }: { address: EmailOrder["shippingAddress"]; phone?: string | null }) {
  return (
    <Text style={styles.text}>
      {`${address.firstName} ${address.lastName}`}
      <br />
      {address.address}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {`${address.city}, ${address.state} ${address.zipCode}`}
      <br />
      {address.country === "US" ? "United States" : address.country}
      {phone ? (
        <>
          <br />
          {phone}
        </>
      ) : null}
    </Text>
  )
}

function OrderLines({ order }: { order: EmailOrder }) {
  const discounted = Boolean(order.promoCode)
  const totals: Array<[string, string]> = [
    ["Subtotal", money(order.subtotal)],
    ...(discounted ? [[`Discount (${order.promoCode})`, `-${money(order.discountAmount ?? "0")}`] as [string, string]] : []),
    ["Shipping", Number(order.shippingCost) === 0 ? "Free" : money(order.shippingCost)],
    ["Tax", money(order.tax)],
  ]
  return (
    <Section>
      {order.items.map((item, index) => (
        <Row key={`${item.productId}-${index}`} style={{ borderBottom: `1px solid ${colors.line}` }}>
          <Column style={styles.cell}>
            {item.productName}
            <br />
            <span style={{ color: colors.muted }}>{`${item.quantity} × ${money(item.price)}`}</span>
          </Column>
          <Column style={{ ...styles.cell, textAlign: "right", whiteSpace: "nowrap" }}>{money(item.total)}</Column>
        </Row>
      ))}
      {totals.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ ...styles.cell, color: colors.muted }}>{label}</Column>
          <Column style={{ ...styles.cell, textAlign: "right" }}>{value}</Column>
        </Row>
      ))}
      <Row>
        <Column style={{ ...styles.cell, fontWeight: 700 }}>Total</Column>
        <Column style={{ ...styles.cell, textAlign: "right", fontWeight: 700 }}>{money(order.totalAmount)}</Column>
      </Row>
    </Section>
  )
}

function OrderConfirmation({ data: { order }, links }: { data: EmailData["order-confirmation"]; links: EmailLinks }) {
  return (
    <Layout preview={`Thank you for your order #${order.id}.`} links={links}>
      <Heading style={styles.heading}>Thank you for your order</Heading>
      <Text style={styles.text}>
        {`Hi ${order.customerName || "there"}, we have received order `}
        <strong>{`#${order.id}`}</strong>
        {" and are getting it ready. We will e-mail you again when it ships."}
      </Text>
      <OrderLines order={order} />
      <Section style={styles.panel}>
        <Text style={{ ...styles.muted, fontWeight: 600 }}>Shipping to</Text>
        <Address address={order.shippingAddress} phone={order.customerPhone} />
        {order.shippingMethod ? (
          <>
            <Text style={{ ...styles.muted, fontWeight: 600 }}>Shipping method</Text>
            <Text style={styles.text}>{order.shippingMethod}</Text>
          </>
        ) : null}
        <Text style={{ ...styles.muted, fontWeight: 600 }}>Payment</Text>
        <Text style={styles.text}>
          {order.paymentTerms && order.paymentDue
            ? `${invoicePaymentLabel(order.paymentTerms)}: invoice ${invoiceNumberOf(order.id)} is due ${calendarDay(order.paymentDue)}`
            : paymentMethodLabel(order.paymentMethod)}
        </Text>
        {order.poNumber ? <Text style={styles.text}>{`PO number: ${order.poNumber}`}</Text> : null}
        {order.taxExemptCertificate ? <Text style={styles.text}>{taxExemptLabel(order.taxExemptCertificate)}</Text> : null}
      </Section>
      {order.paymentTerms ? (
        <Text style={styles.text}>
          <Link href={url(links, accountOrderPath(order.id))}>{`Download the invoice ${invoiceNumberOf(order.id)}`}</Link>
          {" from your account."}
        </Text>
      ) : null}
      <Button href={url(links, orderConfirmationPath(order.id))} style={styles.button}>
        View your order
      </Button>
      <Text style={styles.muted}>
        {"Or track it at "}
        <Link href={url(links, "/track")}>{url(links, "/track")}</Link>
        {` with order number ${order.id} and this e-mail address. Orders can be cancelled online from your account within 1 hour of placing them, before they ship; to change one, call or write to us within that hour.`}
      </Text>
      <Text style={styles.muted}>
        {"Your orders, cancelling and returns are in your account: "}
        <Link href={url(links, "/account?tab=orders")}>{url(links, "/account?tab=orders")}</Link>
      </Text>
    </Layout>
  )
}

function OrderShipped({ data: { order }, links }: { data: EmailData["order-shipped"]; links: EmailLinks }) {
  const carrierPage = carrierTrackingUrl(order.carrier, order.trackingNumber)
  return (
    <Layout preview={`Order #${order.id} is on its way.`} links={links}>
      <Heading style={styles.heading}>Your order is on its way</Heading>
      <Text style={styles.text}>{`Good news: order #${order.id} has left our warehouse.`}</Text>
      <Section style={styles.panel}>
        <Text style={styles.text}>
          Carrier: <strong>{order.carrier}</strong>
        </Text>
        {order.trackingNumber ? (
          <Text style={styles.text}>
            {"Tracking number: "}
            {carrierPage ? (
              <Link href={carrierPage}>
                <strong>{order.trackingNumber}</strong>
              </Link>
            ) : (
              <strong>{order.trackingNumber}</strong>
            )}
          </Text>
        ) : null}
        {order.estimatedDelivery ? (
          <Text style={styles.text}>
            Estimated delivery: <strong>{calendarDay(order.estimatedDelivery)}</strong>
          </Text>
        ) : null}
      </Section>
      <OrderLines order={order} />
      <Button href={url(links, trackOrderPath(order.id, order.customerEmail))} style={styles.button}>
        Track your order
      </Button>
      <Text style={styles.text}>
        <Link href={url(links, accountOrderPath(order.id))}>{`Download the invoice ${invoiceNumberOf(order.id)}`}</Link>
        {" from your account."}
      </Text>
      <Text style={styles.muted}>Shipping to:</Text>
      <Address address={order.shippingAddress} />
    </Layout>
  )
}

function OrderDelivered({ data: { order }, links }: { data: EmailData["order-delivered"]; links: EmailLinks }) {
  return (
    <Layout preview={`Order #${order.id} was delivered.`} links={links}>
      <Heading style={styles.heading}>Your order was delivered</Heading>
      <Text style={styles.text}>
        {`Order #${order.id} was delivered to ${order.shippingAddress.address}, ${order.shippingAddress.city}. We hope you enjoy it.`}
      </Text>
      <OrderLines order={order} />
      <Button href={url(links, "/account")} style={styles.button}>
        Review your purchase
      </Button>
      <Text style={styles.muted}>
        Something wrong? Items can be returned within 30 days: see <Link href={url(links, "/returns")}>our returns policy</Link>.
      </Text>
    </Layout>
  )
}

/** What happens to the money of a cancelled order, by how it was to be paid. */
export function cancelledPaymentNote(order: EmailOrder): string {
  return order.paymentMethod === "pay_with_card"
    ? "The card payment for this order has been cancelled: you will not be charged, and any amount held on your card is released by your bank."
    : "Nothing was charged: this order was to be paid on delivery, and it will not be delivered."
}

function OrderCancelled({ data: { order }, links }: { data: EmailData["order-cancelled"]; links: EmailLinks }) {
  return (
    <Layout preview={`Order #${order.id} was cancelled.`} links={links}>
      <Heading style={styles.heading}>Your order was cancelled</Heading>
      <Text style={styles.text}>{`Order #${order.id} of ${money(order.totalAmount)} has been cancelled.`}</Text>
      <Text style={styles.text}>{cancelledPaymentNote(order)}</Text>
      <OrderLines order={order} />
      <Button href={url(links, "/products")} style={styles.button}>
        Continue shopping
      </Button>
    </Layout>
  )
}

/** Products and how many of each: a return's items, a quote request's lines. */
function ItemList({ items }: { items: Array<{ productName: string; quantity: number }> }) {
  return (
    <Section style={styles.panel}>
      {items.map((item, index) => (
        <Text key={index} style={styles.text}>{`${item.quantity} × ${item.productName}`}</Text>
      ))}
    </Section>
  )
}

function ReturnRequested({ data, links }: { data: EmailData["return-requested"]; links: EmailLinks }) {
  return (
    <Layout preview={`We received your return request for order #${data.order.id}.`} links={links}>
      <Heading style={styles.heading}>Your return request</Heading>
      <Text style={styles.text}>{`We have your request to return these items of order #${data.order.id} (${data.reason}):`}</Text>
      <ItemList items={data.items} />
      {data.shopPaysShipping ? (
        <Text style={styles.text}>
          {`The return shipping is on us${data.refundsShipping ? ", and your refund includes the order's shipping" : ""}. Write to ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE} (${SUPPORT_HOURS}) with the order number and we will send you a prepaid return label within one business day. Pack the items (in their original packaging if you still have it) and drop the parcel with the carrier. We will e-mail you when they arrive and your refund is on its way.`}
        </Text>
      ) : (
        <Text style={styles.text}>
          {`Send them back at your cost, in their original packaging, with the order number, to ${RETURNS_ADDRESS}. We will e-mail you when they arrive and your refund is on its way.`}
        </Text>
      )}
      <Button href={url(links, "/account?tab=orders")} style={styles.button}>
        See your return
      </Button>
    </Layout>
  )
}

function ReturnReceived({ data, links }: { data: EmailData["return-received"]; links: EmailLinks }) {
  return (
    <Layout preview={`Your return for order #${data.order.id} has arrived.`} links={links}>
      <Heading style={styles.heading}>We received your return</Heading>
      <Text style={styles.text}>{`These items of order #${data.order.id} are back with us:`}</Text>
      <ItemList items={data.items} />
      <Text style={styles.text}>
        {data.refundAmount && Number(data.refundAmount) > 0
          ? `We have refunded ${money(data.refundAmount)} (${paymentMethodLabel(data.order.paymentMethod)}). It reaches you within 5-10 business days.`
          : "There is nothing to refund for this return."}
      </Text>
      {data.reduction && (
        <Text style={styles.text}>
          {`That is less than the ${money(data.reduction.fullAmount)} the items came to, because: ${data.reduction.reason}. If you think this is wrong, reply to this e-mail or call ${SUPPORT_PHONE} (${SUPPORT_HOURS}).`}
        </Text>
      )}
      <Button href={url(links, "/account?tab=orders")} style={styles.button}>
        View your order
      </Button>
    </Layout>
  )
}

function Welcome({ data, links }: { data: EmailData["welcome"]; links: EmailLinks }) {
  return (
    <Layout preview={`Welcome to ${SHOP_NAME}.`} links={links}>
      <Heading style={styles.heading}>{data.firstName ? `Welcome, ${data.firstName}!` : "Welcome!"}</Heading>
      <Text style={styles.text}>
        {`Your ${SHOP_NAME} account is ready. Keep a wishlist, check out faster and follow every order from your account.`}
      </Text>
      <Button href={url(links, "/products")} style={styles.button}>
        Start shopping
      </Button>
      <Text style={styles.muted}>
        Your account: <Link href={url(links, "/account")}>{url(links, "/account")}</Link>
      </Text>
    </Layout>
  )
}

function PasswordReset({ data, links }: { data: EmailData["password-reset"]; links: EmailLinks }) {
  return (
    <Layout preview="Reset your password." links={links}>
      <Heading style={styles.heading}>Reset your password</Heading>
      <Text style={styles.text}>
        {`${data.firstName ? `Hi ${data.firstName}, someone` : "Someone"} asked to reset the password of the ${SHOP_NAME} ${data.staff ? "staff account" : "account"} for this e-mail address. Choose a new one with this link:`}
      </Text>
      <Button href={data.resetUrl} style={styles.button}>
        Choose a new password
      </Button>
      <Text style={styles.muted}>
        {`The link works once, for ${data.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`}
      </Text>
      <Text style={{ ...styles.muted, wordBreak: "break-all" }}>{data.resetUrl}</Text>
    </Layout>
  )
}

/** '2026-11-28T20:40:00Z' -> 'November 28, 2026, 2:40 PM CST' (the shop's time zone). */
function momentOf(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleString("en-US", { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: SHOP_TIME_ZONE, timeZoneName: "short" })
}

function EmailChanged({ data, links }: { data: EmailData["email-changed"]; links: EmailLinks }) {
  const help = url(links, "/contact")
  return (
    <Layout preview="The e-mail address of your account was changed." links={links}>
      <Heading style={styles.heading}>Your e-mail address was changed</Heading>
      <Text style={styles.text}>
        {`${data.firstName ? `Hi ${data.firstName}, the` : "The"} e-mail address you sign in to ${SHOP_NAME} with was changed to ${data.newEmailMasked} on ${momentOf(data.changedAt)}. Order updates now go to the new address, and every other session of your account was signed out.`}
      </Text>
      <Text style={styles.text}>If you made this change, there is nothing more to do.</Text>
      <Text style={styles.text}>
        {`If you did not, someone may know your password. Contact us right away at ${help} or call ${SUPPORT_PHONE} (${SUPPORT_HOURS}), and we will give the account back to you.`}
      </Text>
      <Button href={help} style={styles.button}>
        Contact support
      </Button>
    </Layout>
  )
}

/** Whether a reply ends with its writer's own sign-off (their first name on one of its last two lines). */
export function signedByWriter(reply: string, author: string): boolean {
  const first = author.trim().split(/\s+/)[0]?.toLowerCase()
  if (!first) return false
  const lastLines = reply.trim().split(/\r?\n/).filter((line) => line.trim()).slice(-2)
  return lastLines.some((line) => line.toLowerCase().split(/[^\p{L}]+/u).includes(first))
}

function InquiryReply({ data, links }: { data: EmailData["inquiry-reply"]; links: EmailLinks }) {
  // The shop's signature, unless the writer signed the reply themselves (then the shop's name alone).
  const signed = signedByWriter(data.reply, data.author)
  return (
    <Layout preview={data.reply.slice(0, 120)} links={links}>
      <Heading style={styles.heading}>{data.subject ? `Re: ${data.subject}` : "A reply to your message"}</Heading>
      <Text style={styles.pre}>
        <Lines text={data.reply} />
      </Text>
      {signed ? (
        <Text style={styles.text}>{SHOP_NAME}</Text>
      ) : (
        <Text style={styles.text}>
          {data.author}
          <br />
          {SHOP_NAME}
        </Text>
      )}
      <Hr />
      <Text style={styles.muted}>{`Your message ${data.reference}. Reply to this e-mail to write to us again.`}</Text>
      <Text style={styles.quote}>
        <Lines text={data.original} />
      </Text>
    </Layout>
  )
}

function InquiryReceived({ data, links }: { data: EmailData["inquiry-received"]; links: EmailLinks }) {
  const kind = INQUIRY_KIND_LABELS[data.kind as InquiryKind] ?? "Message"
  return (
    <Layout preview={`${kind} ${data.reference} received. ${data.answer}`} links={links}>
      <Heading style={styles.heading}>{`We received your ${kind.toLowerCase()}`}</Heading>
      <Text style={styles.text}>{data.name ? `Hi ${data.name},` : "Hello,"}</Text>
      <Text style={styles.text}>{data.answer}</Text>
      <Text style={styles.text}>{`Your reference is ${data.reference}. Quote it if you write or call us about it, or reply to this e-mail to add anything.`}</Text>
      <Text style={styles.muted}>{`If you did not send this, you can ignore this e-mail: nothing else will come of it unless we need to reply.`}</Text>
    </Layout>
  )
}

function StaffNewInquiry({ data, links }: { data: EmailData["staff-new-inquiry"]; links: EmailLinks }) {
  const kind = INQUIRY_KIND_LABELS[data.kind as InquiryKind] ?? data.kind
  return (
    <Layout preview={`${kind} ${data.reference} from ${data.name ?? data.email ?? "a visitor"}.`} links={links}>
      <Heading style={styles.heading}>{`New ${kind.toLowerCase()} ${data.reference}`}</Heading>
      <Text style={styles.text}>
        {`From ${data.name ?? "a visitor"}${data.email ? ` <${data.email}>` : " (no e-mail address)"}.${data.email ? " Reply from the admin screen, or to this e-mail." : ""}`}
      </Text>
      <Section style={styles.panel}>
        {data.fields.map((field) => (
          <Row key={field.label}>
            <Column style={{ ...styles.cell, color: colors.muted, width: "40%" }}>{field.label}</Column>
            <Column style={styles.cell}>
              <Lines text={field.value} />
            </Column>
          </Row>
        ))}
      </Section>
      <Button href={data.adminUrl} style={styles.button}>
        Open Customer Messages
      </Button>
    </Layout>
  )
}

/** Where a customer reviews, accepts and discusses a quote. */
const quotePath = (quoteId: string) => `/account?tab=quotes&quote=${encodeURIComponent(quoteId)}`

/** Who a quote is for, on a staff e-mail: 'Ada Lovelace (Lovelace Analytics) <ada@example.com>'. */
const quoteCustomer = (data: { name: string; email: string; company: string | null }) =>
  `${data.name || data.email}${data.company ? ` (${data.company})` : ""} <${data.email}>`

function StaffNewQuote({ data, links }: { data: EmailData["staff-new-quote"]; links: EmailLinks }) {
  const title = quoteTitle(data.number)
  const details: Array<[string, string]> = [
    ["Customer", data.name],
    ["E-mail", data.email],
    ...(data.company ? [["Company", data.company] as [string, string]] : []),
    ...(data.phone ? [["Phone", data.phone] as [string, string]] : []),
  ]
  return (
    <Layout preview={`${title} from ${data.name || data.email}${data.company ? `, ${data.company}` : ""}.`} links={links}>
      <Heading style={styles.heading}>{`New quote request: ${title}`}</Heading>
      <Text style={styles.text}>
        {`${data.name || data.email} asked for prices on ${data.items.length === 1 ? "1 product" : `${data.items.length} products`}. Price it and write to them from the admin screen, or reply to this e-mail.`}
      </Text>
      <Section style={styles.panel}>
        {details.map(([label, value]) => (
          <Row key={label}>
            <Column style={{ ...styles.cell, color: colors.muted, width: "40%" }}>{label}</Column>
            <Column style={styles.cell}>{value}</Column>
          </Row>
        ))}
      </Section>
      <Text style={{ ...styles.muted, fontWeight: 600 }}>Products</Text>
      <ItemList items={data.items} />
      {data.message ? (
        <>
          <Text style={{ ...styles.muted, fontWeight: 600 }}>Message</Text>
          <Text style={styles.quote}>
            <Lines text={data.message} />
          </Text>
        </>
      ) : null}
      <Button href={data.adminUrl} style={styles.button}>
        Open the quote
      </Button>
    </Layout>
  )
}

function QuotePriced({ data, links }: { data: EmailData["quote-priced"]; links: EmailLinks }) {
  const title = quoteTitle(data.number)
  const link = url(links, quotePath(data.quoteId))
  const lastDay = calendarDay(data.validUntil)
  return (
    <Layout preview={`${title}: ${money(data.subtotal)} before tax and shipping, valid until ${lastDay}.`} links={links}>
      <Heading style={styles.heading}>Your quote is ready</Heading>
      <Text style={styles.text}>{`${data.firstName ? `Hi ${data.firstName}, we` : "We"} have priced ${title}:`}</Text>
      <Section>
        {data.items.map((item, index) => (
          <Row key={index} style={{ borderBottom: `1px solid ${colors.line}` }}>
            <Column style={styles.cell}>
              {item.productName}
              <br />
              <span style={{ color: colors.muted }}>{`${item.quantity} × ${money(item.unitPrice)}`}</span>
            </Column>
            <Column style={{ ...styles.cell, textAlign: "right", whiteSpace: "nowrap" }}>{money(item.total)}</Column>
          </Row>
        ))}
        <Row>
          <Column style={{ ...styles.cell, fontWeight: 700 }}>Subtotal</Column>
          <Column style={{ ...styles.cell, textAlign: "right", fontWeight: 700 }}>{money(data.subtotal)}</Column>
        </Row>
      </Section>
      <Text style={styles.muted}>Tax and shipping are added at checkout.</Text>
      <Section style={styles.panel}>
        <Text style={styles.text}>
          Valid until <strong>{lastDay}</strong>
        </Text>
        {data.note ? (
          <>
            <Text style={{ ...styles.muted, fontWeight: 600 }}>A note from us</Text>
            <Text style={styles.text}>
              <Lines text={data.note} />
            </Text>
          </>
        ) : null}
      </Section>
      <Button href={link} style={styles.button}>
        Review and accept your quote
      </Button>
      <Text style={styles.muted}>
        {`Accept it in your account by the end of ${lastDay} to order at these prices, or write to us there with any question: `}
        <Link href={link}>{link}</Link>
      </Text>
    </Layout>
  )
}

function QuoteMessageToCustomer({ data, links }: { data: EmailData["quote-message"]; links: EmailLinks }) {
  const title = quoteTitle(data.number)
  const link = url(links, quotePath(data.quoteId))
  return (
    <Layout preview={data.body.slice(0, 120)} links={links}>
      <Heading style={styles.heading}>{`New message about ${title}`}</Heading>
      <Text style={styles.text}>{`${data.firstName ? `Hi ${data.firstName}, ` : ""}${data.author} of ${SHOP_NAME} wrote about ${title}:`}</Text>
      <Text style={styles.quote}>
        <Lines text={data.body} />
      </Text>
      <Button href={link} style={styles.button}>
        View your quote
      </Button>
      <Text style={styles.muted}>Answer on the quote in your account, so the whole conversation stays with it.</Text>
    </Layout>
  )
}

function StaffQuoteMessage({ data, links }: { data: EmailData["staff-quote-message"]; links: EmailLinks }) {
  const title = quoteTitle(data.number)
  return (
    <Layout preview={`${data.name || data.email} on ${title}: ${data.body.slice(0, 100)}`} links={links}>
      <Heading style={styles.heading}>{`New message on ${title}`}</Heading>
      <Text style={styles.text}>{`From ${quoteCustomer(data)}. Answer on the quote in the admin screen, so they see it in their account, or reply to this e-mail.`}</Text>
      <Text style={styles.quote}>
        <Lines text={data.body} />
      </Text>
      <Button href={data.adminUrl} style={styles.button}>
        Open the quote
      </Button>
    </Layout>
  )
}

function StaffQuoteAccepted({ data, links }: { data: EmailData["staff-quote-accepted"]; links: EmailLinks }) {
  const title = quoteTitle(data.number)
  return (
    <Layout preview={`${data.name || data.email} accepted ${title}: order #${data.orderNumber}, ${money(data.total)}.`} links={links}>
      <Heading style={styles.heading}>{`${title} accepted`}</Heading>
      <Text style={styles.text}>{`${quoteCustomer(data)} accepted ${title} and placed an order at the quoted prices.`}</Text>
      <Section style={styles.panel}>
        <Text style={styles.text}>
          Order: <strong>{`#${data.orderNumber}`}</strong>
        </Text>
        <Text style={styles.text}>
          Total: <strong>{money(data.total)}</strong> (with tax and shipping)
        </Text>
      </Section>
      <Text style={styles.muted}>The customer has the order's confirmation. It is fulfilled from Orders like any other order.</Text>
      <Button href={data.adminUrl} style={styles.button}>
        Open the quote
      </Button>
    </Layout>
  )
}

function CompanyInvite({ data, links }: { data: EmailData["company-invite"]; links: EmailLinks }) {
  return (
    <Layout preview={`${data.invitedBy} invited you to buy for ${data.companyName} at ${SHOP_NAME}.`} links={links}>
      <Heading style={styles.heading}>{`Join ${data.companyName} at ${SHOP_NAME}`}</Heading>
      <Text style={styles.text}>
        {`${data.invitedBy} invited you to the company account of ${data.companyName}. As a member you see the company's orders, quotes and saved addresses, and buy for it.`}
      </Text>
      <Button href={data.link} style={styles.button}>
        Join {data.companyName}
      </Button>
      <Text style={styles.muted}>
        {`Sign in or create an account with this e-mail address to join. The link works until ${calendarDay(data.expiresAt)}. If you did not expect this invitation, ignore this e-mail.`}
      </Text>
    </Layout>
  )
}

function BackInStock({ data, links }: { data: EmailData["back-in-stock"]; links: EmailLinks }) {
  return (
    <Layout preview={`${data.productName} is back in stock.`} links={links}>
      <Heading style={styles.heading}>{`${data.productName} is back in stock`}</Heading>
      <Text style={styles.text}>{`You asked us to tell you when ${data.productName} could be ordered again. It can, at ${money(data.price)}, while stock lasts.`}</Text>
      <Button href={data.productUrl} style={styles.button}>
        View the product
      </Button>
      <Text style={styles.muted}>
        This is the only e-mail you get about this product. <Link href={data.unsubscribeUrl}>Unsubscribe from back-in-stock e-mails</Link> to stop
        any others you asked for.
      </Text>
    </Layout>
  )
}

function CertificateFacts({ data }: { data: { kind: string; certificateNumber: string; states: string[]; expiresOn: string } }) {
  return (
    <Section style={styles.panel}>
      <Text style={styles.text}>{`${data.kind} ${data.certificateNumber}`}</Text>
      <Text style={styles.text}>{`States: ${data.states.join(", ")}`}</Text>
      <Text style={styles.text}>{`Valid through ${calendarDay(data.expiresOn)}`}</Text>
    </Section>
  )
}

function StaffNewTaxExemption({ data, links }: { data: EmailData["staff-new-tax-exemption"]; links: EmailLinks }) {
  return (
    <Layout preview={`${data.companyName} sent a ${data.kind.toLowerCase()} to review.`} links={links}>
      <Heading style={styles.heading}>A tax exemption certificate to review</Heading>
      <Text style={styles.text}>{`${data.uploadedBy} of ${data.companyName} uploaded a certificate. Until it is approved, the company's orders are taxed as usual.`}</Text>
      <CertificateFacts data={data} />
      <Button href={data.adminUrl} style={styles.button}>
        Review the certificate
      </Button>
    </Layout>
  )
}

function TaxExemptionReviewed({ data, links }: { data: EmailData["tax-exemption-reviewed"]; links: EmailLinks }) {
  const greeting = data.firstName ? `Hi ${data.firstName}, ` : ""
  return (
    <Layout preview={`Your ${data.kind.toLowerCase()} was ${data.approved ? "approved" : "not approved"}.`} links={links}>
      <Heading style={styles.heading}>{data.approved ? "Your tax exemption is approved" : "Your certificate was not approved"}</Heading>
      <Text style={styles.text}>
        {data.approved
          ? `${greeting}${data.companyName}'s orders shipped to the states below carry no sales tax until the certificate's last day.`
          : `${greeting}we could not approve the certificate ${data.companyName} sent, so its orders are taxed as usual. You can upload a new one in your account's Company tab.`}
      </Text>
      <CertificateFacts data={data} />
      {data.note ? (
        <Text style={styles.quote}>
          <Lines text={data.note} />
        </Text>
      ) : null}
      <Button href={url(links, "/account?tab=company")} style={styles.button}>
        Open your company account
      </Button>
    </Layout>
  )
}

type Templates = { [T in EmailTemplate]: { subject: (data: EmailData[T]) => string; Body: (props: { data: EmailData[T]; links: EmailLinks }) => ReactNode } }

/** Each e-mail: its subject (order e-mails always carry the order number) and its body. */
export const TEMPLATES: Templates = {
  "order-confirmation": { subject: ({ order }) => `Order #${order.id} confirmed`, Body: OrderConfirmation },
  "order-shipped": { subject: ({ order }) => `Order #${order.id} has shipped`, Body: OrderShipped },
  "order-delivered": { subject: ({ order }) => `Order #${order.id} was delivered`, Body: OrderDelivered },
  "order-cancelled": { subject: ({ order }) => `Order #${order.id} was cancelled`, Body: OrderCancelled },
  "return-requested": { subject: ({ order }) => `Return requested for order #${order.id}`, Body: ReturnRequested },
  "return-received": { subject: ({ order }) => `Return received for order #${order.id}`, Body: ReturnReceived },
  welcome: { subject: () => `Welcome to ${SHOP_NAME}`, Body: Welcome },
  "password-reset": { subject: () => `Reset your ${SHOP_NAME} password`, Body: PasswordReset },
  "email-changed": { subject: () => `Your ${SHOP_NAME} e-mail address was changed`, Body: EmailChanged },
  "inquiry-reply": {
    subject: (data) => `Re: ${data.subject || "Your message"} [${data.reference}]`,
    Body: InquiryReply,
  },
  "inquiry-received": {
    subject: (data) => `We received your ${(INQUIRY_KIND_LABELS[data.kind as InquiryKind] ?? "message").toLowerCase()} [${data.reference}]`,
    Body: InquiryReceived,
  },
  "staff-new-inquiry": {
    subject: (data) =>
      `New ${(INQUIRY_KIND_LABELS[data.kind as InquiryKind] ?? data.kind).toLowerCase()} ${data.reference}: ${data.subject || data.name || data.email || "no subject"}`,
    Body: StaffNewInquiry,
  },
  "staff-new-quote": { subject: (data) => `New quote request: ${quoteTitle(data.number)}`, Body: StaffNewQuote },
  "quote-priced": { subject: (data) => `Your quote is ready: ${quoteTitle(data.number)}`, Body: QuotePriced },
  "staff-new-tax-exemption": { subject: (data) => `Tax exemption certificate to review: ${data.companyName}`, Body: StaffNewTaxExemption },
  "tax-exemption-reviewed": { subject: (data) => (data.approved ? "Your tax exemption certificate is approved" : "Your tax exemption certificate was not approved"), Body: TaxExemptionReviewed },
  "back-in-stock": { subject: (data) => `${data.productName} is back in stock at ${SHOP_NAME}`, Body: BackInStock },
  "company-invite": { subject: (data) => `${data.invitedBy} invited you to join ${data.companyName} at ${SHOP_NAME}`, Body: CompanyInvite },
  "quote-message": { subject: (data) => `New message about ${quoteTitle(data.number)}`, Body: QuoteMessageToCustomer },
  "staff-quote-message": { subject: (data) => `New message on ${quoteTitle(data.number)} from ${data.name || data.email}`, Body: StaffQuoteMessage },
  "staff-quote-accepted": { subject: (data) => `${quoteTitle(data.number)} accepted: order #${data.orderNumber}`, Body: StaffQuoteAccepted },
}
