import { Link } from 'react-router-dom'
import { PolicySection, StaticPage } from '@/components/layouts/static-page'
import { COMPANY_ADDRESS, COMPANY_LEGAL_NAME, SHOP_NAME, SUPPORT_EMAIL } from '@/lib/config'
import { useFreeShippingText } from '@/lib/shop-pricing'

const linkClass = 'text-primary-700 underline hover:text-primary-800'

export function TermsPage() {
  const { street, city, state, zipCode } = COMPANY_ADDRESS
  const freeShipping = useFreeShippingText({ pending: 'Shipping is free on qualifying orders', never: 'Shipping is charged as shown at checkout' })
  return (
    <StaticPage
      title="Terms of Service"
      intro={`The terms that apply when you use the ${SHOP_NAME} website and buy from us.`}
      lastUpdated="November 1, 2026"
    >
      <PolicySection heading="About Us and These Terms">
        <p>
          This website is operated by {COMPANY_LEGAL_NAME}, an Oklahoma limited liability company. By using the site or
          placing an order you agree to these terms. If you do not agree, please do not use the site.
        </p>
      </PolicySection>
      <PolicySection heading="Your Account">
        <p>
          You are responsible for keeping your password confidential and for activity under your account. Please give us
          accurate contact and address details and keep them up to date.
        </p>
      </PolicySection>
      <PolicySection heading="Products, Prices and Availability">
        <p>
          {SHOP_NAME} is an independent retailer and is not affiliated with the manufacturers of the products we sell.
          Prices and availability can change without notice. We try to describe every product accurately; if a product or
          price is listed in error, we may cancel the affected order and refund any amount paid.
        </p>
      </PolicySection>
      <PolicySection heading="Orders">
        <ul>
          <li>Your order is an offer to buy. It is accepted when we confirm it by e-mail or on the confirmation page.</li>
          <li>You can cancel an order online from your account within 1 hour of placing it, before it ships; to change one, contact our support team within that hour.</li>
          <li>Bulk orders over $5,000 are subject to special terms, which we agree with you before the order ships.</li>
          <li>Prices are in US dollars. Sales tax is added at checkout.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="Shipping">
        <p>
          We ship within the United States. Standard delivery takes 3-7 business days and express delivery 1-2 business
          days. {freeShipping}. Risk of loss passes to you on delivery.
        </p>
      </PolicySection>
      <PolicySection heading="Returns and Refunds">
        <p>
          Returns are governed by our{' '}
          <Link to="/returns" className={linkClass}>
            Return Policy
          </Link>
          .
        </p>
      </PolicySection>
      <PolicySection heading="Warranties">
        <p>
          Products are covered by their manufacturers' warranties, typically 1-2 years. Warranty service is provided by
          the manufacturer; we are glad to help you make a claim. Apart from those warranties and any rights you have by
          law, products are sold as described on their product pages.
        </p>
      </PolicySection>
      <PolicySection heading="Limitation of Liability">
        <p>
          To the extent permitted by law, our liability for any claim relating to a product is limited to the price you
          paid for it, and we are not liable for indirect or consequential losses such as lost profits or lost data.
          Nothing in these terms limits rights that cannot be limited by law.
        </p>
      </PolicySection>
      <PolicySection heading="Governing Law">
        <p>
          These terms are governed by the laws of the State of Oklahoma, without regard to its conflict-of-law rules. Any
          dispute will be resolved in the state or federal courts located in Tulsa County, Oklahoma.
        </p>
      </PolicySection>
      <PolicySection heading="Changes to These Terms">
        <p>
          We may update these terms. The version in force when you place an order applies to that order.
        </p>
      </PolicySection>
      <PolicySection heading="Contact">
        <p>
          {COMPANY_LEGAL_NAME}, {street}, {city}, {state} {zipCode}. E-mail:{' '}
          <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
      </PolicySection>
    </StaticPage>
  )
}
