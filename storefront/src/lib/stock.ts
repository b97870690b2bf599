import type { ToastOptions } from '@/components/ui/use-toast'

/**
 * How many units of a product the cart may hold: its stock when the stock is counted, no limit when
 * it is not (a product in stock with a quantity of 0) or not known (a cart line kept before lines
 * kept their stock). Place Order checks the stock again on the server.
 */
export function stockLimit(stockQuantity: number | undefined): number | undefined {
  return stockQuantity !== undefined && Number.isInteger(stockQuantity) && stockQuantity > 0 ? stockQuantity : undefined
}

/** 'Only 6 available': beside a quantity above the stock. */
export function onlyAvailableText(stock: number): string {
  return `Only ${stock} available`
}

/** The toast when an add or a quantity change was cut down to the stock. */
export function quantityAdjustedToast(productName: string, stock: number, inCart: number): ToastOptions {
  return { title: 'Quantity adjusted', description: `${onlyAvailableText(stock)}: your cart has ${inCart} of ${productName}.` }
}
