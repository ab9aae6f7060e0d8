// W3C Trace Context for tool calls: the active OpenTelemetry span's context goes into the
// `tools/call` `_meta` as `traceparent` (and `tracestate`), so a server can join the caller's
// trace. `@opentelemetry/api` is an optional peer: without it there is no active span to send.
import { createRequire } from "node:module";
import { emitWarning } from "../warnings.js";

/** The part of `@opentelemetry/api` used here. */
export type OtelApi = Pick<typeof import("@opentelemetry/api"), "trace" | "isSpanContextValid">;

export interface TraceMeta {
  traceparent: string;
  tracestate?: string;
}

type Load = (id: string) => unknown;

// Resolved from this package, where a peer is installed. The API keeps its state on globalThis,
// so this copy (CJS) sees the spans of an app that imports the ESM one.
const requireHere: Load = createRequire(import.meta.url);

/** `@opentelemetry/api` through `load`, or undefined when it cannot be loaded. */
export function loadOtelApi(load: Load = requireHere): OtelApi | undefined {
  try {
    return load("@opentelemetry/api") as OtelApi;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // Not installed is the ordinary case; anything else is worth a word, once (the result is cached).
    if (code !== "MODULE_NOT_FOUND" && code !== "ERR_MODULE_NOT_FOUND") {
      emitWarning(`@opentelemetry/api could not be loaded, no trace context is sent: ${error}`);
    }
    return undefined;
  }
}

let loaded: { api: OtelApi | undefined } | undefined;
/** Loaded on the first traced call only, then cached (a missing module is not looked for again). */
const otelApi = () => (loaded ??= { api: loadOtelApi() }).api;

/** The active span's context in W3C Trace Context form; undefined without a valid active span. */
export function traceMeta(api: OtelApi | undefined): TraceMeta | undefined {
  const span = api?.trace.getActiveSpan();
  if (span === undefined) return undefined;
  const context = span.spanContext();
  if (!api!.isSpanContextValid(context)) return undefined;
  const flags = (context.traceFlags & 0xff).toString(16).padStart(2, "0");
  const meta: TraceMeta = { traceparent: `00-${context.traceId}-${context.spanId}-${flags}` };
  const state = context.traceState?.serialize();
  if (state) meta.tracestate = state;
  return meta;
}

/**
 * `meta` with the active trace context added. A caller's own `traceparent` wins, and then its
 * `tracestate` is not mixed with ours (the two describe one span).
 */
export function withTraceMeta(
  meta: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (meta?.traceparent !== undefined) return meta;
  const trace = traceMeta(otelApi());
  return trace === undefined ? meta : { ...trace, ...meta };
}
