import { useCallback, useEffect, useRef, useState } from 'react'
import { get, useForm, type FieldErrors, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { ArrowLeft, Lock } from 'lucide-react'
import type { Order, OrderConflict, User } from '@printshop/contract'
import { PageSpinner } from '@/components/page-spinner'
import { buttonStyles } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverFieldErrors } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useCartStore, type CartItem } from '@/stores/cart-store'
import { orderConflict, usePlaceOrder } from '../api/place-order'
import { usePrepareCheckout } from '../api/prepare-checkout'
import { BillingStep, CHECKOUT_STEPS, ContactStep, PaymentStep, ShippingStep, type CheckoutStepKey } from '../components/checkout-steps'
import { CheckoutSummary, type CheckoutNotice, type NoticeAction } from '../components/checkout-summary'
import { OrderConfirmation } from '../components/order-confirmation'
import { checkoutDefaults, checkoutSchema, type CheckoutFormInput, type CheckoutFormValues } from '../utils/checkout-schema'
import { buildOrderPayload, newCheckoutSessionId } from '../utils/order-payload'

/** The cart is emptied this long after an order is placed (SPEC §9). */
export const CLEAR_CART_DELAY_MS = 100
/** After a 401 the shopper reads the toast this long before going to sign in (SPEC §9). */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000
const SIGN_IN_PATH = '/login?redirect=/checkout'
const FORM_ID = 'checkout-form'

/**
 * /checkout: 'Loading...' while the sign-in state loads; the 'Sign In Required' card for visitors;
 * back to /cart when there is nothing to order; otherwise the four-step form, and once the order
 * is placed the 'Order Confirmed!' page (which outlives the cart being emptied and a sign-out).
 */
export function CheckoutPage() {
  const { user, isLoading } = useCurrentUser()
  const items = useCartStore((state) => state.items)
  const clearCart = useCartStore((state) => state.clearCart)
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null)
  useDocumentTitle(placedOrder ? 'Order Confirmed' : 'Checkout')
  // One id per visit to the checkout: a repeated submission reuses it, so the server places one order.
  const [sessionId] = useState(newCheckoutSessionId)

  const onPlaced = useCallback(
    (order: Order) => {
      setPlacedOrder(order)
      // Not cancelled on unmount: the order is placed, so the cart must go even if the shopper leaves at once.
      setTimeout(clearCart, CLEAR_CART_DELAY_MS)
    },
    [clearCart],
  )

  if (placedOrder) return <OrderConfirmation order={placedOrder} />
  if (isLoading) return <PageSpinner />
  if (!user) return <SignInRequired />
  if (items.length === 0) return <Navigate to="/cart" replace />
  return <CheckoutFlow user={user} items={items} sessionId={sessionId} onPlaced={onPlaced} />
}

/** Every field in the order the form shows them, with its step, so the first problem gets focus. */
const FIELD_ORDER: Array<[FieldPath<CheckoutFormInput>, CheckoutStepKey]> = [
  ['customerEmail', 'contact'],
  ['customerName', 'contact'],
  ['customerPhone', 'contact'],
  ...(['firstName', 'lastName', 'address', 'address2', 'city', 'state', 'zipCode'] as const).map(
    (field): [FieldPath<CheckoutFormInput>, CheckoutStepKey] => [`shippingAddress.${field}`, 'shipping'],
  ),
  ...(['firstName', 'lastName', 'address', 'address2', 'city', 'state', 'zipCode'] as const).map(
    (field): [FieldPath<CheckoutFormInput>, CheckoutStepKey] => [`billingAddress.${field}`, 'billing'],
  ),
  ['billingAddress', 'billing'],
  ['paymentMethod', 'payment'],
  ['cardNumber', 'payment'],
  ['expiryDate', 'payment'],
  ['cvv', 'payment'],
  ['cardName', 'payment'],
]

function focusStepHeading(step: CheckoutStepKey) {
  document.getElementById(CHECKOUT_STEPS[step].headingId)?.focus()
}

