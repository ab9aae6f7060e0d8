// The client options an MCPAdapter takes and hands to every client it builds: one list, so that
// an option shared with the adapter is declared once and copied by one loop.
import type { AuthFunction, HeadersFunction, MCPClientOptions } from "./types.js";

export const SHARED_CLIENT_OPTIONS = [
  "session",
  "timeout",
  "progressHandler",
  "logHandler",
  "messageHandler",
  "elicitationHandler",
  "onInputRequired",
  "auth",
  "headers",
  "apps",
  "tasks",
  "traceContext",
] as const satisfies readonly (keyof MCPClientOptions)[];

type SharedKey = (typeof SHARED_CLIENT_OPTIONS)[number];

/**
 * The shared options as an adapter takes them. `auth` and `headers` are functions there: one
 * adapter serves many users per request, and a config entry carries its own static ones.
 */
export type SharedClientOptions = Pick<MCPClientOptions, Exclude<SharedKey, "auth" | "headers">> & {
  /**
   * Per-request bearer token for every client built here, from `{ server, config }` (the tool
   * call's RunnableConfig; undefined outside calls): one adapter, many users.
   */
  auth?: AuthFunction;
  /** Per-request headers for every client built here, from `{ server, config }`. */
  headers?: HeadersFunction;
};

/** The shared options of `options` that are set, as MCPClient takes them. */
export function sharedClientOptions(options: SharedClientOptions): MCPClientOptions {
  const picked: Record<string, unknown> = {};
  for (const key of SHARED_CLIENT_OPTIONS) {
    if (options[key] !== undefined) picked[key] = options[key];
  }
  return picked as MCPClientOptions;
}
