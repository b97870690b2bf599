import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Minus, Plus, ShoppingCart, Trash2, Truck } from 'lucide-react'
import { amountForFreeShipping, estimateTotals, freeShippingFrom } from '@printshop/contract'
import { EmptyState } from '@/components/empty-state'
import { OrderTotalsList, SubtotalOnly } from '@/components/order-totals-list'
import { ProductImage } from '@/components/product-image'
import { PromoCodeField } from '@/components/promo-code-field'
import { buttonStyles } from '@/components/ui/button'
import { formatPrice } from '@/lib/format'
import { productPath } from '@/lib/paths'
import { resolveProductImage } from '@/lib/product-image'
import { totalsFrom, usePromoCode } from '@/lib/promo-code'
import { useShopPricing } from '@/lib/shop-pricing'
import { useDocumentTitle } from '@/lib/use-document-title'
import {
  lineSaving,
  lineTotal,
  lineUnitPrice,
  selectItemCount,
  selectQuantitySaving,
  selectSubtotal,
  useCartStore,
  type CartItem,
} from '@/stores/cart-store'
import { RequestQuoteButton } from '../components/request-quote-button'
import { useCartLineActions } from '../hooks/use-cart-line-actions'

/**
 * /cart: the lines with quantity controls, the order summary and the way to checkout.
 * `suggestions` (products to add, composed by the app) is a cell of the page's grid, under the lines.
 */
export function CartPage({ suggestions }: { suggestions?: ReactNode } = {}) {
  useDocumentTitle('Shopping Cart')
  const items = useCartStore((state) => state.items)
  const itemCount = useCartStore(selectItemCount)
  const subtotal = useCartStore(selectSubtotal)
  const { changeQuantity, removeLine, updatingId } = useCartLineActions()

  if (items.length === 0) return <EmptyCart />

  return (
    <div className="container py-8 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Shopping Cart</h1>
      <p className="mt-1 text-slate-600">
        {itemCount} {itemCount === 1 ? 'item' : 'items'} in your cart
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section aria-label="Cart items" className="lg:col-span-2">
          <ul className="space-y-4">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                updating={updatingId === item.id}
                onQuantityChange={(quantity) => changeQuantity(item, quantity)}
                onRemove={() => removeLine(item)}
              />
            ))}
          </ul>
        </section>

        <CartSummary items={items} subtotal={subtotal} />

        {/* Under the lines from lg (spanning their two columns; the summary spans both rows beside
            them); after the summary on a phone, so the way to checkout comes first. */}
        {suggestions}
      </div>
    </div>
  )
}

function CartLine({
  item,
  updating,
  onQuantityChange,
  onRemove,
}: {
  item: CartItem
  updating: boolean
  onQuantityChange: (quantity: number) => void
  onRemove: () => void
}) {
  const { name } = item.product
  const href = productPath(item.productId)
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="h-20 w-20 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-50 sm:h-24 sm:w-24"
      >
        <ProductImage src={resolveProductImage(item.product.image)} alt={name} className="h-full w-full object-contain p-2" />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900">
              <Link to={href} className="hover:text-primary-600">
                {name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{formatPrice(lineUnitPrice(item))} each</p>
            <QuantityPriceNote item={item} />
          </div>
          <button
            type="button"
            aria-label={`Remove ${name} from cart`}
            onClick={onRemove}
            className="rounded-md p-2 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <div className="flex items-center rounded-md border border-slate-300" role="group" aria-label={`Quantity of ${name}`}>
            <button
              type="button"
              aria-label={`Decrease quantity of ${name}`}
              disabled={item.quantity <= 1 || updating}
              onClick={() => onQuantityChange(item.quantity - 1)}
              className="flex h-9 w-9 items-center justify-center text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </button>
            <output aria-label={`Quantity of ${name}`} className="w-10 text-center text-sm font-medium">
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label={`Increase quantity of ${name}`}
              onClick={() => onQuantityChange(item.quantity + 1)}
              className="flex h-9 w-9 items-center justify-center text-slate-700 hover:bg-slate-50"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <p className="font-semibold text-slate-900">
            <span className="sr-only">Line total </span>
            {formatPrice(lineTotal(item))}
          </p>
        </div>
      </div>
    </li>
  )
}

