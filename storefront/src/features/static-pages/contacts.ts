/** Mailboxes of the teams behind the static pages. */
export const CAREERS_EMAIL = 'careers@printshoppro.com'
export const PRESS_EMAIL = 'press@printshoppro.com'
export const PARTNERS_EMAIL = 'partners@printshoppro.com'
export const AFFILIATES_EMAIL = 'affiliates@printshoppro.com'
export const PRIVACY_EMAIL = 'privacy@printshoppro.com'

export function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`
}
