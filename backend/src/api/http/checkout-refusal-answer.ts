import type { MedusaResponse } from "@medusajs/framework/http"
import { ORDER_MESSAGES, QUOTE_MESSAGES, quoteRefusal } from "@printshop/contract"
import type { CheckoutRefusalDetails } from "../../workflows/checkout/steps/checkout-refusal"

const money = (value: number) => value.toFixed(2)

/** 400 for a line (`items.N`) naming a product the shop does not sell: an order's, a quote's. */
export function answerUnknownProduct(res: MedusaResponse, productId: string, index: number) {
  const message = `Product ${productId} does not exist or is no longer sold.`
  res.status(400).json({ code: "unknown_product", message, productId, errors: [{ path: `items.${index}.productId`, message }] })
}

/**
 * The answer to a checkout the shop refuses (POST /api/orders in docs/api.md;
 * docs/decisions.md, "Checkout").
 */
export function answerRefusal(res: MedusaResponse, refusal: Exclude<CheckoutRefusalDetails, { orderId: string }>) {
  switch (refusal.code) {
    case "unknown_product": {
      answerUnknownProduct(res, refusal.productId, refusal.index)
      return
    }
    case "insufficient_stock": {
      const message =
        refusal.available > 0
          ? `Only ${refusal.available} left of "${refusal.name}". Please lower the quantity.`
          : `"${refusal.name}" is out of stock. Please remove it from your cart.`
      res.status(409).json({
        code: "insufficient_stock",
        message,
        productId: refusal.productId,
        available: refusal.available,
      })
      return
    }
    case "no_shipping_option": {
      res.status(409).json({ code: "no_shipping_option", message: ORDER_MESSAGES.noShippingOption })
      return
    }
    case "payment_unavailable": {
      const message = ORDER_MESSAGES.paymentUnavailable
      res.status(400).json({ code: "payment_unavailable", message, errors: [{ path: "paymentMethod", message }] })
      return
    }
    case "no_payment_method": {
      res.status(409).json({ code: "no_payment_method", message: ORDER_MESSAGES.noPaymentMethod })
      return
    }
    case "card_not_authorized": {
      // 402 Payment Required: the processor declined the card or its confirmation was not finished.
      res.status(402).json({ code: "card_not_authorized", message: ORDER_MESSAGES.cardNotAuthorized })
      return
    }
    case "card_confirm_again": {
      res.status(409).json({ code: "card_confirm_again", message: ORDER_MESSAGES.cardConfirmAgain })
      return
    }
    case "quantity_limit": {
      const message =
        refusal.available > 0
          ? `You can order ${refusal.available} more of "${refusal.name}" until your earlier orders are paid (at most ${refusal.limit} of one product in unpaid orders). For larger quantities, please request a business quote.`
          : `You already have ${refusal.limit} of "${refusal.name}" in orders not yet paid, the most one account can hold. Please remove it until they are paid, or request a business quote for larger quantities.`
      res.status(409).json({ code: "quantity_limit", message, productId: refusal.productId, limit: refusal.limit, available: refusal.available })
      return
    }
    case "total_mismatch": {
      res.status(409).json({
        code: "total_mismatch",
        message: ORDER_MESSAGES.pricesChanged,
        subtotal: money(refusal.subtotal),
        discount: money(refusal.discount),
        shippingCost: money(refusal.shippingCost),
        tax: money(refusal.tax),
        totalAmount: money(refusal.totalAmount),
        items: refusal.items.map((item) => ({ productId: item.productId, price: money(item.price) })),
      })
      return
    }
    case "quote_unavailable": {
      if (refusal.status === "missing") {
        res.status(404).json({ code: "quote_not_found", message: QUOTE_MESSAGES.notFound })
        return
      }
      res.status(409).json({ code: `quote_${refusal.status}`, message: quoteRefusal(refusal.status) })
      return
    }
    case "quote_changed": {
      res.status(409).json({ code: "quote_changed", message: QUOTE_MESSAGES.changed })
      return
    }
    default: {
      // A promo code: unknown is bad input (400); the rest cannot be used now (409).
      const missing = refusal.missing === undefined ? {} : { missing: money(refusal.missing) }
      res.status(refusal.code === "promotion_invalid" ? 400 : 409).json({ code: refusal.code, message: refusal.message, ...missing })
    }
  }
}

