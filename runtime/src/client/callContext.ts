// Per-call context: HTTP headers and request `_meta` for one tool call. Set at the call site
// (RunnableConfig `configurable.mcp`) or by agent middleware (`withMCPCallContext` around the
// handler it wraps); the client sends them on that call's requests only.
import { AsyncLocalStorage } from "node:async_hooks";
import { MCPConfigError } from "../errors.js";
import { mergeHeaders } from "../transports/http.js";

/** What one tool call adds to its request: HTTP headers (HTTP transports) and `_meta`. */
export interface MCPCallContext {
  /** Sent on this call's HTTP requests, over the connection's own headers. */
  headers?: Record<string, string>;
  /** Merged into the `tools/call` request's `_meta` (the client's own keys, e.g. `progressToken`, win). */
  _meta?: Record<string, unknown>;
}

/** The RunnableConfig `configurable` key the tools read: `configurable: { mcp: { headers, _meta } }`. */
export const MCP_CALL_CONTEXT_KEY = "mcp";

const scoped = new AsyncLocalStorage<MCPCallContext>();

/**
 * Runs `run` (e.g. a `wrapToolCall` middleware's `handler(request)`) so that the MCP tool calls
 * it makes carry `context`, merged over any enclosing context and the call's RunnableConfig.
 */
export function withMCPCallContext<T>(context: MCPCallContext, run: () => T): T {
  checkCallContext(context, "withMCPCallContext");
  return scoped.run(mergeCallContexts(scoped.getStore(), context) ?? {}, run);
}

/** A call's context: `configurable.mcp` of its config, under the middleware's (closer to the call). */
export function callContextOf(
  config: { configurable?: Record<string, unknown> } | undefined,
): MCPCallContext | undefined {
  const fromConfig = config?.configurable?.[MCP_CALL_CONTEXT_KEY] as MCPCallContext | undefined;
  if (fromConfig !== undefined) checkCallContext(fromConfig, "configurable.mcp");
  return mergeCallContexts(fromConfig, scoped.getStore());
}

/** Later contexts win: headers by case-insensitive name, `_meta` by key. */
export function mergeCallContexts(
  ...contexts: (MCPCallContext | undefined)[]
): MCPCallContext | undefined {
  let merged: MCPCallContext | undefined;
  for (const context of contexts) {
    if (context === undefined) continue;
    if (merged === undefined) {
      merged = context;
      continue;
    }
    merged = {
      headers: mergeHeaders(merged.headers, context.headers),
      _meta:
        merged._meta === undefined
          ? context._meta
          : context._meta === undefined
            ? merged._meta
            : { ...merged._meta, ...context._meta },
    };
  }
  return merged;
}

// RFC 9110 token characters.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Framing and session headers belong to the transport; `Mcp-*` carry protocol state.
const TRANSPORT_HEADERS = new Set([
  "accept",
  "connection",
  "content-length",
  "content-type",
  "host",
  "last-event-id",
  "transfer-encoding",
]);

/**
 * A context must be `{ headers?: { name: string }, _meta?: object }`. Errors name the key that
 * is wrong, never a value (header values are often tokens).
 */
export function checkCallContext(context: unknown, where: string): void {
  const fail = (problem: string): never => {
    throw new MCPConfigError(
      `${where}: ${problem}. Accepted: { headers?: { "Header-Name": "value" }, _meta?: { key: value } }`,
    );
  };
  if (typeof context !== "object" || context === null || Array.isArray(context))
    fail("the per-call MCP context must be an object");
  const { headers, _meta } = context as MCPCallContext;
  if (_meta !== undefined && (typeof _meta !== "object" || _meta === null || Array.isArray(_meta)))
    fail('"_meta" must be an object');
  if (headers === undefined) return;
  if (typeof headers !== "object" || headers === null || Array.isArray(headers))
    fail('"headers" must be an object of string values');
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) fail(`"${name}" is not a valid HTTP header name`);
    const lower = name.toLowerCase();
    if (TRANSPORT_HEADERS.has(lower) || lower.startsWith("mcp-"))
      fail(`the header "${name}" is set by the transport and cannot be set per call`);
    if (typeof value !== "string") fail(`the value of header "${name}" must be a string`);
    if (/[\r\n\0]/.test(value)) fail(`the value of header "${name}" contains a line break`);
  }
}
