import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { get, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, FileText, Lock } from 'lucide-react'
import {
  COUNTRY_CODE,
  MAX_SAVED_ADDRESSES,
  ORDER_MESSAGES,
  QUOTE_MESSAGES,
  addressSchema,
  orderConfirmationPath,
  quoteRefusal,
  quoteTitle,
  type Order,
  type OrderConflict,
  type Quote,
  type User,
} from '@printshop/contract'
import { NoticeCard } from '@/components/notice-card'
import { PageSpinner } from '@/components/page-spinner'
import { buttonStyles } from '@/components/ui/button'
import { toast, useToastsAtTop } from '@/components/ui/use-toast'
import { ApiError, serverFieldErrors } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { addressKeys, companyKeys, quoteKeys } from '@/lib/query-keys'
import { promoProblem, refusalMessage, usePromoCode, type PromoCodeState } from '@/lib/promo-code'
import { currentQuoteStatus, formatCalendarDate, quoteAccountPath, quoteCheckoutPath, quoteProblem, useUserQuote } from '@/lib/quotes'
import { isSameAddress, ownAddresses, useSavedAddresses } from '@/lib/saved-addresses'
import { useShopPricing } from '@/lib/shop-pricing'
import { useDocumentTitle } from '@/lib/use-document-title'
import { selectSubtotal, useCartStore, type CartItem } from '@/stores/cart-store'
import { useAcceptQuote } from '../api/accept-quote'
import { useCheckoutCompany } from '../api/get-checkout-company'
import { orderConflict, usePlaceOrder } from '../api/place-order'
import { usePrepareCheckout } from '../api/prepare-checkout'
import { saveShippingAddress, shippingAddressBody } from '../api/save-shipping-address'
import { BillingStep, CHECKOUT_STEPS, ContactStep, PaymentStep, ShippingStep, type CheckoutStepKey } from '../components/checkout-steps'
import { CheckoutSummary, type CheckoutNotice, type NoticeAction } from '../components/checkout-summary'
import type { ConfirmationState } from '../components/order-confirmation'
import type { ConfirmCard } from '../components/stripe-card'
import { checkoutFigures, estimatedOptions, type ServerFigures } from '../utils/checkout-figures'
import { fillAddressFields, isBlankAddress } from '../utils/checkout-form'
import { checkoutDefaults, checkoutSchema, type CheckoutFormInput, type CheckoutFormValues } from '../utils/checkout-schema'
import { acceptQuotePayload, buildOrderPayload, newCheckoutSessionId } from '../utils/order-payload'
import { checkoutPaymentMethods } from '../utils/payment-methods'
import { quoteCheckoutItems } from '../utils/quote-lines'

/** The cart is emptied this long after an order is placed. */
export const CLEAR_CART_DELAY_MS = 100
/** After a 401 the shopper reads the toast this long before going to sign in. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000
const SIGN_IN_PATH = '/login?redirect=/checkout'
/** Where a visitor signs in to accept a quote, and comes back to its checkout from. */
const quoteSignInPath = (quoteId: string) => `/login?redirect=${encodeURIComponent(quoteCheckoutPath(quoteId))}`
/** Said when the figures for the address typed in differ from those the summary showed: nothing is placed yet. */
export const TOTALS_UPDATED = 'Your order total has been updated for your shipping address. Please review it and place your order again.'
const FORM_ID = 'checkout-form'

/**
 * /checkout: 'Loading...' while the sign-in state loads; the 'Sign In Required' card for visitors;
 * back to /cart when there is nothing to order; otherwise the four-step form. A placed order goes
 * to its confirmation's own address (/checkout/confirmation/{number}). /checkout?quote={id} is the
 * checkout of a priced quote: its lines at the quoted prices, and the cart is left as it is.
 */
