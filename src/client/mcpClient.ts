// MCPClient: one MCP server (a target plus handlers and auth), with the session lifetime of
// TARGET-API §1: one shared live connection, re-opened when it dies; after close(), or with
// `session: "per-call"`, a connection per call.
import {
  InMemoryResponseCacheStore,
  LOG_LEVEL_META_KEY,
  ProtocolError,
  ProtocolErrorCode,
  SdkError,
  SdkErrorCode,
  SERVER_INFO_META_KEY,
  type CallToolResult,
  type GetPromptResult,
  type InputRequests,
  type LoggingLevel,
  type PriorDiscovery,
  type Progress,
  type Prompt,
  type ReadResourceResult,
  type RequestOptions,
  type Resource,
  type ResourceTemplateType as ResourceTemplate,
  type Tool,
} from "@modelcontextprotocol/client";
import {
  MCPConfigError,
  MCPConnectionError,
  MCPError,
  MCPTimeoutError,
  NotImplementedError,
} from "../errors.js";
import { configuredSecrets, removeSecretsDeep, removeSecretsFromError } from "../redaction.js";
import { inferTransport } from "../transports/infer.js";
import { openWithSseFallback } from "../transports/sseFallback.js";
import { sdkClientLine } from "../transports/sdkObjects.js";
import {
  traitsOf,
  type TransportDescription,
  type TransportOpenContext,
} from "../transports/types.js";
import { mergeHeaders } from "../transports/http.js";
import { UI_EXTENSION_ID } from "../apps/spec.js";
import { asOAuthScopeError } from "../auth/index.js";
import { withoutRequestHeaders, withRequestHeaders } from "../transports/requestHeaders.js";
import { bearer, finishOAuth, resolveAuth } from "./auth.js";
import { checkCallContext } from "./callContext.js";
import {
  ExternalSession,
  OpenedConnection,
  type ConnectionSetup,
  type SdkSession,
} from "./connection.js";
import type { SdkClientLike } from "./sdkClient.js";
import { afterFailedOpen, type Era } from "./era.js";
import {
  CAPABILITY_REQUESTS,
  certainlyNotRun,
  isConnectionFailure,
  isRefusal,
  missingCapability,
} from "./failures.js";
import { check, validateClientOptions } from "./options.js";
import { withTraceMeta } from "./traceContext.js";
import { walkPages } from "./pages.js";
import { listToolsLoosely, restoreTools, warnMalformedTool } from "./lenient.js";
import { LegacyToolListCache, type CacheMode } from "./toolListCache.js";
import {
  endActiveCall,
  outsideCalls,
  roundResolver,
  runAlone,
  sendAs,
  untilAlone,
  URL_ELICITATION,
  type ActiveCall,
  type RoundResolver,
} from "./serverRequests.js";
import { runsAsTask, taskSettings, taskSupportOf, type TaskSupport } from "../tasks/options.js";
import { followTask, runToolAsTask, type TaskCall } from "../tasks/run.js";
import { sendOnce } from "../tasks/durable.js";
import { declaringTasks, offersTasks, standIn, taskIn } from "../tasks/wire2026.js";
import type {
  CallToolOptions,
  InputRequiredResolver,
  MCPClientOptions,
  RequestScope,
  Source,
} from "./types.js";

/** Rounds of `input_required` one call may go through before it is abandoned. */
const MAX_INPUT_ROUNDS = 16;

type ToolArgs = Record<string, unknown>;
type CallParams = { name: string; arguments?: ToolArgs; _meta?: Record<string, unknown> };

export interface ServerInfo {
  name: string;
  version: string;
}

export class MCPClient implements AsyncDisposable {
  /** The server's name in errors and handler `source`s. */
  name: string;
  // Private with getters: printing or serializing a client never shows its token or headers.
  readonly #options: Readonly<MCPClientOptions>;
  readonly #transport: TransportDescription | undefined;

  readonly #external: ExternalSession | undefined;
  readonly #setup: ConnectionSetup;
  readonly #resolveRound: RoundResolver;
  /** Request options of a call without per-call options or progress: built once. */
  readonly #plainRequestOptions: RequestOptions;
  /** Options of the other requests (lists, prompts, resources): input rounds are not handled there. */
  readonly #otherRequestOptions: RequestOptions;
  #live: OpenedConnection | undefined;
  #opening: Promise<OpenedConnection> | undefined;
  #closing: Promise<void> | undefined;
  #openContext: TransportOpenContext | undefined;
  /** The era verdict of the last connection: later connections skip the probe. */
  #prior: PriorDiscovery | undefined;
  #serverInfo: ServerInfo | undefined;
  /** Tools annotated read-only or idempotent: safe to replay after a connection died mid-call. */
  readonly #replaySafe = new Set<string>();
  /**
   * Listed tools whose input schema declares `x-mcp-header` (SEP-2243). The SDK mirrors those
   * arguments into `Mcp-Param-*` headers from its response cache, which a `ttlMs: 0` listing
   * leaves empty by the time of the call; the definition the tool was built from is passed.
   */
  readonly #headerTools = new Map<string, Tool>();
  /** Modern servers send log messages only to requests that opt in (`_meta` log level). */
  #logMeta: Record<string, unknown> | undefined;
  readonly #legacyTools = new LegacyToolListCache();
  /** Listed tools that can run as MCP tasks (src/tasks). */
  readonly #taskSupport = new Map<string, TaskSupport>();

