import { Route, Routes, useLocation } from 'react-router-dom'
import { OrderConfirmation, type ConfirmationState } from '../components/order-confirmation'
import { CheckoutPage } from '../routes/checkout-page'

/** The order the checkout handed to its confirmation's address, as that page shows it first. */
function HandedOverConfirmation() {
  const placed = (useLocation().state as ConfirmationState | null)?.placed
  return placed ? <OrderConfirmation order={placed} /> : <p>No order was handed over.</p>
}

/** /checkout and the confirmation's address it goes to once the order is placed (the app's page reads the order again; see app/routes/order-confirmation). */
export const checkoutRoutes = (
  <Routes>
    <Route path="/checkout" element={<CheckoutPage />} />
    <Route path="/checkout/confirmation/:orderNumber" element={<HandedOverConfirmation />} />
  </Routes>
)