export function CheckoutPage() {
  const { user, isLoading } = useCurrentUser()
  const quoteId = useSearchParams()[0].get('quote')
  const items = useCartStore((state) => state.items)
  const clearCart = useCartStore((state) => state.clearCart)
  const navigate = useNavigate()
  const [placed, setPlaced] = useState(false)
  useDocumentTitle('Checkout')
  // Place Order sits at the bottom of the form on a phone and beside the summary's foot on a wide
  // screen: a failure's toast appears at the top, clear of it.
  useToastsAtTop()
  // One id per visit to the checkout: a repeated submission reuses it, so the server places one order.
  const [sessionId] = useState(newCheckoutSessionId)

  const onPlaced = useCallback(
    (order: Order, { keepCart = false }: { keepCart?: boolean } = {}) => {
      setPlaced(true)
      // The confirmation has an address of its own, in place of the checkout's: a reload or Back
      // finds it again, and the confirmation e-mail links to it.
      const state: ConfirmationState = { placed: order }
      navigate(orderConfirmationPath(order.id), { replace: true, state })
      // Not cancelled on unmount: the order is placed, so the cart must go even if the shopper leaves at once.
      // A quote's order was not the cart's: the cart stays for its own checkout.
      if (!keepCart) setTimeout(clearCart, CLEAR_CART_DELAY_MS)
    },
    [clearCart, navigate],
  )
  const onQuotePlaced = useCallback((order: Order) => onPlaced(order, { keepCart: true }), [onPlaced])

  if (placed) return <PageSpinner />
  if (isLoading) return <PageSpinner />
  if (!user) return quoteId === null ? <SignInRequired /> : <SignInToAccept quoteId={quoteId} />
  if (quoteId !== null) return <QuoteCheckout quoteId={quoteId} user={user} sessionId={sessionId} onPlaced={onQuotePlaced} />
  if (items.length === 0) return <Navigate to="/cart" replace />
  return <CheckoutFlow user={user} items={items} sessionId={sessionId} onPlaced={onPlaced} />
}

/**
 * The checkout of a quote (/checkout?quote={id}): the quote is read again first, and only a quote
 * that can be accepted today is checked out; any other says why, with the way to the quote.
 */
function QuoteCheckout({
  quoteId,
  user,
  sessionId,
  onPlaced,
}: {
  quoteId: string
  user: User
  sessionId: string
  onPlaced: (order: Order) => void
}) {
  const query = useUserQuote(quoteId)
  const quote = query.data
  // The same lines for the same quote, so the checkout is prepared once for them.
  const items = useMemo(() => (quote ? quoteCheckoutItems(quote) : []), [quote])

  if (query.isPending) return <PageSpinner label="Loading your quote..." />
  if (query.isError) {
    return (
      <QuoteNotice title="Quote Unavailable" text="Your quote could not be loaded right now. Please try again in a moment.">
        <Link to={quoteAccountPath(quoteId)} className={buttonStyles({ className: 'w-full' })}>
          My Quotes
        </Link>
      </QuoteNotice>
    )
  }
  if (!quote) {
    return (
      <QuoteNotice title="Quote Not Found" text={QUOTE_MESSAGES.notFound}>
        <Link to="/account?tab=quotes" className={buttonStyles({ className: 'w-full' })}>
          My Quotes
        </Link>
      </QuoteNotice>
    )
  }
  const refusal = quoteRefusal(currentQuoteStatus(quote))
  if (refusal) {
    // An accepted quote's order, which a second visit to its checkout (Back, the e-mail) is after.
    const order = quote.status === 'accepted' ? quote.orderId : null
    return (
      <QuoteNotice title={quoteTitle(quote.number)} text={refusal}>
        {order && (
          <Link to={orderConfirmationPath(order)} className={buttonStyles({ className: 'w-full' })}>
            {`View Order #${order}`}
          </Link>
        )}
        <Link to={quoteAccountPath(quote.id)} className={buttonStyles({ variant: order ? 'outline' : 'primary', className: 'w-full' })}>
          View Quote
        </Link>
      </QuoteNotice>
    )
  }
  return <CheckoutFlow user={user} items={items} quote={quote} sessionId={sessionId} onPlaced={onPlaced} />
}

function QuoteNotice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <NoticeCard Icon={FileText} title={title} text={text}>
      {children}
    </NoticeCard>
  )
}

/** A quote's checkout takes no promo code: the quote is the price. The cart keeps its own code for its own checkout. */
const WITHOUT_PROMO_CODE: PromoCodeState = {
  code: null,
  figures: undefined,
  problem: null,
  refused: false,
  checking: false,
  apply: () => Promise.resolve(QUOTE_MESSAGES.noPromoCode),
  remove: () => {},
}
const NO_LINES: CartItem[] = []

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
  ['poNumber', 'payment'],
]

function focusStepHeading(step: CheckoutStepKey) {
  document.getElementById(CHECKOUT_STEPS[step].headingId)?.focus()
}

