// One live connection: an SDK v2 Client over one freshly opened transport. Sessions are made
// of these; when one dies the client opens another from the same transport description.
import {
  Client,
  DEFAULT_REQUEST_TIMEOUT_MSEC,
  SdkError,
  SdkErrorCode,
  type CallToolResult,
  type PriorDiscovery,
  type RequestOptions,
  type ResponseCacheStore,
  type Transport,
} from "@modelcontextprotocol/client";
import { closeReason } from "../transports/stdioReadBuffer.js";
import { sdkClientLine } from "../transports/sdkObjects.js";
import { UI_EXTENSION_ID } from "../apps/spec.js";
import { MCPConfigError } from "../errors.js";
import { removeSecretsDeep } from "../redaction.js";
import { eraOf, eraRules, rememberedVerdict, type Era, type EraRules } from "./era.js";
import type { SdkClientLike } from "./sdkClient.js";
import { isConnectionFailure, isUnreadableResponse } from "./failures.js";
import {
  inboundLookOf,
  traitsOf,
  type TransportDescription,
  type TransportOpenContext,
} from "../transports/types.js";
import {
  callToolLoosely,
  repairModernResponse,
  restoreContent,
  warnMalformedTool,
  type MalformedToolListener,
} from "./lenient.js";
import { installPushedRequestHandlers, type ActiveCall } from "./serverRequests.js";
import type { ElicitationHandler, LogHandler, MessageHandler } from "./types.js";
import { callHandler } from "./handlers.js";
import { installInbound, passing, type InboundFilter } from "./inbound.js";
import { ProgressRouter } from "./progress.js";
import type { ClientExtension } from "./port.js";

/** How long the ping of `#checkServer` may take. */
const SERVER_CHECK_TIMEOUT_MS = 5_000;

/** An error's message with its causes' messages (where the system error code is). */
function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, i = 0; e instanceof Error && i < 4; e = e.cause, i++) parts.push(e.message);
  return parts.join(": ");
}

export const CLIENT_INFO = { name: "langchain-mcp-bridge", version: "0.1.0" };

/** What the SDK client needs from an MCPClient to be set up. */
export interface ConnectionSetup {
  server: () => string;
  logHandler?: LogHandler;
  messageHandler?: MessageHandler;
  elicitationHandler?: ElicitationHandler;
  timeout?: number;
  /** Configured secret values a server may echo (removed from log messages). */
  secrets?: () => readonly string[];
  /** The SDK's list cache (modern `ttlMs`/`cacheScope`), kept across the client's connections. */
  responseCache?: ResponseCacheStore;
  /** The client's extensions: what they declare, their inbound filters. */
  extensions?: readonly ClientExtension[];
}

type Subscription = { close(): Promise<void> };

/** The calls MCPClient makes; implemented by an opened connection and by a user's SDK client. */
export interface SdkSession {
  readonly sdk: SdkClientLike;
  /** False once the transport closed (process exit, stream end, close()). */
  readonly alive: boolean;
  readonly era: Era | undefined;
  /** What the era means for this connection (see era.ts). */
  readonly rules: EraRules;
  /** Calls in flight, for attributing server-pushed requests (legacy only). */
  readonly active: Set<ActiveCall>;
  /** Whether this session can be replaced by opening a new one. */
  readonly owned: boolean;
  /** Progress routing by our own tokens (see ProgressRouter); absent on a user's SDK client. */
  readonly progress?: ProgressRouter;
  /**
   * The capabilities this package declared (sent again per request when a call declares the
   * tasks extension); absent on a user's SDK client, whose task answers it cannot read.
   */
  readonly capabilities?: Record<string, unknown>;
  callTool(
    params: { name: string; arguments?: Record<string, unknown> },
    options: RequestOptions,
  ): Promise<CallToolResult>;
  close(): Promise<void>;
  /** The error with the reason the connection closed itself, when there is one. */
  explain?(error: unknown): unknown;
}

/**
 * What the client declares is what it answers: form elicitation always (a handler, the
 * interrupt bridge, or "cancel" + a clear error), URL mode only when the user's own
 * `elicitationHandler` can take it; never sampling or roots (refused, so not offered); what
 * the client's extensions declare (MCP Apps: only when the user opted in).
 */
export function declaredCapabilities(
  setup: Pick<ConnectionSetup, "elicitationHandler" | "extensions">,
): Record<string, unknown> {
  const declared: Record<string, unknown> = {
    elicitation: setup.elicitationHandler ? { form: {}, url: {} } : { form: {} },
  };
  for (const extension of setup.extensions ?? []) {
    const { extensions, ...rest } = extension.capabilities?.() ?? {};
    Object.assign(declared, rest);
    if (extensions !== undefined)
      declared.extensions = { ...(declared.extensions as object), ...(extensions as object) };
  }
  return declared;
}

