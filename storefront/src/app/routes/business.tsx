import { BusinessPage } from '@/features/products/routes/business-page'
import { BusinessQuoteForm } from '@/features/support/components/business-quote-form'

/** /business: the catalogue's business products with the support team's quote form. */
export function BusinessRoute() {
  return <BusinessPage quoteForm={<BusinessQuoteForm />} />
}
