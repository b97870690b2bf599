/**
 * Medusa calls register() before it loads the app (`medusa start` and `medusa develop`). Traces are
 * sent only when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Observability"); without
 * it this returns at once and none of OpenTelemetry's SDK is loaded.
 */
export function register() {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return
  // Synchronously, so PostgreSQL's client is instrumented before Medusa first loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require("./src/lib/observability/tracing") as typeof import("./src/lib/observability/tracing")
  startTracing()
}
