// One live connection: an SDK v2 Client over one freshly opened transport. Sessions are made
// of these; when one dies the client opens another from the same transport description.
import {
  Client,
  SdkError,
  SdkErrorCode,
  type CallToolResult,
  type PriorDiscovery,
  type RequestOptions,
  type ResponseCacheStore,
  type Transport,
} from "@modelcontextprotocol/client";
import { closeReason, isInPlaceProbeClose } from "../transports/stdio.js";
import type { TransportDescription, TransportOpenContext } from "../transports/types.js";
import { callToolLoosely, repairModernResponse, restoreContent } from "./lenient.js";
import { installPushedRequestHandlers, type ActiveCall } from "./serverRequests.js";
import type { ElicitationHandler, LogHandler, MessageHandler } from "./types.js";

export const CLIENT_INFO = { name: "langchain-mcp-bridge", version: "0.1.0" };

/** What the SDK client needs from an MCPClient to be set up. */
export interface ConnectionSetup {
  server: () => string;
  logHandler?: LogHandler;
  messageHandler?: MessageHandler;
  elicitationHandler?: ElicitationHandler;
  timeout?: number;
  /** The SDK's list cache (modern `ttlMs`/`cacheScope`), kept across the client's connections. */
  responseCache?: ResponseCacheStore;
}

type Subscription = { close(): Promise<void> };

/** The calls MCPClient makes; implemented by an opened connection and by a user's SDK client. */
export interface SdkSession {
  readonly sdk: SdkClientLike;
  /** False once the transport closed (process exit, stream end, close()). */
  readonly alive: boolean;
  readonly era: "modern" | "legacy" | undefined;
  /** Calls in flight, for attributing server-pushed requests (legacy only). */
  readonly active: Set<ActiveCall>;
  /** Whether this session can be replaced by opening a new one. */
  readonly owned: boolean;
  /** Progress routing by our own tokens (see ProgressRouter); absent on a user's SDK client. */
  readonly progress?: ProgressRouter;
  callTool(
    params: { name: string; arguments?: Record<string, unknown> },
    options: RequestOptions,
  ): Promise<CallToolResult>;
  close(): Promise<void>;
  /** The error with the reason the connection closed itself, when there is one. */
  explain?(error: unknown): unknown;
}

/** The SDK client surface used here; v2 and 1.x share it except for `callTool`'s signature. */
export interface SdkClientLike {
  callTool(...args: any[]): Promise<any>;
  listTools(params?: any, options?: any): Promise<any>;
  request(request: any, schema: any, options?: any): Promise<any>;
  listPrompts(params?: any, options?: any): Promise<any>;
  getPrompt(params: any, options?: any): Promise<any>;
  listResources(params?: any, options?: any): Promise<any>;
  readResource(params: any, options?: any): Promise<any>;
  listResourceTemplates(params?: any, options?: any): Promise<any>;
  setLoggingLevel(level: any, options?: any): Promise<any>;
  ping(options?: any): Promise<any>;
  getServerVersion(): { name: string; version: string } | undefined;
  getServerCapabilities(): Record<string, unknown> | undefined;
  getProtocolEra?(): "modern" | "legacy" | undefined;
  getDiscoverResult?(): unknown;
  discover?(options?: any): Promise<any>;
  close(): Promise<void>;
  transport?: unknown;
}

type ProgressParams = {
  progressToken: string | number;
  progress: number;
  total?: number;
  message?: string;
};

/**
 * Routes `notifications/progress` to calls by a token we choose. The SDK dispatches
 * notifications on a later microtask but settles responses at once, so progress that arrives
 * in the same chunk as the result (SSE, stdio) would be dropped; routing here is synchronous.
 */
export class ProgressRouter {
  readonly #handlers = new Map<string, (params: ProgressParams) => void>();
  #next = 0;

  register(handler: (params: ProgressParams) => void): string {
    const token = `lmb-${++this.#next}`;
    this.#handlers.set(token, handler);
    return token;
  }

  release(token: string): void {
    this.#handlers.delete(token);
  }