/**
 * A line's quantity price: what it saves at this quantity, or the next quantity price within reach
 * ("Buy 5+ for $42.00 each"), from the product's quantity prices.
 */
function QuantityPriceNote({ item }: { item: CartItem }) {
  const saving = lineSaving(item)
  const next = (item.product.quantityPrices ?? []).find((tier) => tier.minQuantity > item.quantity)
  if (saving > 0) {
    return (
      <p className="mt-1 text-sm font-medium text-green-700">
        {`Quantity price: you save ${formatPrice(saving)}`}
        {next ? <span className="font-normal text-slate-600">{` · Buy ${next.minQuantity}+ for ${formatPrice(next.price)} each`}</span> : null}
      </p>
    )
  }
  return next ? <p className="mt-1 text-sm text-slate-600">{`Buy ${next.minQuantity}+ for ${formatPrice(next.price)} each`}</p> : null
}

/**
 * The order summary. Its shipping and tax are estimated from Medusa's settings (the cheapest option
 * for the cart, the country's rate); the checkout prices them for the address typed in. With a
 * promo code applied the figures are the server's check of the code against these lines; a code
 * the cart no longer meets says why and the figures go back to the estimate.
 */
function CartSummary({ items, subtotal }: { items: CartItem[]; subtotal: number }) {
  const promo = usePromoCode(items)
  const { data: pricing } = useShopPricing()
  const { figures } = promo
  const totals = figures ? totalsFrom(figures) : pricing ? estimateTotals(subtotal, pricing) : null
  const missingForFreeShipping = figures || !pricing ? 0 : amountForFreeShipping(subtotal, freeShippingFrom(pricing))
  const quantitySaving = selectQuantitySaving({ items })
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      className="h-fit rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-28 lg:row-span-2"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      <div aria-live="polite">
        {missingForFreeShipping > 0 && (
          <p className="mt-4 flex items-center gap-2 rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-sm font-medium text-primary-800">
            <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
            {`Add ${formatPrice(missingForFreeShipping)} more for free shipping!`}
          </p>
        )}
      </div>
      <PromoCodeField
        id="cart-promo-code"
        className="mt-4"
        appliedCode={promo.code}
        problem={promo.problem}
        checking={promo.checking}
        onApply={promo.apply}
        onRemove={promo.remove}
      />
      <div className="mt-4">
        {totals ? (
          <OrderTotalsList
            totals={totals}
            discount={figures ? { code: figures.code, freeShipping: figures.freeShipping } : null}
            estimate={Boolean(figures)}
            taxRate={pricing?.taxRate}
          />
        ) : (
          <SubtotalOnly subtotal={subtotal} />
        )}
        {quantitySaving > 0 && (
          <p className="mt-3 text-sm font-medium text-green-700">{`Includes ${formatPrice(quantitySaving)} saved with quantity prices`}</p>
        )}
        <p className="mt-3 text-xs text-slate-500">
          {figures ? 'Final amounts are confirmed at checkout.' : 'Shipping and tax are confirmed at checkout for your address.'}
        </p>
      </div>
      <Link to="/checkout" className={buttonStyles({ size: 'lg', className: 'mt-6 w-full' })}>
        Proceed to Checkout
      </Link>
      <RequestQuoteButton items={items} className="mt-3 w-full" />
      <Link to="/products" className={buttonStyles({ variant: 'outline', className: 'mt-3 w-full' })}>
        Continue Shopping
      </Link>
    </aside>
  )
}

function EmptyCart() {
  return (
    <EmptyState
      Icon={ShoppingCart}
      title="Your cart is empty"
      description="Browse our printers, scanners and POS systems to find what you need."
      action={{ to: '/products', label: 'Continue Shopping' }}
    />
  )
}