/** A connection this package opened: it owns the SDK client and the transport. */
export class OpenedConnection implements SdkSession {
  readonly owned = true;
  readonly active = new Set<ActiveCall>();
  readonly progress = new ProgressRouter();
  readonly sdk: Client;
  readonly transport: Transport;
  capabilities: Record<string, unknown> | undefined;
  alive = true;
  /** Check each listed tool against the SDK's whole Tool schema (after a rejected list). */
  thoroughRepair = false;
  /** Told about each listed entry that is no tool (left out of the list). */
  onMalformedTool: MalformedToolListener | undefined;
  /** Bumped by every `notifications/tools/list_changed` (legacy sessions), for list caching. */
  toolListVersion = 0;
  #closing: Promise<void> | undefined;
  /** A `#checkServer` ping in flight. */
  #checking: Promise<void> | undefined;
  /** Why the server was found unreachable (see `#checkServer`). */
  #gone: unknown;
  /** Modern servers deliver list-changed notifications only on a `subscriptions/listen` stream. */
  #subscription: Subscription | undefined;

  private constructor(sdk: Client, transport: Transport) {
    this.sdk = sdk;
    this.transport = transport;
  }

  get era(): Era | undefined {
    return this.sdk.getProtocolEra();
  }

  get rules(): EraRules {
    return eraRules(this.era);
  }

  /** The era verdict to reuse for the next connection, so it skips the probe. */
  prior(): PriorDiscovery | undefined {
    return rememberedVerdict(this.sdk.getProtocolEra(), this.sdk.getDiscoverResult());
  }

  /**
   * Opens one connection with `prior` (the era verdict to reuse), within `deadline`: one for
   * the whole handshake, so an era probe that times out is not followed by an `initialize` with
   * a whole timeout of its own. What follows a failure is the session pool's (sessions.ts).
   */
  static async open(
    description: TransportDescription,
    context: TransportOpenContext,
    setup: ConnectionSetup,
    prior: PriorDiscovery | undefined,
    longLived: boolean,
    deadline: AbortSignal,
  ): Promise<OpenedConnection> {
    const capabilities = declaredCapabilities(setup);
    const sdk = new Client(CLIENT_INFO, {
      capabilities,
      versionNegotiation: { mode: "auto" },
      // Manual mode: input_required results come back to MCPClient (see serverRequests.ts).
      inputRequired: { autoFulfill: false },
      responseCacheStore: setup.responseCache,
    });
    const transport = await description.open(context);
    const connection = new OpenedConnection(sdk, transport);
    connection.capabilities = capabilities;
    connection.onMalformedTool = (index, reason) =>
      warnMalformedTool(setup.server(), index, reason);
    sdk.onclose = () => {
      connection.alive = false;
    };
    // Errors on background streams (a GET stream ending, a reconnect attempt) are not call
    // failures; calls see their own errors. But a legacy HTTP session hears of its server's
    // death only there (a cut response stream is not an answer): see `#checkServer`.
    if (traitsOf(description).deathOnBackgroundStream)
      sdk.onerror = (error) => connection.#checkServer(error);
    else sdk.onerror = () => {};
    installHandlers(sdk, connection.active, setup);
    try {
      // The deadline also bounds what the SDK does not time (opening an SSE event stream).
      await beforeDeadline(
        sdk.connect(transport, { prior, timeout: setup.timeout, signal: deadline }),
        deadline,
      );
    } catch (error) {
      connection.alive = false;
      await sdk.close().catch(() => {});
      await transport.close().catch(() => {});
      throw deadline.aborted ? handshakeTimeout(setup, error) : error;
    }
    installInbound(transport, connection.#inboundFilters(setup));
    if (longLived && setup.messageHandler && !connection.rules.statefulSession) {
      connection.#subscription = await listenForChanges(sdk);
    }
    return connection;
  }

  /**
   * Every inbound message passes these, in this order (docs/architecture.md): the transport's
   * own look (an HTTP answer releases its request's abort link); tool list changes counted
   * (legacy list caching); on typed (modern) connections the extensions' filters (the task
   * stand-in) and the repair of results the SDK's wire schemas would reject whole (lenient.ts);
   * progress routed to its call (taken from the SDK).
   */
  #inboundFilters(setup: ConnectionSetup): InboundFilter[] {
    const typed = this.rules.typedRequests;
    const extensions = (setup.extensions ?? []).flatMap((e) => (e.inbound ? [e.inbound] : []));
    const transportLook = inboundLookOf(this.transport);
    return [
      ...(transportLook ? [passing(transportLook)] : []),
      passing((message) => {
        if ((message as { method?: string }).method === "notifications/tools/list_changed")
          this.toolListVersion++;
      }),
      ...(typed ? extensions : []),
      ...(typed
        ? [
            passing((m) =>
              repairModernResponse(m as never, this.thoroughRepair, this.onMalformedTool),
            ),
          ]
        : []),
      this.progress.route,
    ];
  }

  async callTool(
    params: { name: string; arguments?: Record<string, unknown> },
    options: RequestOptions,
  ): Promise<CallToolResult> {
    // Modern: the SDK's typed call (it mirrors x-mcp-header params and validates output schemas
    // from the listed tools), on a result repaired on the wire. Legacy: parsed loosely (see
    // lenient.ts).
    try {
      return this.rules.typedRequests
        ? restoreContent(await this.sdk.callTool(params, options))
        : await callToolLoosely(this.sdk as never, params, options);
    } catch (error) {
      throw this.explain(error);
    }
  }

