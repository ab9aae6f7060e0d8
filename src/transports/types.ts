// What every transport description shares: a reusable recipe that opens a fresh SDK transport
// whenever a session is (re)opened. The SDK transport itself is single-use.
import type { AuthProvider, OAuthClientProvider, Transport } from "@modelcontextprotocol/client";
import type { SecretSources } from "../redaction.js";

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
  /** A short, secret-free description for errors (URL without credentials, command name). */
  describe(): string;
  /** The server's name when the client is given none: a URL's host, a script's name, the kind. */
  defaultServerName(): string;
  /**
   * What this transport was configured with that may be secret (header values, URL
   * credentials, environment values): removed from every error, log message and result.
   */
  secretSources(): TransportSecrets;
  /** Opens a fresh SDK transport, not yet started (the SDK `Client.connect` starts it). */
  open(context?: TransportOpenContext): Promise<Transport>;
}

/** A transport's own secrets; the client adds its `auth` and `headers`. */
export type TransportSecrets = Omit<SecretSources, "auth">;

export function isTransportDescription(value: unknown): value is TransportDescription {
  const description = value as TransportDescription;
  return (
    typeof value === "object" &&
    value !== null &&
    typeof description.open === "function" &&
    typeof description.describe === "function" &&
    typeof description.defaultServerName === "function" &&
    typeof description.secretSources === "function" &&
    typeof description.kind === "string"
  );
}

export { safeUrl } from "../redaction.js";