  constructor(target: unknown, options: MCPClientOptions = {}) {
    if (target instanceof MCPClient) {
      throw new MCPConfigError("The target is already an MCPClient: use it directly");
    }
    validateClientOptions(options);
    this.#options = options;
    const line = sdkClientLine(target);
    if (line) {
      // Its capabilities were declared when it connected; nothing can be added now.
      if (options.apps) {
        throw new MCPConfigError(
          'Option "apps" cannot be declared on an SDK Client you connected yourself: create it ' +
            `with capabilities.extensions["${UI_EXTENSION_ID}"] instead`,
        );
      }
      this.#external = new ExternalSession(target as SdkClientLike, line);
      this.#transport = undefined;
    } else {
      this.#transport = inferTransport(target);
    }
    // A user's SDK client says nothing about its server until connected.
    this.name = options.name ?? this.transport?.defaultServerName() ?? "mcp";
    this.#setup = {
      server: () => this.name,
      logHandler: options.logHandler,
      messageHandler: options.messageHandler,
      elicitationHandler: options.elicitationHandler,
      timeout: options.timeout,
      secrets: () => (this.#echoed ??= this.#secrets(false)),
      responseCache: new InMemoryResponseCacheStore(),
      apps: options.apps,
    };
    this.#resolveRound = roundResolver(options.onInputRequired, options.elicitationHandler);
    this.#plainRequestOptions = { timeout: options.timeout, allowInputRequired: true };
    this.#otherRequestOptions = { timeout: options.timeout };
    if (options.logHandler) this.#setLogLevel("debug");
  }

  /** The options the client was built with. */
  get options(): Readonly<MCPClientOptions> {
    return this.#options;
  }

  /** How connections are opened; undefined when the target is a user's SDK client. */
  get transport(): TransportDescription | undefined {
    return this.#transport;
  }