  /** Handles the message if it is progress for one of our tokens. */
  route(message: { method?: string; params?: { progressToken?: unknown } }): boolean {
    if (this.#handlers.size === 0 || message.method !== "notifications/progress") return false;
    const handler = this.#handlers.get(message.params?.progressToken as string);
    if (handler === undefined) return false;
    handler(message.params as ProgressParams);
    return true;
  }

  /** Wraps the transport's message callback (set by the SDK in connect) to route first. */
  attach(transport: Transport): void {
    const deliver = transport.onmessage;
    if (!deliver) return;
    transport.onmessage = (message, extra) => {
      if (!this.route(message as never)) deliver.call(transport, message, extra);
    };
  }
}

/** A connection this package opened: it owns the SDK client and the transport. */
export class OpenedConnection implements SdkSession {
  readonly owned = true;
  readonly active = new Set<ActiveCall>();
  readonly progress = new ProgressRouter();
  readonly sdk: Client;
  readonly transport: Transport;
  alive = true;
  /** Check each listed tool against the SDK's whole Tool schema (after a rejected list). */
  thoroughRepair = false;
  /** Bumped by every `notifications/tools/list_changed` (legacy sessions), for list caching. */
  toolListVersion = 0;
  #closing: Promise<void> | undefined;
  /** Modern servers deliver list-changed notifications only on a `subscriptions/listen` stream. */
  #subscription: Subscription | undefined;

  private constructor(sdk: Client, transport: Transport) {
    this.sdk = sdk;
    this.transport = transport;
  }

  get era(): "modern" | "legacy" | undefined {
    return this.sdk.getProtocolEra();
  }

  /** The era verdict to reuse for the next connection, so it skips the probe. */
  prior(): PriorDiscovery | undefined {
    const era = this.sdk.getProtocolEra();
    if (era === "legacy") return { kind: "legacy" };
    const discover = this.sdk.getDiscoverResult();
    return era === "modern" && discover ? { kind: "modern", discover } : undefined;
  }

  static async open(
    description: TransportDescription,
    context: TransportOpenContext,
    setup: ConnectionSetup,
    prior: PriorDiscovery | undefined,
    longLived = true,
  ): Promise<OpenedConnection> {
    const sdk = new Client(CLIENT_INFO, {
      capabilities: { elicitation: { form: {}, url: {} }, sampling: {}, roots: {} },
      versionNegotiation: { mode: "auto" },
      // Manual mode: input_required results come back to MCPClient (see serverRequests.ts).
      inputRequired: { autoFulfill: false },
      responseCacheStore: setup.responseCache,
    });
    const transport = await description.open(context);
    const connection = new OpenedConnection(sdk, transport);
    sdk.onclose = () => {
      connection.alive = false;
    };
    // Errors on background streams (a GET stream ending, a reconnect attempt) are not call
    // failures; calls see their own errors.
    sdk.onerror = () => {};
    installHandlers(sdk, connection.active, setup);
    try {
      await sdk.connect(transport, { prior, timeout: setup.timeout });
    } catch (error) {
      connection.alive = false;
      await sdk.close().catch(() => {});
      await transport.close().catch(() => {});
      // stdio probes the era on the session's own process: a server that exits on the probe
      // (before or after answering it) speaks only the 2025 handshake. Start it again, straight
      // to `initialize`.
      const exitedOnProbe =
        isInPlaceProbeClose(error) ||
        (description.kind === "stdio" &&
          error instanceof SdkError &&
          error.code === SdkErrorCode.ConnectionClosed);
      if (prior === undefined && exitedOnProbe) {
        return OpenedConnection.open(description, context, setup, { kind: "legacy" }, longLived);
      }
      throw error;
    }
    connection.progress.attach(transport);
    connection.#repairModernResults();
    connection.#watchToolListChanges();
    if (longLived && setup.messageHandler && sdk.getProtocolEra() === "modern") {
      connection.#subscription = await listenForChanges(sdk);
    }
    return connection;
  }

  async callTool(
    params: { name: string; arguments?: Record<string, unknown> },
    options: RequestOptions,
  ): Promise<CallToolResult> {
    // Modern: the SDK's typed call (it mirrors x-mcp-header params and validates output schemas
    // from the listed tools), on a result repaired on the wire. Legacy: parsed loosely (see
    // lenient.ts).
    try {
      return this.sdk.getProtocolEra() === "modern"
        ? restoreContent(await this.sdk.callTool(params, options))
        : await callToolLoosely(this.sdk as never, params, options);
    } catch (error) {
      throw this.explain(error);
    }
  }

