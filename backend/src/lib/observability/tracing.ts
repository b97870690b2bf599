import { type Attributes, context, propagation, ROOT_CONTEXT, type Span, SpanStatusCode, trace } from "@opentelemetry/api"
import { redactAttributes } from "./redact"

/**
 * Traces (docs/operations.md, "Observability"): only with OTEL_EXPORTER_OTLP_ENDPOINT set. Without
 * it nothing of OpenTelemetry's SDK is loaded (backend/instrumentation.ts returns at once) and the
 * shop's own spans are plain calls.
 */
export const TRACING = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)

const tracer = trace.getTracer("printshop")

/**
 * Runs `work` in a span of its own (a checkout's steps, a catalogue read), ended when it settles,
 * marked as an error when it throws. Without tracing, just runs it.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!TRACING) return work()
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work()
    } catch (error) {
      span.recordException(error as Error)
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message })
      throw error
    } finally {
      span.end()
    }
  })
}

/**
 * Runs `work` as part of the trace a request's `traceparent` header continues (the edge's), for a
 * server outside Medusa's HTTP layer (the catalogue read port). Without tracing, just runs it.
 */
export function inRequestTrace<T>(headers: Record<string, unknown>, work: () => T): T {
  if (!TRACING) return work()
  return context.with(propagation.extract(ROOT_CONTEXT, headers), work)
}

/** The span this code runs in, when tracing. */
export const activeSpan = (): Span | undefined => (TRACING ? trace.getActiveSpan() : undefined)

type ExportResult = { code: number; error?: Error }
type SpanExporter = {
  export(spans: unknown[], done: (result: ExportResult) => void): void
  shutdown(): Promise<void>
  forceFlush?(): Promise<void>
}

/** An exporter that blanks credentials and links' tokens in every span before `inner` sends it. */
export function redactingExporter(inner: SpanExporter): SpanExporter {
  return {
    export(spans, done) {
      for (const span of spans as Array<{ attributes: Attributes }>) {
        // A finished span's attributes are a plain object the exporter reads; replaced, not edited.
        const clean = redactAttributes(span.attributes)
        if (clean !== span.attributes) Object.defineProperty(span, "attributes", { value: clean, configurable: true })
      }
      inner.export(spans, done)
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  }
}

type RequestHandlerTracer = (handler: () => Promise<void>, req: { headers: Record<string, unknown> }, res: unknown, path?: string) => Promise<void>

/**
 * Starts tracing in this Medusa process: Medusa's own instrumentation (registerOtel: the HTTP layer,
 * workflows and their steps, Query, PostgreSQL) sending through OTLP/HTTP in batches to
 * OTEL_EXPORTER_OTLP_ENDPOINT, sampled as OTEL_TRACES_SAMPLER says (every trace by default). A
 * request's span continues the trace the edge sent (its `traceparent` header), so the storefront
 * server's span and Medusa's are one trace. Called from backend/instrumentation.ts, before Medusa loads.
 */
export function startTracing() {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only here, only with tracing on */
  const { registerOtel } = require("@medusajs/medusa") as typeof import("@medusajs/medusa")
  const { OTLPTraceExporter } = require("@opentelemetry/exporter-trace-otlp-http") as typeof import("@opentelemetry/exporter-trace-otlp-http")
  const { BatchSpanProcessor } = require("@medusajs/framework/opentelemetry/sdk-trace-node") as typeof import("@medusajs/framework/opentelemetry/sdk-trace-node")
  const startCommand = require("@medusajs/medusa/commands/start") as { traceRequestHandler?: RequestHandlerTracer }
  /* eslint-enable @typescript-eslint/no-require-imports */
  const worker = process.env.MEDUSA_WORKER_MODE === "worker"
  const exporter = redactingExporter(new OTLPTraceExporter() as unknown as SpanExporter) as unknown as ConstructorParameters<typeof BatchSpanProcessor>[0]
  const sdk = registerOtel({
    serviceName: process.env.OTEL_SERVICE_NAME || (worker ? "printshop-worker" : "printshop-backend"),
    exporter,
    spanProcessors: [new BatchSpanProcessor(exporter)],
    instrument: { http: true, workflows: true, query: true, db: true },
  })
  // Medusa's request span starts from the current context: the edge's traceparent is made that context first.
  const traced = startCommand.traceRequestHandler
  if (traced) {
    startCommand.traceRequestHandler = (handler, req, res, path) =>
      context.with(propagation.extract(ROOT_CONTEXT, req.headers), () => traced(handler, req, res, path))
  }
  // What is still batched is sent when the process ends by itself (a stop by signal may lose up to 5 s of spans).
  process.once("beforeExit", () => void sdk.shutdown().catch(() => {}))
}