  toJSON(): { name: string; transport?: string } {
    return { name: this.name, transport: this.#transport?.describe() };
  }

  /**
   * Finishes an authorization-code login of your own `OAuthClientProvider` (the `auth`
   * option): after its `redirectToAuthorization()` sent the person off and a request failed
   * with `UnauthorizedError`, pass the callback URL (or its query, or the code and `iss`);
   * the code is redeemed and saved through the provider. Then connect or call again.
   */
  async finishAuth(callback: string | URL | URLSearchParams, iss?: string): Promise<void> {
    await finishOAuth(this.options.auth, this.name, this.transport, callback, iss);
  }

  /** Opens the shared connection now, so a bad target fails here rather than on first use. */
  async connect(): Promise<void> {
    if (this.#external) {
      this.#externalSession();
      return;
    }
    if (this.#perCall()) {
      // Nothing stays open: check that the server answers, then release.
      const connection = await this.#openOrThrow();
      await connection.close();
      return;
    }
    // A live session is kept: a second one would leak it (and an in-process server, which
    // takes one connection, would never answer the second).
    if (!this.#live?.alive) await this.#sharedSession();
  }

  /** The server's `{ name, version }`: from `initialize` (legacy) or result `_meta` (modern). */
  serverInfo(): ServerInfo | undefined {
    if (this.#serverInfo) return this.#serverInfo;
    const session = this.#external ?? this.#live;
    const info = session?.sdk.getServerVersion();
    if (info) this.#serverInfo = { name: info.name, version: info.version };
    return this.#serverInfo;
  }

  /**
   * The protocol era of the live connection: "modern" (2026-07-28, session-less) or "legacy"
   * (the 2025 handshake); undefined while there is none.
   */
  protocolEra(): Era | undefined {
    return (this.#external ?? this.#live)?.era;
  }

  /**
   * Raw MCP tool definitions, every page. `cacheMode` (default `"use"`): a modern server's list
   * is served from cache while its `ttlMs` lasts (the SDK's cache, per `cacheScope`); a legacy
   * session's until the server sends `notifications/tools/list_changed` (servers that declare
   * `tools.listChanged` only). `"refresh"` fetches and stores, `"bypass"` fetches only.
   */
  async listTools(options: { cacheMode?: CacheMode } = {}): Promise<Tool[]> {
    const mode = options.cacheMode ?? "use";
    const tools = await this.#request((sdk, session) =>
      this.#legacyTools.list(session, mode, () => this.#listTools(sdk, session, mode)),
    );
    for (const tool of tools as Tool[]) {
      const hints = tool.annotations;
      if (hints?.readOnlyHint === true || hints?.idempotentHint === true)
        this.#replaySafe.add(tool.name);
      else this.#replaySafe.delete(tool.name);
      if (JSON.stringify(tool.inputSchema ?? {}).includes('"x-mcp-header"'))
        this.#headerTools.set(tool.name, tool);
      else this.#headerTools.delete(tool.name);
      const support = taskSupportOf(tool);
      if (support === "forbidden") this.#taskSupport.delete(tool.name);
      else this.#taskSupport.set(tool.name, support);
    }
    return tools as Tool[];
  }

  /**
   * Calls a tool and returns the raw MCP result (`isError` results are returned, not thrown).
   * Transport and session failures throw `MCPConnectionError` naming server and tool.
   */
  async callTool(
    name: string,
    args: ToolArgs = {},
    options?: CallToolOptions,
  ): Promise<CallToolResult> {
    check.timeout("timeout", options?.timeout);
    if (options?.headers !== undefined || options?._meta !== undefined) {
      checkCallContext({ headers: options.headers, _meta: options._meta }, `tool "${name}"`);
      if (options.headers !== undefined) this.#checkHeadersApply(name);
    }
    try {
      return this.#resultWithoutSecrets(await this.#callTool(name, args, options));
    } catch (error) {
      throw this.#withoutSecrets(this.#asRuntimeError(error, name));
    }
  }

  async #callTool(
    name: string,
    args: ToolArgs,
    options: CallToolOptions | undefined,
  ): Promise<CallToolResult> {
    const support = options?.taskSupport ?? this.#taskSupport.get(name) ?? "forbidden";
    if (runsAsTask(support, this.options.tasks)) {
      // On a 2026-07-28 connection: a plain call that declares the extension (below).
      const verdict = await this.#callAsTask(name, args, options);
      if ("result" in verdict) return verdict.result;
    }
    if (this.#external) {
      try {
        return await this.#callOn(this.#externalSession(name), name, args, options);
      } catch (error) {
        throw isConnectionFailure(error) ? this.#asConnectionError(error, name) : error;
      }
    }
    if (this.#perCall()) return this.#callOnce(name, args, options);
    const live = this.#live;
    const session = live !== undefined && live.alive ? live : await this.#sharedSessionFor(name);
    try {
      return await this.#callOn(session, name, args, options);
    } catch (error) {
      return this.#recoverCall(error, session, name, args, options);
    }
  }

  // ---- tasks (src/tasks) ----------------------------------------------------------------

  /**
   * A call that runs as an MCP task: see src/tasks/run.ts and docs/tasks.md. Without a shared
   * connection (per-call mode, after close()) one connection serves the whole task: a new one
   * per request would be a new stdio server or HTTP session, which knows no task.
   */
  async #callAsTask(name: string, args: ToolArgs, options: CallToolOptions | undefined) {
    let own: OpenedConnection | undefined;
    if (!this.#external && this.#perCall()) {
      try {
        own = await this.#openOrThrow();
      } catch (error) {
        throw this.#asConnectionError(error, name);
      }
    }
    try {
      return await runToolAsTask(this.#taskCall(name, args, options, own));
    } finally {
      await own?.close();
    }
  }

  /** What the task runner needs of this client for one call (see src/tasks/run.ts). */
  #taskCall(
    name: string,
    args: ToolArgs,
    options: CallToolOptions | undefined,
    own?: SdkSession,
  ): TaskCall {
    const listens = this.options.progressHandler !== undefined || options?.onProgress !== undefined;
    const resolveRound = this.#roundResolverFor(options);
    const source: Source = { server: this.name, tool: name };
    return {
      server: this.name,
      tool: name,
      args,
      // A 2025-11-25 task is created by its own request, which carries the trace context too.
      options: { ...options, _meta: this.#traced(options?._meta) },
      settings: taskSettings(this.options.tasks),
      requestTimeout: this.options.timeout,
      onProgress: listens ? this.#progressCallback(name, options) : undefined,
      ownElicitationHandler: this.options.elicitationHandler !== undefined,
      onSession: (send, replayable) => this.#onTaskSession(name, options, send, replayable, own),
      resolveInput: (inputRequests, round) =>
        resolveRound(inputRequests, undefined, source, round, args),
    };
  }

  /** `meta` with the active trace context (`traceContext`, default on). */
  #traced(meta: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
    return this.#options.traceContext === false ? meta : withTraceMeta(meta);
  }

  /**
   * Whether a `tools/call` on `session` declares the tasks extension (2026-07-28): on a modern
   * connection this package opened to a server that declares the extension, unless `tasks` is
   * "never". The server alone decides whether to answer with a task. (Other servers' calls
   * skip the checkpoint record that a task answer needs: a LangGraph task per call.)
   */
  #declaresTasks(session: SdkSession): session is SdkSession & { capabilities: object } {
    return (
      session.rules.tasksByExtension &&
      session.capabilities !== undefined &&
      offersTasks(session.sdk.getServerCapabilities()) &&
      taskSettings(this.options.tasks).mode !== "never"
    );
  }

  /**
   * Runs one tasks request on the right session, with the call's headers. After a connection
   * failure only a `replayable` request is sent again on a new connection; the task-creating
   * call never is (it could start the tool twice).
   */
  async #onTaskSession<T>(
    name: string,
    options: CallToolOptions | undefined,
    send: (session: SdkSession) => Promise<T>,
    replayable: boolean,
    own: SdkSession | undefined,
  ): Promise<T> {
    const pending = this.#requestHeaders(options?.config, options?.headers);
    const headers = pending instanceof Promise ? await pending : pending;
    const run = (session: SdkSession) => withRequestHeaders(headers, () => send(session));
    const failed = (error: unknown) =>
      isConnectionFailure(error) ? this.#asConnectionError(error, name) : error;
    const only = own ?? (this.#external && this.#externalSession(name));
    if (only) {
      try {
        return await run(only);
      } catch (error) {
        throw failed(error);
      }
    }
    const live = this.#live;
    const session = live !== undefined && live.alive ? live : await this.#sharedSessionFor(name);
    try {
      return await run(session);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      if (!session.alive) this.#discard(session);
      if (session.alive || !replayable) throw failed(error);
      const fresh = await this.#sharedSessionFor(name);
      try {
        return await run(fresh);
      } catch (retryError) {
        if (isConnectionFailure(retryError)) this.#discard(fresh);
        throw failed(retryError);
      }
    }
  }

  /**
   * Modern sessions use the SDK's typed listing (it feeds the SDK's per-tool header mirroring and
   * output validation), on results repaired on the wire so one odd tool cannot fail the list
   * (see lenient.ts); legacy sessions are parsed loosely.
   */
  async #listTools(sdk: SdkClientLike, session: SdkSession, cacheMode: CacheMode): Promise<Tool[]> {
    if (session.rules.typedRequests && sdk.getProtocolEra) {
      const options = { ...this.#otherRequestOptions, cacheMode };
      const list = async () =>
        restoreTools((await listAllPages(session, sdk, "listTools", "tools", options)) as Tool[]);
      try {
        return await list();
      } catch (error) {
        if (!(error instanceof SdkError && error.code === SdkErrorCode.InvalidResult)) throw error;
        if (session instanceof OpenedConnection && !session.thoroughRepair) {
          // A tool the quick check let through broke the list: check every field, once more.
          session.thoroughRepair = true;
          return list();
        }
      }
    }
    return listToolsLoosely(sdk, this.#otherRequestOptions, (index, reason) =>
      warnMalformedTool(this.name, index, reason),
    );
  }

  async listPrompts(): Promise<Prompt[]> {
    return (await this.#request((sdk, session) =>
      listAllPages(session, sdk, "listPrompts", "prompts", this.#otherRequestOptions),
    )) as Prompt[];
  }

  async getPrompt(name: string, args?: Record<string, string>): Promise<GetPromptResult> {
    return this.#request((sdk) =>
      sdk.getPrompt({ name, arguments: args }, this.#otherRequestOptions),
    );
  }

  async listResources(): Promise<Resource[]> {
    return (await this.#request((sdk, session) =>
      listAllPages(session, sdk, "listResources", "resources", this.#otherRequestOptions),
    )) as Resource[];
  }

  async readResource(uri: string): Promise<ReadResourceResult> {
    return this.#request((sdk) => sdk.readResource({ uri }, this.#otherRequestOptions));
  }

  async listResourceTemplates(): Promise<ResourceTemplate[]> {
    return (await this.#request((sdk, session) =>
      listAllPages(
        session,
        sdk,
        "listResourceTemplates",
        "resourceTemplates",
        this.#otherRequestOptions,
      ),
    )) as ResourceTemplate[];
  }

