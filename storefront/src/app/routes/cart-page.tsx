import { CartPage } from '@/features/cart/routes/cart-page'
import { CartSupplies } from '@/features/products/components/cart-supplies'

/**
 * /cart: the cart, with the supplies and accessories that fit what it holds under its lines. The
 * module is named cart-page, so the screen's chunk keeps the name e2e/shell.test.mjs looks for.
 */
export function CartRoute() {
  return <CartPage suggestions={<CartSupplies className="lg:col-span-2" />} />
}
