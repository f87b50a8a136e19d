import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TracingSettings } from './config.ts';

/**
 * OpenTelemetry traces over OTLP/HTTP, started by src/server.ts before the server's modules load:
 * every incoming and outgoing HTTP call, PostgreSQL query and Redis command becomes a span, and the
 * work pool and the mail queue add their own (shared/tracer.ts). A `traceparent` header from the load
 * balancer or a caller joins its trace. Nothing is recorded when OTEL_EXPORTER_OTLP_ENDPOINT is unset.
 */
export async function startTracing(settings: TracingSettings): Promise<{ shutdown(): Promise<void> }> {
  // The API is ES modules: pg and ioredis are patched through the ESM loader, and only those two, so
  // no other import pays for the hook.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${settings.endpoint.replace(/\/$/, '')}/v1/traces` }),
      ),
    ],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      // Probes and scrapes would be most of the spans and tell nothing.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/api\/(ready|metrics)?(\?|$)/.test(req.url ?? ''),
      }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();
  return { shutdown: () => provider.shutdown() };
}
