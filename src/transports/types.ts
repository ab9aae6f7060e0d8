// What every transport description shares: a reusable recipe that opens a fresh SDK transport
// whenever a session is (re)opened. The SDK transport itself is single-use.
import type { AuthProvider, OAuthClientProvider, Transport } from "@modelcontextprotocol/client";

/** What the client adds when it opens a transport: its auth and extra headers. */
export interface TransportOpenContext {
  /** HTTP headers to send on every request (ignored by non-HTTP transports). */
  headers?: Record<string, string>;
  /** An SDK OAuth or auth provider (HTTP transports only). */
  authProvider?: OAuthClientProvider | AuthProvider;
}

export type TransportKind = "streamable-http" | "sse" | "stdio" | "in-memory" | "custom";

/** A reusable transport description: `open()` may be called once per session. */
export interface TransportDescription {
  readonly kind: TransportKind;
  /** Whether `open()` can be called again after the first transport closed. */
  readonly reopenable: boolean;
  /** A short, secret-free description for errors (URL without credentials, command name). */
  describe(): string;
  /** Opens a fresh SDK transport, not yet started (the SDK `Client.connect` starts it). */
  open(context?: TransportOpenContext): Promise<Transport>;
}

export function isTransportDescription(value: unknown): value is TransportDescription {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as TransportDescription).open === "function" &&
    typeof (value as TransportDescription).describe === "function" &&
    typeof (value as TransportDescription).kind === "string"
  );
}

export { safeUrl } from "../redaction.js";