  /**
   * "Connection closed" gets the reason when the transport closed itself (stdio size limit) or
   * the server was found gone; a response that could not be read says so.
   */
  explain(error: unknown): unknown {
    if (explained.has(error as object)) return error;
    const told = this.#explained(error);
    if (told !== error) explained.add(told as object);
    return told;
  }

  #explained(error: unknown): unknown {
    if (isUnreadableResponse(error)) {
      return new SdkError(
        SdkErrorCode.ConnectionClosed,
        `the server's response could not be read (${
          error instanceof SyntaxError ? error.message : "it is not a JSON-RPC message"
        })`,
        undefined,
        { cause: error },
      );
    }
    const reason =
      closeReason(this.transport) ??
      (this.#gone && `the server is unreachable (${errorText(this.#gone)})`);
    if (!reason) return error;
    if (!(error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed)) return error;
    return new SdkError(SdkErrorCode.ConnectionClosed, `Connection closed: ${reason}`, undefined, {
      cause: error,
    });
  }

  /**
   * After a transport error on an HTTP session with calls in flight: a legacy session is told
   * nothing else when its server dies mid-call (the response stream is cut, its reconnect
   * fails in the background), so its calls would wait for their whole timeout. One `ping`
   * tells: a server that cannot be reached closes the session, which fails those calls at once
   * with "Connection closed" (MCPConnectionError); a live one keeps it.
   */
  #checkServer(error: unknown): void {
    if (!this.alive || this.#checking || this.active.size === 0) return;
    if (!this.rules.statefulSession) return; // calls without a session fail on their own request
    this.#checking = this.sdk
      .ping({ timeout: SERVER_CHECK_TIMEOUT_MS })
      .then(
        () => undefined,
        (pingError: unknown) => {
          if (!this.alive || !isConnectionFailure(pingError)) return;
          this.#gone = pingError instanceof Error ? pingError : error;
          this.alive = false;
          void this.sdk.close().catch(() => {});
        },
      )
      .finally(() => {
        this.#checking = undefined;
      });
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

/** Errors `explain` made: explaining one again changes nothing. */
const explained = new WeakSet<object>();

/** The handshake's failure once its deadline passed: the SDK's request timeout. */
function handshakeTimeout(setup: ConnectionSetup, error: unknown): SdkError {
  const timeout = setup.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC;
  return new SdkError(
    SdkErrorCode.RequestTimeout,
    `the server did not complete the handshake within ${timeout} ms`,
    undefined,
    { cause: error },
  );
}

/** `work`, or a rejection as soon as `deadline` aborts (the caller then releases what it opened). */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) return Promise.reject(deadline.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    deadline.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", onAbort));
  });
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
    sdk.setNotificationHandler("notifications/message", (notification) => {
      // The configured secrets, and the values of the calls in flight (a log has no call).
      const secrets = [
        ...(setup.secrets?.() ?? []),
        ...[...active].flatMap((a) => a.secrets ?? []),
      ];
      const params =
        secrets.length === 0
          ? notification.params
          : removeSecretsDeep(notification.params, secrets);
      const source = { server: server() };
      callHandler("logHandler", source.server, () =>
        logHandler(params as typeof notification.params, source),
      );
    });
  }
  if (messageHandler) {
    sdk.fallbackNotificationHandler = async (notification) => {
      const source = { server: server() };
      callHandler("messageHandler", source.server, () =>
        messageHandler(
          notification as { method: string; params?: Record<string, unknown> },
          source,
        ),
      );
    };
  }
  installPushedRequestHandlers(
    sdk as unknown as {
      setRequestHandler(method: string, handler: (request: any) => unknown): void;
      fallbackRequestHandler?: (request: any) => Promise<any>;
    },
    active,
    server,
    setup.elicitationHandler,
  );
}

/** A user's SDK client as target: used as it is (its capabilities were declared already). */
export function externalSessionOf(
  target: unknown,
  options: { apps?: unknown },
): ExternalSession | undefined {
  const line = sdkClientLine(target);
  if (!line) return undefined;
  if (options.apps) {
    throw new MCPConfigError(
      'Option "apps" cannot be declared on an SDK Client you connected yourself: create it ' +
        `with capabilities.extensions["${UI_EXTENSION_ID}"] instead`,
    );
  }
  return new ExternalSession(target as SdkClientLike, line);
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

  get era(): Era | undefined {
    return eraOf(this.sdk);
  }

  get rules(): EraRules {
    return eraRules(this.era);
  }

  callTool(
    params: { name: string; arguments?: Record<string, unknown> },
    options: RequestOptions,
  ): Promise<CallToolResult> {
    if (!this.#v1 && this.rules.typedRequests) return this.sdk.callTool(params, options);
    // SDK 1.x and legacy sessions: parsed loosely (see lenient.ts); `request` has the same
    // signature on both lines.
    return callToolLoosely(this.sdk as never, params, options);
  }

  async close(): Promise<void> {
    // Not ours to close: the caller created it and may still use it.
  }
}