  /** "Connection closed" gets the reason when the transport closed itself (stdio size limit). */
  explain(error: unknown): unknown {
    const reason = closeReason(this.transport);
    if (reason === undefined) return error;
    if (!(error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed)) return error;
    return new SdkError(SdkErrorCode.ConnectionClosed, `Connection closed: ${reason}`, undefined, {
      cause: error,
    });
  }

  /** Modern results the SDK's wire schemas would reject whole are repaired first (lenient.ts). */
  #repairModernResults(): void {
    const transport = this.transport;
    const deliver = transport.onmessage;
    if (!deliver || this.sdk.getProtocolEra() !== "modern") return;
    transport.onmessage = (message, extra) => {
      repairModernResponse(message, this.thoroughRepair);
      deliver.call(transport, message, extra);
    };
  }

  /** Counts tool list changes the server announces, without taking them from other handlers. */
  #watchToolListChanges(): void {
    const transport = this.transport;
    const deliver = transport.onmessage;
    if (!deliver) return;
    transport.onmessage = (message, extra) => {
      if ((message as { method?: string }).method === "notifications/tools/list_changed")
        this.toolListVersion++;
      deliver.call(transport, message, extra);
    };
  }

  /** Ends the session: HTTP DELETE for a legacy Streamable HTTP session, then close. */
  close(): Promise<void> {
    return (this.#closing ??= (async () => {
      const wasAlive = this.alive;
      this.alive = false;
      const transport = this.transport as Transport & {
        sessionId?: string;
        terminateSession?: () => Promise<void>;
      };
      await this.#subscription?.close().catch(() => {});
      if (wasAlive && transport.sessionId && typeof transport.terminateSession === "function") {
        await transport.terminateSession().catch(() => {});
      }
      await this.sdk.close().catch(() => {});
    })());
  }
}

/** Opens a listen stream for the list changes the server can report; none if it fails. */
async function listenForChanges(sdk: Client): Promise<Subscription | undefined> {
  const capabilities = sdk.getServerCapabilities() as
    Record<string, { listChanged?: boolean } | undefined> | undefined;
  const filter = {
    toolsListChanged: capabilities?.tools?.listChanged === true || undefined,
    promptsListChanged: capabilities?.prompts?.listChanged === true || undefined,
    resourcesListChanged: capabilities?.resources?.listChanged === true || undefined,
  };
  if (!filter.toolsListChanged && !filter.promptsListChanged && !filter.resourcesListChanged) {
    return undefined;
  }
  return sdk.listen(filter).catch(() => undefined);
}

function installHandlers(sdk: Client, active: Set<ActiveCall>, setup: ConnectionSetup): void {
  const { logHandler, messageHandler, server } = setup;
  if (logHandler) {
    sdk.setNotificationHandler("notifications/message", (notification) =>
      logHandler(notification.params, { server: server() }),
    );
  }
  if (messageHandler) {
    sdk.fallbackNotificationHandler = async (notification) => {
      await messageHandler(notification as { method: string; params?: Record<string, unknown> }, {
        server: server(),
      });
    };
  }
  installPushedRequestHandlers(
    sdk as unknown as {
      setRequestHandler(method: string, handler: (request: any) => unknown): void;
    },
    active,
    server,
    setup.elicitationHandler,
  );
}

/** A user's SDK client (v2 or 1.x), used as is: never reopened, never closed by us. */
export class ExternalSession implements SdkSession {
  readonly owned = false;
  readonly active = new Set<ActiveCall>();
  readonly sdk: SdkClientLike;
  readonly #v1: boolean;

  constructor(sdk: SdkClientLike, line: "v1" | "v2") {
    this.sdk = sdk;
    this.#v1 = line === "v1";
  }

  get alive(): boolean {
    return this.sdk.transport !== undefined;
  }

  get era(): "modern" | "legacy" | undefined {
    return this.sdk.getProtocolEra ? this.sdk.getProtocolEra() : "legacy";
  }

  callTool(
    params: { name: string; arguments?: Record<string, unknown> },
    options: RequestOptions,
  ): Promise<CallToolResult> {
    if (!this.#v1 && this.era === "modern") return this.sdk.callTool(params, options);
    // SDK 1.x and legacy sessions: parsed loosely (see lenient.ts); `request` has the same
    // signature on both lines.
    return callToolLoosely(this.sdk as never, params, options);
  }

  async close(): Promise<void> {
    // Not ours to close: the caller created it and may still use it.
  }
}
