import { createHmac, randomBytes } from "node:crypto"

/**
 * The card processor the test payment provider talks to, in the test's own process (Stripe cannot
 * be reached from the test machine): payment intents with their state, as a processor keeps them,
 * and what the shopper does in the processor's browser element (confirm a card, be declined, be
 * asked for 3-D Secure). Kept on globalThis, so the spec and the provider Medusa loaded share it.
 */
export type IntentStatus = "requires_confirmation" | "requires_action" | "declined" | "authorized" | "captured" | "canceled"

export type Intent = {
  id: string
  clientSecret: string
  sessionId: string | null
  amount: number
  currency: string
  status: IntentStatus
  captured: number
  refunded: number
}

export const WEBHOOK_SECRET = "test-processor-webhook-secret"

class TestProcessor {
  readonly intents = new Map<string, Intent>()
  /** Every call the provider made, in order: `authorize tpi_1`, `capture tpi_1`... */
  readonly calls: string[] = []

  create(amount: number, currency: string, sessionId: string | null): Intent {
    const id = `tpi_${randomBytes(6).toString("hex")}`
    const intent: Intent = { id, clientSecret: `${id}_secret_${randomBytes(8).toString("hex")}`, sessionId, amount, currency, status: "requires_confirmation", captured: 0, refunded: 0 }
    this.intents.set(id, intent)
    return intent
  }

  get(id: unknown): Intent {
    const intent = this.intents.get(String(id))
    if (!intent) throw new Error(`No such payment intent: ${String(id)}`)
    return intent
  }

  /** What the shopper's card does in the processor's element, found by the client secret the shop handed the browser. */
  confirm(clientSecret: string, outcome: "approve" | "decline" | "3ds"): Intent {
    const intent = [...this.intents.values()].find((candidate) => candidate.clientSecret === clientSecret)
    if (!intent) throw new Error("Unknown client secret")
    intent.status = outcome === "approve" ? "authorized" : outcome === "decline" ? "declined" : "requires_action"
    return intent
  }

  /** A webhook body and its signature, as the processor would send them. */
  webhook(type: "payment.authorized" | "payment.captured", intent: Intent): { body: string; signature: string } {
    const body = JSON.stringify({ type, intent: intent.id, amount: intent.amount })
    return { body, signature: createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex") }
  }
}

const KEY = Symbol.for("printshop.test-card-processor")
const store = globalThis as unknown as Record<symbol, TestProcessor | undefined>
export const testProcessor: TestProcessor = (store[KEY] ??= new TestProcessor())