  /**
   * Sets the level of log messages the server sends. Legacy servers get `logging/setLevel`;
   * modern servers have no such request, so the level rides on every later request's `_meta`.
   */
  async setLoggingLevel(level: LoggingLevel): Promise<void> {
    this.#setLogLevel(level);
    await this.#request(async (sdk, session) => {
      if (!session.rules.requestScoped) await sdk.setLoggingLevel(level, this.#otherRequestOptions);
    });
  }

  /** Checks the server answers: `ping` on legacy servers, `server/discover` on modern ones (no ping there). */
  async ping(): Promise<void> {
    await this.#request((sdk, session) =>
      session.rules.requestScoped && sdk.discover
        ? sdk.discover(this.#otherRequestOptions)
        : sdk.ping(this.#otherRequestOptions),
    );
  }

  /**
   * Releases the shared connection: HTTP sessions are terminated (DELETE), stdio processes end.
   * Idempotent. Calls made afterwards open a connection for that one call.
   */
  close(): Promise<void> {
    return (this.#closing ??= (async () => {
      const opening = this.#opening;
      const live = this.#live;
      this.#live = undefined;
      await live?.close();
      if (opening) await (await opening.catch(() => undefined))?.close();
    })());
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.close();
  }

  // ---- sessions -------------------------------------------------------------------------

  #perCall(): boolean {
    return this.#closing !== undefined || this.options.session === "per-call";
  }

  #externalSession(tool?: string): ExternalSession {
    const session = this.#external!;
    if (!session.alive) {
      throw new MCPConnectionError(
        { server: this.name, tool },
        "the SDK Client passed as target is not connected. An SDK Client learns its server " +
          "only from the transport given to its connect(transport), so it cannot be connected " +
          "here: call its connect() first, or pass the server's URL, command or transport " +
          "instead of the Client",
      );
    }
    return session;
  }

  #sharedSession(): Promise<OpenedConnection> {
    return (this.#opening ??= this.#openOrThrow(true).then(
      (connection) => {
        this.#opening = undefined;
        if (this.#closing) {
          // close() ran while this was opening: it is not kept.
          void connection.close();
          return connection;
        }
        this.#live = connection;
        return connection;
      },
      (error) => {
        this.#opening = undefined;
        throw error;
      },
    ));
  }

  async #sharedSessionFor(tool: string): Promise<OpenedConnection> {
    try {
      return await this.#sharedSession();
    } catch (error) {
      throw this.#asConnectionError(error, tool);
    }
  }

  /** Opens a new connection; remembers the era so the next one skips the probe. */
  async #openOrThrow(longLived = false): Promise<OpenedConnection> {
    const description = this.transport!;
    const context = (this.#openContext ??= this.#buildOpenContext());
    let connection: OpenedConnection;
    const open = async (prior: PriorDiscovery | undefined) => {
      // A connection belongs to no call: it never carries a call's headers.
      const headers = await this.#requestHeaders(undefined, undefined);
      return withoutRequestHeaders(() =>
        withRequestHeaders(headers, () =>
          outsideCalls(() =>
            openWithSseFallback(description, this.name, (chosen) =>
              OpenedConnection.open(chosen, context, this.#setup, prior, longLived),
            ),
          ),
        ),
      );
    };
    try {
      connection = await open(this.#prior);
    } catch (error) {
      const verdict = afterFailedOpen({
        probesInPlace: traitsOf(description).probesInPlace,
        prior: this.#prior,
        error,
        refused: isRefusal(error),
      });
      if (verdict !== "probe-again") throw this.#asConnectionError(error);
      this.#prior = undefined;
      try {
        connection = await open(undefined);
      } catch (retryError) {
        throw this.#asConnectionError(retryError);
      }
    }
    this.#prior = connection.prior();
    if (!this.#serverInfo) {
      const info = connection.sdk.getServerVersion();
      if (info) this.#serverInfo = { name: info.name, version: info.version };
    }
    return connection;
  }

  #buildOpenContext(): TransportOpenContext {
    const auth = resolveAuth(this.options.auth, this.name, this.transport, this.options.oauth);
    const headers = typeof this.options.headers === "function" ? undefined : this.options.headers;
    return {
      headers: mergeHeaders(headers, auth.headers),
      authProvider: auth.authProvider,
    };
  }

  /** Forgets a dead shared connection and releases it in the background. */
  #discard(session: SdkSession): void {
    if (this.#live === session) this.#live = undefined;
    void session.close();
  }

  // ---- calls ----------------------------------------------------------------------------

  async #callOn(
    session: SdkSession,
    name: string,
    args: ToolArgs,
    options: CallToolOptions | undefined,
    alone = false,
  ): Promise<CallToolResult> {
    const params: CallParams = { name, arguments: args };
    if (options?._meta !== undefined) params._meta = options._meta;
    params._meta = this.#traced(params._meta);
    if (this.#logMeta !== undefined && session.rules.requestScoped)
      params._meta = { ...params._meta, ...this.#logMeta };
    const declared = this.#declaresTasks(session);
    if (declared) params._meta = declaringTasks(params._meta, session.capabilities!);
    const pending = this.#requestHeaders(options?.config, options?.headers);
    const headers = pending instanceof Promise ? await pending : pending;
    let requestOptions =
      options === undefined
        ? this.#plainRequestOptions
        : {
            timeout: options.timeout ?? this.options.timeout,
            signal: options.signal,
            allowInputRequired: true,
          };
    const headerTool = session.rules.typedRequests ? this.#headerTools.get(name) : undefined;
    if (headerTool !== undefined) {
      requestOptions = { ...requestOptions, toolDefinition: headerTool } as RequestOptions;
    }
    let progressToken: string | undefined;
    if (this.options.progressHandler !== undefined || options?.onProgress !== undefined) {
      const onProgress = this.#progressCallback(name, options);
      if (session.progress) {
        progressToken = session.progress.register(onProgress);
        params._meta = { ...params._meta, progressToken };
      } else {
        requestOptions = { ...requestOptions, onprogress: onProgress };
      }
    }
    // The call's own header values are secrets of this call: out of its errors and logs.
    const secrets = headers === undefined ? [] : configuredSecrets({ headers });
    const active: ActiveCall = {
      tool: name,
      elicitationHandler: options?.elicitationHandler,
      secrets,
    };
    if (active.elicitationHandler && !alone) await untilAlone(session.active);
    session.active.add(active);
    let result!: CallToolResult;
    try {
      // The call's own headers go on its requests only (its input rounds included). The call's
      // context is kept for the requests a server pushes only where that routes them (an
      // AsyncLocalStorage costs every promise of the process a hook).
      const call = () => session.callTool(params, requestOptions);
      const routed =
        session.rules.serverRequests && traitsOf(this.transport).serverRequestsByStream;
      const send = () =>
        withRequestHeaders(headers, () => (routed ? sendAs(active, call) : call()));
      // A task the server answers with is recorded like a created task (src/tasks/durable.ts).
      result = await (declared ? sendOnce(send, taskIn, standIn) : send());
      if (result.resultType === "input_required") {
        result = await withRequestHeaders(headers, () =>
          this.#completeInputRequired(
            session,
            params,
            requestOptions,
            result,
            options?.onInputRequired,
          ),
        );
      }
    } catch (error) {
      // A request the server pushed during the call (and we refused) explains the failure. A
      // call answered "cancel" among others that could not be told apart runs again (below).
      if (!active.runAgainAlone || isConnectionFailure(error))
        throw removeSecretsFromError(
          active.failure ?? explainedByRefusal(error, active, { server: this.name, tool: name }),
          secrets,
        );
    } finally {
      endActiveCall(session.active, active);
      if (progressToken !== undefined) session.progress!.release(progressToken);
    }
    if (active.runAgainAlone)
      return runAlone(session.active, () => this.#callOn(session, name, args, options, true));
    if (
      active.failure !== undefined &&
      (active.failureCertain === true || result.isError === true)
    ) {
      throw removeSecretsFromError(active.failure, secrets);
    }
    // A refused request may have been unprompted: it fails only a call that failed.
    if (active.refusal !== undefined && result.isError === true)
      throw removeSecretsFromError(active.refusal, secrets);
    const task = taskIn(result);
    if (task !== undefined) {
      // Per-call mode: the task is followed on the call's own connection.
      const own = this.#perCall() ? session : undefined;
      return followTask(this.#taskCall(name, args, options, own), task);
    }
    if (this.#serverInfo === undefined) this.#noteServerInfo(result);
    // A server's error text may echo them; a successful result is the server's own answer.
    return result.isError === true && secrets.length > 0
      ? (removeSecretsDeep(result, secrets) as CallToolResult)
      : result;
  }

  #progressCallback(
    tool: string,
    options: CallToolOptions | undefined,
  ): (progress: Progress) => void {
    const progressHandler = this.options.progressHandler;
    const onProgress = options?.onProgress;
    const source: Source = { server: this.name, tool };
    return (progress) => {
      onProgress?.({
        progress: progress.progress,
        total: progress.total,
        message: progress.message,
      });
      void progressHandler?.(progress.progress, progress.total, progress.message, source);
    };
  }

  /**
   * The elicitation seam for modern servers: an `input_required` result is handed to the
   * resolver, and the call is retried with its answers and the echoed `requestState`.
   */
  async #completeInputRequired(
    session: SdkSession,
    params: CallParams,
    requestOptions: RequestOptions,
    first: CallToolResult,
    perCall?: InputRequiredResolver,
  ): Promise<CallToolResult> {
    const source: Source = { server: this.name, tool: params.name };
    const resolveRound = this.#roundResolverFor({ onInputRequired: perCall });
    let result = first;
    for (let round = 1; result.resultType === "input_required"; round++) {
      if (round > MAX_INPUT_ROUNDS) {
        throw new MCPError(
          source,
          `tool "${params.name}" on MCP server "${this.name}" asked for input more than ${MAX_INPUT_ROUNDS} times`,
        );
      }
      const requestState = result.requestState as string | undefined;
      const answer = await resolveRound(
        (result.inputRequests ?? {}) as InputRequests,
        requestState,
        source,
        round,
        params.arguments ?? {},
      );
      const { responses, failure } = answer;
      const retry: CallParams & { inputResponses: unknown; requestState?: string } = {
        ...params,
        inputResponses: responses,
      };
      // The resolver may hand back the state of an earlier round (a replay after a pause).
      const echoed = answer.requestState ?? requestState;
      if (echoed !== undefined) retry.requestState = echoed;
      if (failure) {
        // Tell the server the question was cancelled, then fail the call.
        await session.callTool(retry, requestOptions).catch(() => undefined);
        throw failure;
      }
      // The answered call may be answered with a task (2026-07-28): recorded as in #callOn.
      const send = () => session.callTool(retry, requestOptions);
      result = await (this.#declaresTasks(session) ? sendOnce(send, taskIn, standIn) : send());
    }
    return result;
  }

  /** The call's own round resolver (`onInputRequired`), else the client's. */
  #roundResolverFor(options: Pick<CallToolOptions, "onInputRequired"> | undefined): RoundResolver {
    const perCall = options?.onInputRequired;
    return perCall ? roundResolver(perCall, undefined) : this.#resolveRound;
  }

  /** After a failed call on the shared connection: re-open and retry only when it is safe. */
  async #recoverCall(
    error: unknown,
    session: SdkSession,
    name: string,
    args: ToolArgs,
    options: CallToolOptions | undefined,
  ): Promise<CallToolResult> {
    if (!isConnectionFailure(error)) throw error;
    const notRun = certainlyNotRun(error, session.rules.statefulSession);
    if (
      session.alive &&
      !notRun &&
      !(session as { transport?: { sessionId?: string } }).transport?.sessionId
    ) {
      // The connection still stands (e.g. one HTTP request failed): keep it.
      throw this.#asConnectionError(error, name);
    }
    this.#discard(session);
    // A call that may have run is replayed only if the server marked the tool safe to repeat.
    if (this.#perCall() || !(notRun || this.#replaySafe.has(name)))
      throw this.#asConnectionError(error, name);
    const fresh = await this.#sharedSessionFor(name);
    try {
      return await this.#callOn(fresh, name, args, options);
    } catch (retryError) {
      if (isConnectionFailure(retryError)) {
        this.#discard(fresh);
        throw this.#asConnectionError(retryError, name);
      }
      throw retryError;
    }
  }

  /** A call on a connection of its own, released afterwards (after close(), or per-call mode). */
  async #callOnce(
    name: string,
    args: ToolArgs,
    options: CallToolOptions | undefined,
  ): Promise<CallToolResult> {
    let connection: OpenedConnection;
    try {
      connection = await this.#openOrThrow();
    } catch (error) {
      throw this.#asConnectionError(error, name);
    }
    try {
      return await this.#callOn(connection, name, args, options);
    } catch (error) {
      throw isConnectionFailure(error) ? this.#asConnectionError(error, name) : error;
    } finally {
      await connection.close();
    }
  }

  /** Runs a non-call request (lists, prompts, resources): a timeout is an MCPTimeoutError, and
   * no error carries a configured secret. */
  async #request<T>(request: (sdk: SdkClientLike, session: SdkSession) => Promise<T>): Promise<T> {
    try {
      return await this.#requestOnce(request);
    } catch (error) {
      throw this.#withoutSecrets(this.#asRuntimeError(error));
    }
  }

  /** Runs a non-call request on the right connection, with the scope's headers; retries once. */
  async #requestOnce<T>(
    request: (sdk: SdkClientLike, session: SdkSession) => Promise<T>,
  ): Promise<T> {
    const headers = await this.#requestHeaders(undefined, undefined);
    const run =
      headers === undefined
        ? request
        : (sdk: SdkClientLike, session: SdkSession) =>
            withRequestHeaders(headers, () => request(sdk, session));
    if (this.#external) {
      const session = this.#externalSession();
      try {
        return await runOn(run, session);
      } catch (error) {
        throw isConnectionFailure(error) ? this.#asConnectionError(error) : error;
      }
    }
    if (this.#perCall()) {
      const connection = await this.#openOrThrow();
      try {
        return await runOn(run, connection);
      } catch (error) {
        throw isConnectionFailure(error) ? this.#asConnectionError(error) : error;
      } finally {
        await connection.close();
      }
    }
    const live = this.#live;
    const session = live !== undefined && live.alive ? live : await this.#sharedSession();
    try {
      return await runOn(run, session);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      // These requests only read: sending one again on a new connection is safe.
      this.#discard(session);
      const fresh = await this.#sharedSession();
      try {
        return await runOn(run, fresh);
      } catch (retryError) {
        throw isConnectionFailure(retryError) ? this.#asConnectionError(retryError) : retryError;
      }
    }
  }

  /**
   * The headers of one request beyond the connection's: the `headers`/`auth` functions' answers
   * for its scope, then the call's own headers. A promise only when a function must be asked.
   */
  #requestHeaders(
    config: RequestScope["config"],
    callHeaders: Record<string, string> | undefined,
  ): Record<string, string> | undefined | Promise<Record<string, string> | undefined> {
    const { auth, headers } = this.options;
    if (typeof auth !== "function" && typeof headers !== "function") return callHeaders;
    const scope: RequestScope = { server: this.name, config };
    return (async () => {
      const [token, dynamic] = await Promise.all([
        typeof auth === "function" ? auth(scope) : undefined,
        typeof headers === "function" ? headers(scope) : undefined,
      ]);
      if (dynamic !== undefined)
        checkCallContext(
          { headers: dynamic },
          `the "headers" function of MCP server "${this.name}"`,
        );
      if (
        token !== undefined &&
        (typeof token !== "string" || token === "" || /[\r\n\0]/.test(token))
      )
        throw new MCPConfigError(
          `the "auth" function of MCP server "${this.name}" must return a non-empty bearer token string or undefined`,
        );
      return mergeHeaders(
        dynamic,
        token === undefined ? undefined : { Authorization: bearer(token) },
        callHeaders,
      );
    })();
  }

  /** Per-call headers need HTTP requests this package makes. */
  #checkHeadersApply(tool: string): void {
    if (traitsOf(this.#transport).headersApply) return;
    throw new MCPConfigError(
      `tool "${tool}" on MCP server "${this.name}": per-call headers cannot be sent through ` +
        `${this.#external ? "an SDK Client passed as target" : "a custom transport"}; pass the server's URL ` +
        `(or a StreamableHttpTransport) instead, so this package makes the HTTP requests`,
    );
  }

  /**
   * The SDK's request timeout and its refusals for want of scope as the runtime's own classes
   * (`MCPTimeoutError`, `OAuthScopeError`), one each for calls and lists alike.
   */
  #asRuntimeError(error: unknown, tool?: string): unknown {
    if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout)
      return new MCPTimeoutError({ server: this.name, tool }, error);
    const capability = missingCapability(error);
    if (capability !== undefined) {
      const request = CAPABILITY_REQUESTS[capability] ?? capability;
      return new NotImplementedError(request, { server: this.name, tool }, capability);
    }
    const url = (this.transport as { url?: unknown } | undefined)?.url;
    return (url instanceof URL && asOAuthScopeError(error, url)) || error;
  }

  #asConnectionError(error: unknown, tool?: string): Error {
    if (isRefusal(error)) return error as Error;
    if (error instanceof MCPConnectionError) {
      // Opening failed before the tool was known: name it now.
      if (tool === undefined || error.tool !== undefined) return error;
      error = error.cause;
    }
    const where = this.transport ? ` (${this.transport.describe()})` : "";
    return new MCPConnectionError(
      { server: this.name, tool },
      error,
      `Connection${where} to`,
      this.#secrets(),
    );
  }

  /** Values that must never appear in an error message: the token, header values, URL secrets, env. */
  #secrets(everyValue = true): string[] {
    const own = this.transport?.secretSources() ?? {};
    return configuredSecrets(
      {
        ...own,
        auth: this.options.auth,
        headers: { ...own.headers, ...this.options.headers },
      },
      everyValue,
    );
  }

  /** Secrets a server may echo back (in an error text, a result): computed once. */
  #echoed: string[] | undefined;

  /** An error from the server, its text cleared of configured secrets it may echo. */
  #withoutSecrets<E>(error: E): E {
    if (!(error instanceof Error) || error instanceof MCPConnectionError) return error;
    return removeSecretsFromError(error, (this.#echoed ??= this.#secrets(false)));
  }

  /**
   * An error result whose text a server may have filled with a configured secret (an echoed
   * token). A successful result is the server's data: returned as it came, never altered.
   */
  #resultWithoutSecrets(result: CallToolResult): CallToolResult {
    if (result.isError !== true) return result;
    const secrets = (this.#echoed ??= this.#secrets(false));
    return secrets.length === 0 ? result : (removeSecretsDeep(result, secrets) as CallToolResult);
  }

  #noteServerInfo(result: CallToolResult): void {
    const info = result._meta?.[SERVER_INFO_META_KEY] as Partial<ServerInfo> | undefined;
    if (info && typeof info.name === "string") {
      this.#serverInfo = { name: info.name, version: String(info.version ?? "") };
    }
  }

  #setLogLevel(level: LoggingLevel): void {
    this.#logMeta = { [LOG_LEVEL_META_KEY]: level };
  }
}

