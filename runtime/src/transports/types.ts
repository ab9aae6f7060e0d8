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
  /**
   * An existing legacy HTTP session to continue (`Mcp-Session-Id` and the version it
   * negotiated): the connection skips `initialize`. Streamable HTTP only; a secret.
   */
  session?: { id: string; protocolVersion: string };
}

export type TransportKind = "streamable-http" | "sse" | "stdio" | "in-memory" | "custom";

/**
 * What a transport does that the client must know, declared by its description: the client
 * asks these, never the transport's kind.
 */
export interface TransportTraits {
  /** Per-call and per-scope headers reach the server: this package makes its requests. */
  readonly headersApply: boolean;
  /**
   * A server's request during a call arrives on that call's own stream (a Streamable HTTP
   * response, an in-memory pair), so the sending context tells its call. stdio and SSE have one
   * stream, read in the connection's context.
   */
  readonly serverRequestsByStream: boolean;
  /**
   * A dead server is heard of on a background stream (an HTTP GET stream, a reconnect), as a
   * transport error; stdio hears it as the process's exit instead.
   */
  readonly deathOnBackgroundStream: boolean;
  /**
   * The era probe runs on the session's own connection (stdio: the same process), so a server
   * that closes on the probe speaks only the 2025 handshake.
   */
  readonly probesInPlace: boolean;
}

/** The traits of a description that declares none (a user's own, an SDK Client as target). */
export const UNDECLARED_TRAITS: TransportTraits = {
  headersApply: false,
  serverRequestsByStream: true,
  deathOnBackgroundStream: true,
  probesInPlace: false,
};

export const HTTP_TRAITS: TransportTraits = {
  headersApply: true,
  serverRequestsByStream: true,
  deathOnBackgroundStream: true,
  probesInPlace: false,
};

export const SSE_TRAITS: TransportTraits = { ...HTTP_TRAITS, serverRequestsByStream: false };

/** The traits of `description`, or of none. */
export function traitsOf(description: TransportDescription | undefined): TransportTraits {
  return description?.traits ?? UNDECLARED_TRAITS;
}

/** A reusable transport description: `open()` may be called once per session. */
export interface TransportDescription {
  readonly kind: TransportKind;
  /** What the client must know of this transport; absent: `UNDECLARED_TRAITS`. */
  readonly traits?: TransportTraits;
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

/** What a transport's own bookkeeping needs to see of every message it receives. */
export type InboundLook = (message: unknown) => void;

const inboundLooks = new WeakMap<Transport, InboundLook>();

/**
 * Has the client show `transport`'s inbound messages to `look` before its own filters (the SDK
 * owns the transport's message callback; the client installs the filters on it).
 */
export function withInboundLook<T extends Transport>(transport: T, look: InboundLook): T {
  inboundLooks.set(transport, look);
  return transport;
}

/** The look `transport` was opened with, if any. */
export function inboundLookOf(transport: Transport): InboundLook | undefined {
  return inboundLooks.get(transport);
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
