import { useEffect, type MutableRefObject } from 'react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'

/**
 * Confirms the card typed into the processor's element for the order's payment: null when the
 * processor accepted it (authorised, 3-D Secure done), otherwise what to tell the shopper.
 */
export type ConfirmCard = () => Promise<string | null>

const loaded = new Map<string, Promise<Stripe | null>>()
/** Stripe.js, loaded from Stripe once per key (the card is typed into Stripe's frame, never this page). */
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    loaded.set(publishableKey, stripe)
  }
  return stripe
}

function PaymentForm({ confirmRef }: { confirmRef: MutableRefObject<ConfirmCard | null> }) {
  const stripe = useStripe()
  const elements = useElements()
  useEffect(() => {
    confirmRef.current = async () => {
      if (!stripe || !elements) return 'The card form is still loading. Please try again in a moment.'
      // 3-D Secure opens in Stripe's own window when the bank asks for it; nothing leaves this page.
      const { error } = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } })
      return error ? (error.message ?? 'Your card was not accepted. Please try another card.') : null
    }
    return () => {
      confirmRef.current = null
    }
  }, [stripe, elements, confirmRef])
  return <PaymentElement options={{ layout: 'tabs' }} />
}

/**
 * Stripe's Payment Element for the order's payment (its client secret from the prepared checkout):
 * card numbers go from the shopper's browser to Stripe only (docs/decisions.md, "Payments").
 */
export default function StripeCard({
  publishableKey,
  clientSecret,
  confirmRef,
}: {
  publishableKey: string
  clientSecret: string
  confirmRef: MutableRefObject<ConfirmCard | null>
}) {
  return (
    <Elements key={clientSecret} stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm confirmRef={confirmRef} />
    </Elements>
  )
}