function CheckoutFlow({
  user,
  items,
  quote,
  sessionId,
  onPlaced,
}: {
  user: User
  /** The cart's lines, or the quote's at its prices. */
  items: CartItem[]
  /** The quote being accepted: Place Order accepts it (POST /api/user/quotes/{id}/accept). */
  quote?: Quote
  sessionId: string
  onPlaced: (order: Order) => void
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const placeOrder = usePlaceOrder()
  const acceptQuote = useAcceptQuote()
  const signInPath = quote ? quoteSignInPath(quote.id) : SIGN_IN_PATH
  const addressesQuery = useSavedAddresses()
  const savedAddresses = addressesQuery.data ?? []
  // The picker lists the addresses the customer's company colleagues saved too; the limit is on their own.
  const atAddressLimit = ownAddresses(savedAddresses).length >= MAX_SAVED_ADDRESSES
  const [saveAddress, setSaveAddress] = useState(false)
  const prefilled = useRef(false)
  const cartPromo = usePromoCode(quote ? NO_LINES : items)
  const promo = quote ? WITHOUT_PROMO_CODE : cartPromo
  const { data: pricing } = useShopPricing()
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutSchema),
    // The form only mounts once the customer is known, so the prefill is there from the start.
    defaultValues: checkoutDefaults(user),
    shouldFocusError: false,
  })
  // The shipping address once it is complete prices the checkout for its state; the option the shopper chose ships it.
  const shippingAddress = useCompleteAddress(form)
  const [chosenOptionId, setChosenOptionId] = useState<string | null>(null)
  // A company's member may give a PO number, and with the company's payment terms pay by invoice
  // (docs/decisions.md, "Invoices and net terms").
  const company = useCheckoutCompany().data?.company ?? null
  const paymentTerms = company?.paymentTerms ?? null
  // How the shopper pays: the methods the region's payment providers offer in Medusa, and the card
  // processor that charges "Credit / Debit Card" (docs/decisions.md, "Payments").
  const paymentMethod = form.watch('paymentMethod')
  const regionMethods = pricing?.payments.methods
  const paymentMethods = useMemo(() => checkoutPaymentMethods(regionMethods, paymentTerms), [regionMethods, paymentTerms])
  const cardProcessor = pricing?.payments.cardProcessor ?? null
  const confirmCardRef = useRef<ConfirmCard | null>(null)
  const takesCardInElement = paymentMethod === 'pay_with_card' && cardProcessor?.element === 'stripe'
  useEffect(() => {
    form.setValue('cardByProcessor', cardProcessor !== null)
    // A method the region no longer offers gives way to the first one it does.
    if (paymentMethods.length && !paymentMethods.includes(form.getValues('paymentMethod'))) form.setValue('paymentMethod', paymentMethods[0])
  }, [cardProcessor, paymentMethods, form])
  const quoteId = quote?.id ?? null
  const request = useMemo(
    () => ({ items, promoCode: promo.code, shippingAddress, shippingOptionId: chosenOptionId, paymentMethod, quoteId }),
    [items, promo.code, shippingAddress, chosenOptionId, paymentMethod, quoteId],
  )
  const { prepared, lastAnswer, key: checkoutKey, prepareNow } = usePrepareCheckout(sessionId, request)
  // The payment the processor's element confirms the card for: the prepared order's.
  const shownClientSecret = (prepared ?? (lastAnswer?.sameCart ? lastAnswer.answer : null))?.payment?.clientSecret ?? null
  // The server's figures of a refused Place Order, while the checkout is still the one they are for.
  const [refusedWith, setRefusedWith] = useState<{ key: string; figures: ServerFigures } | null>(null)
  // Place Order's refusal of the code, for the code and the lines it was sent with: a change of either checks it anew.
  const [orderRefusal, setOrderRefusal] = useState<{ code: string; items: CartItem[]; message: string } | null>(null)
  const refusedByOrder = orderRefusal && orderRefusal.code === promo.code && orderRefusal.items === items ? orderRefusal.message : null
  // A check that merely failed leaves the prepared order's figures standing; a refusal does not.
  const promoRefused = refusedByOrder ?? (promo.refused ? promo.problem : null)
  const subtotal = selectSubtotal({ items })
  const figures = checkoutFigures({
    subtotal,
    pricing,
    code: promo.code,
    refused: promoRefused,
    check: promo.figures,
    prepared,
    refusedWith: refusedWith?.key === checkoutKey ? refusedWith.figures : null,
    previous: lastAnswer?.sameCart ? lastAnswer.answer : null,
    shippingOptionId: chosenOptionId,
  })
  const shippingOptions = (prepared ?? lastAnswer?.answer)?.shippingOptions ?? estimatedOptions(subtotal, pricing)
  const shippingOptionId = prepared
    ? prepared.shippingOptionId
    : (shippingOptions.find((option) => option.id === chosenOptionId) ?? shippingOptions[0])?.id ?? null
  const updatePrices = useCartStore((state) => state.updatePrices)
  const updateQuantity = useCartStore((state) => state.updateQuantity)
  const removeItem = useCartStore((state) => state.removeItem)
  const [notice, setNotice] = useState<CheckoutNotice | null>(null)
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  // The default saved address fills the address fields the shopper has not started on, once, when
  // the addresses arrive (the form shows before they do).
  useEffect(() => {
    if (prefilled.current || !addressesQuery.data) return
    prefilled.current = true
    const preferred = ownAddresses(addressesQuery.data).find((address) => address.isDefault)
    if (!preferred) return
    if (isBlankAddress(form.getValues('shippingAddress'))) fillAddressFields(form, 'shippingAddress', preferred, { dirty: false })
    if (!form.getValues('sameAsBilling') && isBlankAddress(form.getValues('billingAddress'))) {
      fillAddressFields(form, 'billingAddress', preferred, { dirty: false })
    }
  }, [addressesQuery.data, form])

  // A code applied or removed again is the shopper's new choice: Place Order's last refusal goes.
  function applyPromoCode(input: string) {
    setOrderRefusal(null)
    return promo.apply(input)
  }

  function removePromoCode() {
    setOrderRefusal(null)
    promo.remove()
  }

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

  function applyConflict(conflict: OrderConflict, sent: { code: string | null; items: CartItem[]; key: string }) {
    switch (conflict.code) {
      case 'total_mismatch': {
        // The server's figures show at once (its prices, its tax and shipping as Medusa now sets
        // them); the checkout is prepared again, whose answer confirms them.
        const { subtotal, discount = '0.00', shippingCost, tax, totalAmount } = conflict
        setRefusedWith({ key: sent.key, figures: { subtotal, discount, shippingCost, tax, totalAmount } })
        // A quote's prices are the quote's: only the cart's lines take the server's.
        if (!quote) updatePrices(conflict.items)
        void prepareNow()
        setNotice({ kind: 'prices_changed', message: conflict.message })
        break
      }
      case 'no_shipping_option':
        setNotice({ kind: 'no_shipping_option', message: conflict.message })
        void prepareNow()
        break
      case 'card_confirm_again':
        // A new payment for the changed order: the processor's form comes back for it.
        setNotice({ kind: 'payment', message: conflict.message })
        void prepareNow()
        break
      case 'card_not_authorized':
      case 'payment_unavailable':
      case 'no_payment_method':
        setNotice({ kind: 'payment', message: conflict.message })
        break
      case 'insufficient_stock':
      case 'quantity_limit':
        setNotice({ kind: conflict.code, message: conflict.message, productId: conflict.productId, available: conflict.available })
        break
      case 'unknown_product':
        setNotice({ kind: 'unknown_product', message: conflict.message, productId: conflict.productId })
        break
      default:
        // A promo code refused: said by its field, which offers to remove it; the form keeps what was typed.
        if (sent.code !== null) setOrderRefusal({ code: sent.code, items: sent.items, message: refusalMessage(conflict) })
    }
  }

  function onOrderFailed(error: unknown, sent: { code: string | null; items: CartItem[]; key: string }) {
    if (error instanceof ApiError && error.status === 401) {
      toast({
        title: 'Please sign in',
        description: 'You need to be signed in to place an order. Redirecting...',
        variant: 'destructive',
      })
      redirectTimer.current = setTimeout(() => navigate(signInPath), SIGN_IN_REDIRECT_DELAY_MS)
      return
    }
    // A quote that can no longer be accepted (expired, accepted meanwhile, declined) or that staff
    // changed meanwhile says so, and is read again: changed lines and prices show (and are prepared
    // anew), a quote that moved on shows why it cannot be accepted.
    const refusedQuote = quote ? quoteProblem(error) : null
    if (quote && refusedQuote) {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quote.id) })
      setNotice({ kind: 'quote', message: refusedQuote })
      toast({ title: 'Order failed', description: refusedQuote, variant: 'destructive' })
      return
    }
    const conflict = orderConflict(error)
    if (conflict) {
      applyConflict(conflict, sent)
      toast({ title: 'Order failed', description: conflict.message, variant: 'destructive' })
      return
    }
    // The server checks the same fields; show its words on the fields it names.
    const fieldErrors = serverFieldErrors(error)
    for (const [path, message] of Object.entries(fieldErrors)) {
      const known = FIELD_ORDER.find(([field]) => field === path)
      if (known) form.setError(known[0], { type: 'server', message })
    }
    // Pay by Invoice or a PO number refused: the company (its terms, its membership) changed meanwhile.
    if (fieldErrors.paymentMethod || fieldErrors.poNumber) void queryClient.invalidateQueries({ queryKey: companyKeys.mine() })
    if (fieldErrors.promoCode && sent.code !== null) setOrderRefusal({ code: sent.code, items: sent.items, message: promoProblem(error) })
    toast({ title: 'Order failed', description: 'There was an error placing your order. Please try again.', variant: 'destructive' })
  }

  /**
   * Saves the order's shipping address to the account, the customer's default when it is their
   * first. Runs once the order is placed (this form is gone by then): a failure only says so.
   */
  async function saveOrderAddress(order: Order, values: CheckoutFormValues) {
    const isFirst = addressesQuery.isSuccess && ownAddresses(addressesQuery.data).length === 0
    const problem = await saveShippingAddress(shippingAddressBody(order, values, isFirst))
    void queryClient.invalidateQueries({ queryKey: addressKeys.all })
    if (problem === null) return
    toast({
      title: 'Address not saved',
      description: [`Your order #${order.id} is confirmed, but the address could not be saved to your account.`, problem]
        .filter(Boolean)
        .join(' '),
    })
  }

  async function onValid(values: CheckoutFormValues) {
    setNotice(null)
    // Offered only for an address that is not already saved (see SaveAddressOption).
    const saveShipping =
      saveAddress && !atAddressLimit && !savedAddresses.some((address) => isSameAddress(address, values.shippingAddress))
    // The code is sent while it is applied, even when it was refused: the server has the last word.
    const sent = { code: promo.code, items, key: checkoutKey }
    // The order is placed at the figures the summary shows, confirmed for this address and option:
    // when the server has not answered for them yet, it is asked now, and figures that differ from
    // those shown are shown first (docs/decisions.md, "Medusa's settings decide").
    let confirmed = { total: figures.totals?.total, shippingOptionId }
    if (!prepared) {
      const answer = await prepareNow()
      if (answer) {
        const total = Number(answer.totalAmount)
        if (figures.totals && total !== figures.totals.total) {
          setNotice({ kind: 'prices_changed', message: TOTALS_UPDATED })
          toast({ title: 'Please review your order', description: TOTALS_UPDATED })
          return
        }
        if (takesCardInElement && answer.payment?.clientSecret !== shownClientSecret) {
          // The order was prepared afresh: its payment is a new one, which the card form now shows.
          setNotice({ kind: 'payment', message: ORDER_MESSAGES.cardConfirmAgain })
          return
        }
        confirmed = { total, shippingOptionId: answer.shippingOptionId }
      }
    }
    // A card processor's element confirms the card for the prepared order's payment first (3-D
    // Secure included); a card it refuses places nothing.
    if (takesCardInElement) {
      const problem = confirmCardRef.current ? await confirmCardRef.current() : 'The card form is still loading. Please try again in a moment.'
      if (problem) {
        setNotice({ kind: 'payment', message: problem })
        toast({ title: 'Payment not completed', description: problem, variant: 'destructive' })
        return
      }
    }
    const payload = buildOrderPayload({
      // The PO number field is a company member's: one typed before the customer left the company stays unsent.
      values: company ? values : { ...values, poNumber: '' },
      items,
      user,
      sessionId,
      // Without figures yet (settings still on their way), the server answers its own to confirm.
      total: confirmed.total ?? subtotal,
      promoCode: promo.code,
      shippingOptionId: confirmed.shippingOptionId,
    })
    try {
      const order = quote
        ? (await acceptQuote.mutateAsync({ quoteId: quote.id, body: acceptQuotePayload(payload) })).order
        : await placeOrder.mutateAsync(payload)
      toast({ title: 'Order placed successfully!', description: `Your order #${order.id} has been confirmed.` })
      onPlaced(order)
      if (saveShipping) void saveOrderAddress(order, values)
    } catch (error) {
      onOrderFailed(error, sent)
    }
  }

  const noticeLine = notice && 'productId' in notice ? items.find((item) => item.productId === notice.productId) : undefined
  let noticeAction: NoticeAction | null = null
  if (notice && quote) {
    // A quote's lines cannot be changed here: a quote that moved on, or a line that cannot be had,
    // is for the quote's page and its messages to staff.
    if (notice.kind === 'quote' || 'productId' in notice) noticeAction = { label: 'View Quote', run: () => navigate(quoteAccountPath(quote.id)) }
  } else if (notice && noticeLine) {
    const fixableByQuantity = (notice.kind === 'insufficient_stock' || notice.kind === 'quantity_limit') && notice.available > 0
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
      <Link
        to={quote ? quoteAccountPath(quote.id) : '/cart'}
        className="inline-flex items-center gap-2 text-sm font-medium text-primary-600 hover:text-primary-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {quote ? 'Back to Quote' : 'Back to Cart'}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>

      {/* One column that may shrink (minmax(0, 1fr)) on phones: a long saved address in its picker cannot widen the page. */}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <form
          id={FORM_ID}
          noValidate
          aria-label="Checkout"
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
          className="space-y-6 lg:col-span-2"
        >
          <ContactStep form={form} accountEmail={user.email} />
          <ShippingStep
            form={form}
            savedAddresses={savedAddresses}
            saveAddress={{ checked: saveAddress, onChange: setSaveAddress, atLimit: atAddressLimit }}
            shipping={{
              options: shippingOptions,
              selectedId: shippingOptionId,
              onChoose: (id) => {
                setChosenOptionId(id)
                if (notice?.kind === 'no_shipping_option') setNotice(null)
              },
              none: prepared !== undefined && prepared.shippingOptions.length === 0,
            }}
          />
          <BillingStep form={form} savedAddresses={savedAddresses} />
          <PaymentStep
            form={form}
            methods={paymentMethods}
            card={{ processor: cardProcessor, clientSecret: shownClientSecret, confirmRef: confirmCardRef }}
            company={company && { name: company.name, paymentTerms }}
          />
        </form>
        <CheckoutSummary
          items={items}
          intro={quote && <QuoteIntro quote={quote} />}
          figures={figures}
          promo={
            quote
              ? null
              : {
                  appliedCode: promo.code,
                  problem: refusedByOrder ?? promo.problem,
                  checking: promo.checking,
                  onApply: applyPromoCode,
                  onRemove: removePromoCode,
                }
          }
          formId={FORM_ID}
          processing={placeOrder.isPending || acceptQuote.isPending || form.formState.isSubmitting}
          notice={notice}
          noticeAction={noticeAction}
        />
      </div>
    </div>
  )
}

