import { render } from "@react-email/render"
import { createElement } from "react"
import { type EmailLinks, TEMPLATES } from "./templates"
import { EMAIL_TEMPLATES, type EmailData, type EmailTemplate } from "./types"

export type RenderedEmail = { subject: string; html: string; text: string }

export const isEmailTemplate = (name: unknown): name is EmailTemplate =>
  typeof name === "string" && (EMAIL_TEMPLATES as readonly string[]).includes(name)

/** A header's value on one line: CR, LF and other control characters can never start a new header. */
export const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, " ").trim()

/** An e-mail's subject, HTML and plain-text parts, from its template and data. */
export async function renderEmail<T extends EmailTemplate>(template: T, data: EmailData[T], links: EmailLinks): Promise<RenderedEmail> {
  const { subject, Body } = TEMPLATES[template]
  const element = createElement(Body as (props: { data: EmailData[T]; links: EmailLinks }) => ReturnType<typeof Body>, { data, links })
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: oneLine(subject(data)), html, text }
}
