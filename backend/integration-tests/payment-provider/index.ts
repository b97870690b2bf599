import { createHmac, timingSafeEqual } from "node:crypto"
import { AbstractPaymentProvider, BigNumber, MedusaError, ModuleProvider, Modules, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { type Intent, WEBHOOK_SECRET, testProcessor } from "./processor"

/** An amount as Medusa hands it to providers (a number, a BigNumber or its raw value), in dollars. */
const toNumber = (value: unknown) => Number(new BigNumber(value as ConstructorParameters<typeof BigNumber>[0]).numeric)

const STATUS: Record<Intent["status"], PaymentSessionStatus> = {
  requires_confirmation: PaymentSessionStatus.PENDING,
  requires_action: PaymentSessionStatus.REQUIRES_MORE,
  declined: PaymentSessionStatus.ERROR,
  authorized: PaymentSessionStatus.AUTHORIZED,
  captured: PaymentSessionStatus.CAPTURED,
  canceled: PaymentSessionStatus.CANCELED,
}

const dataOf = (intent: Intent) => ({ id: intent.id, client_secret: intent.clientSecret })

/**
 * A card processor's Medusa payment provider, written for the tests as a merchant's would be
 * (Medusa's provider interface: initiate, authorise, capture, refund, cancel, webhooks) and
 * registered the way Stripe is: a provider of Medusa's Payment Module (SHOP_CONFIG_EXTENSION).
 */
class TestCardProviderService extends AbstractPaymentProvider<Record<string, never>> {
  static identifier = "test-card"

  // Medusa constructs providers itself: the constructor is public here, protected in the base class.
  constructor(cradle: Record<string, unknown>, options: Record<string, never>) {
    super(cradle, options)
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const sessionId = (input.data?.session_id as string | undefined) ?? null
    const intent = testProcessor.create(toNumber(input.amount), input.currency_code, sessionId)
    testProcessor.calls.push(`initiate ${intent.id}`)
    return { id: intent.id, data: dataOf(intent), status: PaymentSessionStatus.PENDING }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const intent = testProcessor.get(input.data?.id)
    testProcessor.calls.push(`authorize ${intent.id}`)
    return { status: STATUS[intent.status], data: dataOf(intent) }
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    const intent = testProcessor.get(input.data?.id)
    if (intent.status !== "authorized" && intent.status !== "captured") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Cannot capture ${intent.status}`)
    testProcessor.calls.push(`capture ${intent.id}`)
    intent.status = "captured"
    intent.captured = intent.amount
    return { data: dataOf(intent) }
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const intent = testProcessor.get(input.data?.id)
    const amount = toNumber(input.amount)
    if (intent.refunded + amount > intent.captured + 1e-9) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Refund exceeds the captured amount")
    testProcessor.calls.push(`refund ${intent.id} ${amount.toFixed(2)}`)
    intent.refunded += amount
    return { data: dataOf(intent) }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const intent = testProcessor.get(input.data?.id)
    testProcessor.calls.push(`cancel ${intent.id}`)
    intent.status = "canceled"
    return { data: dataOf(intent) }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return this.cancelPayment(input)
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const intent = testProcessor.get(input.data?.id)
    return { status: STATUS[intent.status], data: dataOf(intent) }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: dataOf(testProcessor.get(input.data?.id)) }
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const intent = testProcessor.get(input.data?.id)
    intent.amount = toNumber(input.amount)
    return { data: dataOf(intent) }
  }

  /** A signed event from the processor: "payment.authorized" tells Medusa the session is authorised. */
  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const raw = Buffer.isBuffer(payload.rawData) ? payload.rawData : Buffer.from(String(payload.rawData ?? ""))
    const signature = Buffer.from(String(payload.headers["x-test-signature"] ?? ""), "hex")
    const expected = createHmac("sha256", WEBHOOK_SECRET).update(raw).digest()
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      testProcessor.calls.push("webhook refused")
      return { action: PaymentActions.FAILED }
    }
    const event = JSON.parse(raw.toString("utf8")) as { type: string; intent: string; amount: number }
    const intent = testProcessor.get(event.intent)
    testProcessor.calls.push(`webhook ${event.type} ${intent.id}`)
    const action = event.type === "payment.authorized" ? PaymentActions.AUTHORIZED : event.type === "payment.captured" ? PaymentActions.SUCCESSFUL : PaymentActions.NOT_SUPPORTED
    return { action, data: { session_id: intent.sessionId ?? "", amount: event.amount } }
  }
}

export default ModuleProvider(Modules.PAYMENT, { services: [TestCardProviderService] })
