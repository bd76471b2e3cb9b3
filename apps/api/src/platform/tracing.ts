import { register } from 'node:module';
import type { tracing } from '@opentelemetry/sdk-node';
import { isProbeUrl } from './probes';

export interface Tracing {
  /** Sends the spans still buffered and stops tracing (on shutdown, after the server closed). */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Where finished spans go (tests: a simple processor around an in-memory exporter); default: batched to OTLP over HTTP. */
  spanProcessor?: tracing.SpanProcessor;
  /**
   * Hook ES module imports too (default true): the server's dependencies are imported, not required, so
   * the instrumentations can patch them only through this loader hook, registered before they load.
   */
  hookImports?: boolean;
}

/**
 * OpenTelemetry traces: the Node SDK with the HTTP, Fastify (@fastify/otel, Fastify's own successor to the
 * contrib instrumentation), pg and ioredis instrumentations. main.ts imports this module, and through it the
 * SDK, only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and before it imports the server, so that the
 * instrumentations are in place when fastify, pg and ioredis load; unset, none of it is loaded. The exporter
 * reads the standard OTEL_* variables (endpoint, headers, OTEL_SERVICE_NAME, sampling).
 */
export async function startTracing(options: TracingOptions = {}): Promise<Tracing> {
  if (options.hookImports ?? true) register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK, tracing: sdkTracing }, { OTLPTraceExporter }, { HttpInstrumentation }, { FastifyOtelInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@fastify/otel'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'paytable-api',
    spanProcessors: [options.spanProcessor ?? new sdkTracing.BatchSpanProcessor(new OTLPTraceExporter())],
    instrumentations: [
      // Probes are asked every few seconds by every orchestrator: tracing them would bury real requests.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isProbeUrl(request.url ?? '') }),
      // Hooks every Fastify instance as it is created (through Fastify's diagnostics channel).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: ({ url }) => isProbeUrl(url) }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
