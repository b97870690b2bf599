import { PolicySection, StaticPage } from '@/components/layouts/static-page'
import { COMPANY_ADDRESS, COMPANY_LEGAL_NAME, SHOP_NAME, SUPPORT_PHONE } from '@/lib/config'
import { PRIVACY_EMAIL } from '../contacts'

export function PrivacyPage() {
  const { street, city, state, zipCode } = COMPANY_ADDRESS
  return (
    <StaticPage
      title="Privacy Policy"
      intro={`How ${SHOP_NAME} collects, uses and protects your personal information when you shop with us.`}
      lastUpdated="November 1, 2026"
    >
      <PolicySection heading="Information We Collect">
        <p>We collect the information you give us and a limited amount of information created as you use the site:</p>
        <ul>
          <li>Account details: your name, e-mail address, phone number and password (stored only in hashed form).</li>
          <li>Order details: shipping and billing addresses, the products you buy and the payment method you choose.</li>
          <li>Messages you send us through support tickets, contact, quote, warranty and installation forms.</li>
          <li>Technical information such as your browser type, pages visited and the searches you run on the site.</li>
        </ul>
        <p>Card numbers entered at checkout are never sent to or stored on our servers.</p>
      </PolicySection>
      <PolicySection heading="How We Use Your Information">
        <ul>
          <li>To process, ship and support your orders, including order tracking and returns.</li>
          <li>To manage your account and answer your questions and service requests.</li>
          <li>To prevent fraud and keep the site secure.</li>
          <li>To improve our catalogue, search and service.</li>
          <li>To send you marketing e-mails, only when you have agreed to receive them. You can unsubscribe at any time.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="Cookies and Browser Storage">
        <p>
          We use cookies and your browser's local storage to keep you signed in and to remember your cart and wishlist
          between visits. These are needed for the shop to work. You can clear them at any time in your browser settings;
          doing so signs you out and empties your saved cart and wishlist.
        </p>
      </PolicySection>
      <PolicySection heading="Sharing Your Information">
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>Shipping carriers, to deliver your orders.</li>
          <li>Payment processors, to complete payments you authorize.</li>
          <li>Service providers who host and operate our systems, under agreements that protect your data.</li>
          <li>Authorities, when the law requires it.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="Data Security and Retention">
        <p>
          Our site is served over encrypted connections and access to customer data is limited to staff who need it. We
          keep order records for as long as tax and accounting rules require and other personal information only as long
          as needed for the purposes above.
        </p>
      </PolicySection>
      <PolicySection heading="Your Choices and Rights">
        <p>
          You can review and update your profile in your account at any time. To request a copy of your information or
          its deletion, write to us at the address below. We will answer within 30 days.
        </p>
      </PolicySection>
      <PolicySection heading="Children's Privacy">
        <p>Our shop is intended for adults. We do not knowingly collect information from children under 13.</p>
      </PolicySection>
      <PolicySection heading="Changes to This Policy">
        <p>We may update this policy from time to time. The date at the top of this page shows when it last changed.</p>
      </PolicySection>
      <PolicySection heading="Contact Us">
        <p>
          {COMPANY_LEGAL_NAME}, {street}, {city}, {state} {zipCode}
          <br />
          E-mail:{' '}
          <a className="text-primary-700 underline hover:text-primary-800" href={`mailto:${PRIVACY_EMAIL}`}>
            {PRIVACY_EMAIL}
          </a>
          <br />
          Phone: {SUPPORT_PHONE}
        </p>
      </PolicySection>
    </StaticPage>
  )
}