/**
 * The shipping address typed in, as the server reads it, once every field is valid; null before.
 * The same address gives the same object, so a keystroke elsewhere prepares nothing again.
 */
function useCompleteAddress(form: ReturnType<typeof useForm<CheckoutFormInput, unknown, CheckoutFormValues>>) {
  const fields = useWatch({ control: form.control, name: 'shippingAddress' })
  const text = JSON.stringify(fields)
  return useMemo(() => {
    const parsed = addressSchema.safeParse({ ...(JSON.parse(text) as object), country: COUNTRY_CODE })
    return parsed.success ? parsed.data : null
  }, [text])
}

/** What the summary of a quote's checkout says first: which quote, at its prices, until when. */
function QuoteIntro({ quote }: { quote: Quote }) {
  const validUntil = formatCalendarDate(quote.validUntil)
  return (
    <p>
      <span className="font-medium text-slate-900">{quoteTitle(quote.number)}</span>
      {validUntil ? ` at the prices we quoted you, valid until ${validUntil}.` : ' at the prices we quoted you.'}
    </p>
  )
}

/** For a visitor who opened a quote's checkout (from the quote e-mail): sign in, and come back to it. */
function SignInToAccept({ quoteId }: { quoteId: string }) {
  return (
    <NoticeCard Icon={Lock} title="Sign In Required" text="Please sign in to your account to accept your quote and place its order.">
      <Link to={quoteSignInPath(quoteId)} className={buttonStyles({ className: 'w-full' })}>
        Sign In
      </Link>
    </NoticeCard>
  )
}

function SignInRequired() {
  return (
    <NoticeCard
      Icon={Lock}
      title="Sign In Required"
      text="Please sign in to your account to complete your purchase. Your cart will be waiting for you."
    >
      <Link to={SIGN_IN_PATH} className={buttonStyles({ className: 'w-full' })}>
        Sign In
      </Link>
      <Link to="/signup?redirect=/checkout" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        Sign Up
      </Link>
      <Link to="/cart" className={buttonStyles({ variant: 'ghost', className: 'w-full' })}>
        Back to Cart
      </Link>
    </NoticeCard>
  )
}
