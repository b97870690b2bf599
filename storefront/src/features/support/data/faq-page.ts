import { FREE_SHIPPING_PLACEHOLDER } from '@printshop/contract'
import { SUPPORT_HOURS } from '@/lib/config'
import type { FaqCategory } from './support-faq'

/** The five groups of three questions on /faq. */
export const FAQ_GROUPS: FaqCategory[] = [
  {
    name: 'Ordering',
    entries: [
      {
        question: 'How do I place an order?',
        answer:
          'Add products to your cart, open the cart and choose Checkout. Enter your contact details and shipping address, pick a payment method and confirm. You receive an order confirmation by e-mail right away.',
      },
      {
        question: 'Do I need an account to order?',
        answer:
          'An account lets you see your order history and track every order in one place. Creating one takes less than a minute from the Sign Up page.',
      },
      {
        question: 'Can I change or cancel my order?',
        answer:
          'Orders can be cancelled online within 1 hour of being placed, from your account (the time left is shown beside Cancel order). To change an order, contact our support team within that hour with your order number.',
      },
    ],
  },
  {
    name: 'Shipping & Delivery',
    entries: [
      {
        question: 'How long does delivery take?',
        answer: 'Standard delivery takes 3-5 business days and express delivery 1-2 business days after your order ships.',
      },
      {
        question: 'How much does shipping cost?',
        answer: `Standard shipping is free on orders ${FREE_SHIPPING_PLACEHOLDER}. For smaller orders a flat rate is shown in your cart before you check out.`,
      },
      {
        question: 'How can I track my package?',
        answer:
          'As soon as your order ships we e-mail you the carrier and tracking number. You can also follow your order on the Track Your Order page or in your account.',
      },
    ],
  },
  {
    name: 'Returns & Refunds',
    entries: [
      {
        question: 'How long do I have to return an item?',
        answer:
          'You can return most products within 30 days of delivery, and unopened items within 60 days. Items must be returned in their original packaging.',
      },
      {
        question: 'When will I get my refund?',
        answer:
          'After we receive and inspect your return: 3-5 business days for cards, 1-2 business days for PayPal and 7-10 business days for checks.',
      },
      {
        question: 'Who pays for return shipping?',
        answer: 'Return shipping is free for defective items. Damage in transit must be reported within 48 hours of delivery.',
      },
    ],
  },
  {
    name: 'Products & Warranty',
    entries: [
      {
        question: 'Are your products new and genuine?',
        answer:
          "Yes. We sell new, genuine products sourced through authorized distribution, each with its full manufacturer's warranty.",
      },
      {
        question: 'What warranty do I get?',
        answer:
          "Products carry the manufacturer's warranty, typically 1-2 years. Extended 3-year coverage and 5-year business protection are available on selected equipment.",
      },
      {
        question: 'How long does a repair take?',
        answer: 'Repairs usually take 5-7 business days once the device reaches the service center.',
      },
    ],
  },
  {
    name: 'Payments & Account',
    entries: [
      {
        question: 'Which payment methods can I use?',
        answer: 'We accept all major credit and debit cards and PayPal.',
      },
      {
        question: 'Is my payment information secure?',
        answer:
          'Yes. Checkout pages are encrypted, and your card number is never sent to or stored on our servers.',
      },
      {
        question: 'How do I reach customer support?',
        answer: `Call or e-mail us ${SUPPORT_HOURS}, or submit a support ticket at any time. Tickets are answered within 4 hours during business hours.`,
      },
    ],
  },
]
