import { PAYMENT_METHODS, PAYMENT_TERMS_DAYS, PAYMENT_TERMS_LABELS, type PaymentMethod, type PaymentTerms } from '@printshop/contract'

/** Every shopper's methods: paying by invoice is offered only to a company account with payment terms. */
export const EVERYONE_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) => method !== 'invoice')

/**
 * The methods the checkout offers: the region's (everyone's while the settings load) and, for a
 * member of a company with payment terms, Pay by Invoice (docs/decisions.md, "Invoices and net
 * terms"). An invoice order is recorded by Medusa's system provider, as cash on delivery is: it is
 * offered only where that provider is.
 */
export function checkoutPaymentMethods(regionMethods: readonly PaymentMethod[] | undefined, terms: PaymentTerms | null): readonly PaymentMethod[] {
  const everyone = (regionMethods ?? EVERYONE_METHODS).filter((method) => method !== 'invoice')
  return terms && everyone.includes('cash_on_delivery') ? [...everyone, 'invoice'] : everyone
}

/** What Pay by Invoice says of the company's terms, e.g. "Net 30: your company's invoice is due 30 days after the order." */
export const invoiceTermsText = (terms: PaymentTerms) =>
  `${PAYMENT_TERMS_LABELS[terms]}: your company's invoice is due ${PAYMENT_TERMS_DAYS[terms]} days after the order.`