function CheckoutFlow({
  user,
  items,
  sessionId,
  onPlaced,
}: {
  user: User
  items: CartItem[]
  sessionId: string
  onPlaced: (order: Order) => void
}) {
  const navigate = useNavigate()
  const placeOrder = usePlaceOrder()
  usePrepareCheckout(sessionId, items)
  const updatePrices = useCartStore((state) => state.updatePrices)
  const updateQuantity = useCartStore((state) => state.updateQuantity)
  const removeItem = useCartStore((state) => state.removeItem)
  const [notice, setNotice] = useState<CheckoutNotice | null>(null)
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>()
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutSchema),
    // The form only mounts once the customer is known, so the prefill is there from the start.
    defaultValues: checkoutDefaults(user),
    shouldFocusError: false,
  })

  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  function onInvalid(errors: FieldErrors<CheckoutFormInput>) {
    toast({
      title: 'Please fill in all required fields',
      description: 'Check the form for any missing or invalid information.',
      variant: 'destructive',
    })
    const first = FIELD_ORDER.find(([path]) => get(errors, path))
    if (!first) return
    const [path, step] = first
    // A field takes focus, so its label and message are read out; a message about a whole
    // step (the billing address) sends focus to that step's heading.
    if (path === 'billingAddress') focusStepHeading(step)
    else form.setFocus(path)
  }

  function applyConflict(conflict: OrderConflict) {
    switch (conflict.code) {
      case 'total_mismatch':
        // Show the server's figures: the summary recomputes from the corrected prices.
        updatePrices(conflict.items)
        setNotice({ kind: 'prices_changed', message: conflict.message })
        break
      case 'insufficient_stock':
        setNotice({ kind: 'insufficient_stock', message: conflict.message, productId: conflict.productId, available: conflict.available })
        break
      case 'unknown_product':
        setNotice({ kind: 'unknown_product', message: conflict.message, productId: conflict.productId })
        break
    }
  }

  function onOrderFailed(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      toast({
        title: 'Please sign in',
        description: 'You need to be signed in to place an order. Redirecting...',
        variant: 'destructive',
      })
      redirectTimer.current = setTimeout(() => navigate(SIGN_IN_PATH), SIGN_IN_REDIRECT_DELAY_MS)
      return
    }
    const conflict = orderConflict(error)
    if (conflict) {
      applyConflict(conflict)
      toast({ title: 'Order failed', description: conflict.message, variant: 'destructive' })
      return
    }
    // The server checks the same fields; show its words on the fields it names.
    for (const [path, message] of Object.entries(serverFieldErrors(error))) {
      const known = FIELD_ORDER.find(([field]) => field === path)
      if (known) form.setError(known[0], { type: 'server', message })
    }
    toast({ title: 'Order failed', description: 'There was an error placing your order. Please try again.', variant: 'destructive' })
  }

  async function onValid(values: CheckoutFormValues) {
    setNotice(null)
    try {
      const order = await placeOrder.mutateAsync(buildOrderPayload({ values, items, user, sessionId }))
      toast({ title: 'Order placed successfully!', description: `Your order #${order.id} has been confirmed.` })
      onPlaced(order)
    } catch (error) {
      onOrderFailed(error)
    }
  }

  const noticeLine = notice && 'productId' in notice ? items.find((item) => item.productId === notice.productId) : undefined
  let noticeAction: NoticeAction | null = null
  if (notice && noticeLine) {
    const fixableByQuantity = notice.kind === 'insufficient_stock' && notice.available > 0
    noticeAction = fixableByQuantity
      ? {
          label: `Change quantity to ${notice.available}`,
          run: () => {
            updateQuantity(noticeLine.id, notice.available)
            setNotice(null)
          },
        }
      : {
          label: `Remove ${noticeLine.product.name}`,
          run: () => {
            removeItem(noticeLine.id)
            setNotice(null)
          },
        }
  }

  return (
    <div className="container py-8 lg:py-10">
      <Link to="/cart" className="inline-flex items-center gap-2 text-sm font-medium text-primary-600 hover:text-primary-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Cart
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <form
          id={FORM_ID}
          noValidate
          aria-label="Checkout"
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
          className="space-y-6 lg:col-span-2"
        >
          <ContactStep form={form} />
          <ShippingStep form={form} />
          <BillingStep form={form} />
          <PaymentStep form={form} />
        </form>
        <CheckoutSummary
          items={items}
          formId={FORM_ID}
          processing={placeOrder.isPending || form.formState.isSubmitting}
          notice={notice}
          noticeAction={noticeAction}
        />
      </div>
    </div>
  )
}

function SignInRequired() {
  return (
    <section className="container flex justify-center py-16 lg:py-24">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Lock className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Sign In Required</h1>
        <p className="mt-2 text-slate-600">Please sign in to your account to complete your purchase. Your cart will be waiting for you.</p>
        <div className="mt-6 grid gap-3">
          <Link to={SIGN_IN_PATH} className={buttonStyles({ className: 'w-full' })}>
            Sign In
          </Link>
          <Link to="/signup?redirect=/checkout" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
            Sign Up
          </Link>
          <Link to="/cart" className={buttonStyles({ variant: 'ghost', className: 'w-full' })}>
            Back to Cart
          </Link>
        </div>
      </div>
    </section>
  )
}
