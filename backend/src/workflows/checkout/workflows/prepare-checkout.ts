import {
  WorkflowResponse,
  createWorkflow,
  transform,
  when,
} from "@medusajs/framework/workflows-sdk";
import { releaseLockStep } from "@medusajs/medusa/core-flows";
import { COUNTRY_CODE } from "@printshop/contract";
import { readCartFiguresStep } from "../steps/compare-totals";
import { findStalePreparedCartsStep } from "../steps/find-stale-prepared-carts";
import { removeCartsStep } from "../steps/remove-carts";
import { beginCheckout } from "./begin-checkout";
import { buildCheckoutCartWorkflow } from "./build-checkout-cart";

export type PrepareCheckoutWorkflowInput = {
  customerId: string;
  /** `<customer id>:<sessionId>`, as the order will name it. */
  submissionId: string;
  /** The customer's e-mail until the order sets the one typed in. */
  email: string;
  items: Array<{ productId: string; quantity: number }>;
  promoCode: string | null;
};

/**
 * Prepares a checkout's order while the shopper fills in the form (POST /api/checkout): the
 * Medusa cart with the products, priced, with its shipping method, tax lines and payment session
 * (buildCheckoutCartWorkflow), named after the checkout, so placing the order
 * (placeOrderWorkflow) only adds the shopper's details and completes it. Sent again with the same
 * lines it keeps the cart it has; with other lines it replaces it. Runs under the checkout's lock,
 * so it never races the order being placed. Nothing is reserved: the stock is checked here so the
 * shopper learns early, and again when the order is placed. Answers the cart's figures (its lines
 * and totals), read with the kept cart or after the new one is built.
 */
export const prepareCheckoutWorkflow = createWorkflow(
  "prepare-shop-checkout",
  (input: PrepareCheckoutWorkflowInput) => {
    const { checkoutLock, lines, shop, promotion, prepared } =
      beginCheckout(input);
    const built = when(
      "prepare-cart",
      { prepared },
      ({ prepared }) => prepared === null,
    ).then(() => {
      removeCartsStep(
        findStalePreparedCartsStep({
          submissionId: input.submissionId,
          customerId: input.customerId,
        }),
      );
      const cartInput = transform(
        { input, shop, lines, promotion },
        ({ input, shop, lines, promotion }) => ({
          promotion,
          cart: {
            region_id: shop.regionId,
            sales_channel_id: shop.salesChannelId,
            customer_id: input.customerId,
            email: input.email,
            // The country decides the tax (one rate for the US: docs/decisions.md, "Checkout"); the order
            // sets the address typed in.
            shipping_address: { country_code: COUNTRY_CODE.toLowerCase() },
            items: lines.map((line) => ({
              variant_id: line.variantId,
              quantity: line.quantity,
            })),
            metadata: {
              checkout_submission: input.submissionId,
              promo_code: promotion?.code ?? null,
            },
          },
        }),
      );
      return buildCheckoutCartWorkflow.runAsStep({ input: cartInput });
    });
    const cartId = transform(
      { prepared, built },
      ({ prepared, built }) =>
        prepared?.id ?? (built as { cartId: string }).cartId,
    );
    const figures = readCartFiguresStep({ cartId, figures: prepared });
    releaseLockStep({ key: checkoutLock }).config({
      name: "release-checkout-lock",
    });
    return new WorkflowResponse({ cartId, figures });
  },
);
