import { SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('invierte-api');

/**
 * Runs `work` inside a span of its own (the work pool's tasks, the mail queue's sends). Without a
 * tracer provider (OTEL_EXPORTER_OTLP_ENDPOINT unset) the span is a no-op that costs next to nothing.
 */
export function traced<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