/**
 * The error a failed call raises when the server answered it with a JSON-RPC error: a request
 * we refused during the call (`NotImplementedError`) explains it; so does `-32042`, a server
 * that needs URL-mode elicitation, which this runtime does not answer (one documented error,
 * not the SDK's). Transport failures and timeouts stay as they are.
 */
function explainedByRefusal(error: unknown, active: ActiveCall, source: Source): unknown {
  if (!(error instanceof ProtocolError)) return error;
  if (active.refusal !== undefined) return active.refusal;
  if (error.code === ProtocolErrorCode.UrlElicitationRequired) {
    return Object.assign(new NotImplementedError(URL_ELICITATION, source), { cause: error });
  }
  return error;
}

/** Runs a request on a session; a failure is explained by the session when it can be. */
async function runOn<T>(
  run: (sdk: SdkClientLike, session: SdkSession) => Promise<T>,
  session: SdkSession,
): Promise<T> {
  try {
    return await run(session.sdk, session);
  } catch (error) {
    throw session.explain ? session.explain(error) : error;
  }
}

/** Walks every page of a list request. The v2 SDK does it itself when no cursor is given. */
async function listAllPages(
  session: SdkSession,
  sdk: SdkClientLike,
  method: "listTools" | "listPrompts" | "listResources" | "listResourceTemplates",
  key: "tools" | "prompts" | "resources" | "resourceTemplates",
  options: RequestOptions,
): Promise<unknown[]> {
  if (session.owned || sdk.getProtocolEra)
    return (await sdk[method](undefined, options))[key] ?? [];
  const fetchPage = (cursor: string | undefined) =>
    sdk[method](cursor === undefined ? undefined : { cursor }, options);
  return walkPages(method, fetchPage, (page) => page[key] as unknown[] | undefined);
}
