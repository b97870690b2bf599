import { FREE_SHIPPING_PLACEHOLDER, type FreeShipping } from '@printshop/contract'
import { subtotalWords } from '@/lib/shop-pricing'
import { SUPPORT_HOURS } from '@/lib/config'

export interface FaqEntry {
  question: string
  answer: string
}

export interface FaqCategory {
  name: string
  entries: FaqEntry[]
}

/** The FAQ tab of /support, by category; the first is selected by default. */
export const SUPPORT_FAQ: FaqCategory[] = [
  {
    name: 'Orders & Shipping',
    entries: [
      {
        question: 'How long does shipping take?',
        answer:
          'Standard delivery takes 3-5 business days. Express delivery arrives in 1-2 business days. Orders are processed within 1-2 business days, and you receive a tracking number by e-mail as soon as your order ships.',
      },
      {
        question: 'Do you offer free shipping?',
        answer: `Yes. Orders with an item subtotal ${FREE_SHIPPING_PLACEHOLDER} ship free with standard delivery. Smaller orders pay a flat shipping rate shown in your cart before checkout.`,
      },
      {
        question: 'Can I change or cancel my order?',
        answer:
          'Orders can be cancelled online within 1 hour of being placed: open the order in your account and choose Cancel order (the time left is shown beside it). To change an order, contact our support team within that hour with your order number; once an order has been handed to the carrier it can no longer be changed, but you can return it.',
      },
      {
        question: 'How do I track my order?',
        answer:
          'Use the Track Your Order page with your order number. Signed-in customers also see the status and tracking number of every order in their account.',
      },
    ],
  },
  {
    name: 'Returns & Refunds',
    entries: [
      {
        question: 'What is your return policy?',
        answer:
          'Most products can be returned within 30 days of delivery, and business equipment within 60 days. Items must come back in their original packaging with all accessories and manuals.',
      },
      {
        question: 'How long do refunds take?',
        answer:
          'Once we have received and inspected your return, refunds to a credit or debit card take 3-5 business days, PayPal refunds 1-2 business days, and refunds by check 7-10 business days.',
      },
      {
        question: 'My item arrived damaged. What should I do?',
        answer:
          'Please report damage in transit within 48 hours of delivery and keep the packaging. We will file the claim with the carrier and send you a replacement or a full refund. Return shipping is free for defective items.',
      },
    ],
  },
  {
    name: 'Products & Technical',
    entries: [
      {
        question: 'Do your products come with a warranty?',
        answer:
          "Every product comes with its manufacturer's warranty, typically 1-2 years. Extended coverage of up to 3 years, and 5-year business protection on selected business equipment, is available. See our Warranty Services page for details.",
      },
      {
        question: 'How long do repairs take?',
        answer:
          'Warranty and out-of-warranty repairs usually take 5-7 business days from the day the device reaches the service center. We keep you updated by e-mail throughout.',
      },
      {
        question: 'Where can I find drivers and manuals?',
        answer:
          'Our Manuals & Documentation page lists user guides and setup documents for printers, scanners and POS systems. Drivers are always available in their latest version from the manufacturer\'s website.',
      },
      {
        question: 'My printer is not printing. What should I check first?',
        answer:
          'Check that the printer is on and shows no error light, that it is connected to the same network or cable as your computer, and that it is selected as the default printer. Restarting both devices solves most issues; if not, submit a support ticket with the model and any error code.',
      },
    ],
  },
  {
    name: 'Account & Billing',
    entries: [
      {
        question: 'Which payment methods do you accept?',
        answer: 'We accept all major credit and debit cards and PayPal. Business customers can also ask about invoicing for bulk orders.',
      },
      {
        question: 'How do I update my account details?',
        answer:
          'Sign in and open My Account. In the Profile tab you can change your name, e-mail address and phone number, and in Settings you can change your password.',
      },
      {
        question: 'When is my card charged?',
        answer:
          'Your card is charged when you place your order. If an item turns out to be unavailable, we refund that amount to your card within 3-5 business days.',
      },
    ],
  },
  {
    name: 'Business Solutions',
    entries: [
      {
        question: 'Do you offer discounts for bulk orders?',
        answer:
          'Yes. Bulk orders over $5,000 qualify for special terms, including volume pricing and flexible payment options. Request a business quote and a specialist will prepare an offer for you.',
      },
      {
        question: 'Can you install and set up equipment on site?',
        answer:
          'Yes. Our technicians install printers and POS systems, train your staff and offer maintenance plans. See Installation Services for prices and the areas we cover.',
      },
      {
        question: 'What is the return window for business equipment?',
        answer:
          'Business equipment can be returned within 60 days of delivery in its original packaging, so you have time to test it in your workplace.',
      },
      {
        question: 'How quickly does support answer business customers?',
        answer: `Our support team is available ${SUPPORT_HOURS}. Support tickets are answered within 4 hours during business hours.`,
      },
    ],
  },
]

/**
 * The entries with the subtotal from which shipping is free written in where an answer names it
 * (`{freeShipping}`: Medusa's shipping options decide it, see useFreeShipping): 'over $99', 'of
 * $150 or more', 'of any amount'. When shipping is never free, such an answer says how it is priced.
 */
export function withShippingWords(entries: FaqEntry[], free: FreeShipping | null | undefined): FaqEntry[] {
  return entries.map((entry) => {
    if (!entry.answer.includes(FREE_SHIPPING_PLACEHOLDER)) return entry
    if (free === null) return { ...entry, answer: NO_FREE_SHIPPING_ANSWER }
    return { ...entry, answer: entry.answer.replaceAll(FREE_SHIPPING_PLACEHOLDER, free ? subtotalWords(free) : 'above our free-shipping amount') }
  })
}

const NO_FREE_SHIPPING_ANSWER = 'Shipping is priced for your order by the options shown in your cart and at checkout.'

/** The entries of a category whose question or answer contains the search, ignoring case. */
export function filterFaqEntries(entries: FaqEntry[], search: string): FaqEntry[] {
  const term = search.trim().toLowerCase()
  if (!term) return entries
  return entries.filter(
    (entry) => entry.question.toLowerCase().includes(term) || entry.answer.toLowerCase().includes(term),
  )
}
