// MCPClient: one MCP server (a target plus handlers and auth), with the session lifetime of
// TARGET-API §1: one shared live connection, re-opened when it dies; after close(), or with
// `session: "per-call"`, a connection per call. A facade of its public methods: sessions are
// the pool's (sessions.ts), a call is the pipeline's (callPipeline.ts), tasks and Apps are
// extensions behind the port (port.ts).
import {
  InMemoryResponseCacheStore,
  LOG_LEVEL_META_KEY,
  SERVER_INFO_META_KEY,
  type CallToolResult,
  type GetPromptResult,
  type LoggingLevel,
  type Prompt,
  type ReadResourceResult,
  type RequestOptions,
  type Resource,
  type ResourceTemplateType as ResourceTemplate,
  type Tool,
} from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import { inferTransport } from "../transports/infer.js";
import {
  traitsOf,
  type TransportDescription,
  type TransportOpenContext,
} from "../transports/types.js";
import { appsExtension } from "../apps/extension.js";
import { TasksExtension } from "../tasks/extension.js";
import { finishOAuth, openContextOf } from "./auth.js";
import { CallPorts } from "./callPorts.js";
import { checkCallContext } from "./callContext.js";
import { CallPipeline, type ToolCall } from "./callPipeline.js";
import { externalSessionOf, type ExternalSession, type SdkSession } from "./connection.js";
import type { Era } from "./era.js";
import { listAllPages, ListedTools, listToolsOn } from "./lists.js";
import { check, validateClientOptions } from "./options.js";
import type { ClientExtension } from "./port.js";
import { scopeHeaders } from "./scopeHeaders.js";
import { ServerVoice } from "./serverVoice.js";
import { SessionPool } from "./sessions.js";
import { LegacyToolListCache, type CacheMode } from "./toolListCache.js";
import { withTraceMeta } from "./traceContext.js";
import { withRequestHeaders } from "../transports/requestHeaders.js";
import type { CallToolOptions, MCPClientOptions } from "./types.js";

type ToolArgs = Record<string, unknown>;

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
  readonly #voice: ServerVoice;
  readonly #pool: SessionPool;
  readonly #pipeline: CallPipeline;
  readonly #extensions: readonly ClientExtension[];
  readonly #ports: CallPorts;
  /** Options of the other requests (lists, prompts, resources): input rounds are not handled there. */
  readonly #otherRequestOptions: RequestOptions;
  readonly #listed = new ListedTools();
  readonly #legacyTools = new LegacyToolListCache();
  #serverInfo: ServerInfo | undefined;
  /** Built on first open: resolving `auth` may read a token store. */
  #openContext: TransportOpenContext | undefined;
  /** Modern servers send log messages only to requests that opt in (`_meta` log level). */
  #logMeta: Record<string, unknown> | undefined;

  constructor(target: unknown, options: MCPClientOptions = {}) {
    if (target instanceof MCPClient) {
      throw new MCPConfigError("The target is already an MCPClient: use it directly");
    }
    validateClientOptions(options);
    this.#options = options;
    const external = externalSessionOf(target, options);
    this.#transport = external ? undefined : inferTransport(target);
    // A user's SDK client says nothing about its server until connected.
    this.name = options.name ?? this.transport?.defaultServerName() ?? "mcp";
    this.#voice = new ServerVoice(() => this.name, options, this.#transport);
    this.#extensions = [new TasksExtension(options.tasks), appsExtension(options.apps)];
    this.#pool = this.#sessionPool(external);
    this.#ports = new CallPorts({
      server: () => this.name,
      options,
      pool: this.#pool,
      headers: (config, callHeaders) => this.#headers(config, callHeaders),
    });
    this.#pipeline = this.#callPipeline();
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
  connect(): Promise<void> {
    return this.#pool.connect();
  }

  /** The server's `{ name, version }`: from `initialize` (legacy) or result `_meta` (modern). */
  serverInfo(): ServerInfo | undefined {
    if (!this.#serverInfo) this.#noteServerVersion(this.#pool.current);
    return this.#serverInfo;
  }

  /**
   * The protocol era of the live connection: "modern" (2026-07-28, session-less) or "legacy"
   * (the 2025 handshake); undefined while there is none.
   */
  protocolEra(): Era | undefined {
    return this.#pool.current?.era;
  }

  /**
   * Raw MCP tool definitions, every page. `cacheMode` (default `"use"`): a modern server's list
   * is served from cache while its `ttlMs` lasts (the SDK's cache, per `cacheScope`); a legacy
   * session's until the server sends `notifications/tools/list_changed` (servers that declare
   * `tools.listChanged` only). `"refresh"` fetches and stores, `"bypass"` fetches only.
   */
  async listTools(options: { cacheMode?: CacheMode } = {}): Promise<Tool[]> {
    const mode = options.cacheMode ?? "use";
    const tools = await this.#request((session) =>
      this.#legacyTools.list(session, mode, () =>
        listToolsOn(session, this.name, mode, this.#otherRequestOptions),
      ),
    );
    this.#listed.note(tools);
    for (const extension of this.#extensions) extension.onTools?.(tools);
    return tools;
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
    const meta = this.#traced(options?._meta);
    const call: ToolCall = { name, args, options, meta, port: undefined };
    try {
      for (const extension of this.#extensions) {
        const taken = extension.beforeCall?.(this.#ports.portCall(call));
        const instead = taken && (await taken);
        if (instead) return this.#voice.resultWithoutSecrets(instead);
      }
      const result = await this.#pool.run(
        "call",
        (session) => this.#pipeline.call(session, call),
        name,
      );
      return this.#voice.resultWithoutSecrets(result);
    } catch (error) {
      throw this.#voice.asRuntimeError(error, name);
    }
  }

  async listPrompts(): Promise<Prompt[]> {
    return (await this.#request((session) =>
      listAllPages(session, "listPrompts", "prompts", this.#otherRequestOptions),
    )) as Prompt[];
  }

  async getPrompt(name: string, args?: Record<string, string>): Promise<GetPromptResult> {
    return this.#request(({ sdk }) =>
      sdk.getPrompt({ name, arguments: args }, this.#otherRequestOptions),
    );
  }

  async listResources(): Promise<Resource[]> {
    return (await this.#request((session) =>
      listAllPages(session, "listResources", "resources", this.#otherRequestOptions),
    )) as Resource[];
  }

  async readResource(uri: string): Promise<ReadResourceResult> {
    return this.#request(({ sdk }) => sdk.readResource({ uri }, this.#otherRequestOptions));
  }

  async listResourceTemplates(): Promise<ResourceTemplate[]> {
    return (await this.#request((session) =>
      listAllPages(
        session,
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
    await this.#request(async ({ sdk, rules }) => {
      if (!rules.requestScoped) await sdk.setLoggingLevel(level, this.#otherRequestOptions);
    });
  }

  /** Checks the server answers: `ping` on legacy servers, `server/discover` on modern ones (no ping there). */
  async ping(): Promise<void> {
    await this.#request(({ sdk, rules }) =>
      rules.requestScoped && sdk.discover
        ? sdk.discover(this.#otherRequestOptions)
        : sdk.ping(this.#otherRequestOptions),
    );
  }

  /**
   * Releases the shared connection: HTTP sessions are terminated (DELETE), stdio processes end.
   * Idempotent. Calls made afterwards open a connection for that one call.
   */
  close(): Promise<void> {
    return this.#pool.close();
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.close();
  }

  /** A request that only reads, with the scope's headers: a timeout is an MCPTimeoutError, and
   * no error carries a configured secret. */
  async #request<T>(read: (session: SdkSession) => Promise<T>): Promise<T> {
    try {
      const pending = this.#headers(undefined, undefined);
      const headers = pending instanceof Promise ? await pending : pending;
      return await this.#pool.run("read", (session) =>
        withRequestHeaders(headers, () => read(session)),
      );
    } catch (error) {
      throw this.#voice.asRuntimeError(error);
    }
  }

  #headers(config: CallToolOptions["config"], callHeaders: Record<string, string> | undefined) {
    return scopeHeaders(this.name, this.options, config, callHeaders);
  }

  /** Per-call headers need requests this package makes. */
  #checkHeadersApply(tool: string): void {
    if (traitsOf(this.#transport).headersApply) return;
    throw new MCPConfigError(
      `tool "${tool}" on MCP server "${this.name}": per-call headers cannot be sent through ` +
        `${this.#transport ? "a custom transport" : "an SDK Client passed as target"}; pass the server's URL ` +
        `(or a StreamableHttpTransport) instead, so this package makes the HTTP requests`,
    );
  }

  /** `meta` with the active trace context (`traceContext`, default on). */
  #traced(meta: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
    return this.#options.traceContext === false ? meta : withTraceMeta(meta);
  }

  #sessionPool(external: ExternalSession | undefined): SessionPool {
    const options = this.#options;
    return new SessionPool({
      server: () => this.name,
      transport: this.#transport,
      external,
      connection: {
        server: () => this.name,
        logHandler: options.logHandler,
        messageHandler: options.messageHandler,
        elicitationHandler: options.elicitationHandler,
        timeout: options.timeout,
        secrets: () => this.#voice.echoed(),
        responseCache: new InMemoryResponseCacheStore(),
        extensions: this.#extensions,
      },
      perCallOption: options.session === "per-call",
      openContext: () => (this.#openContext ??= openContextOf(options, this.name, this.#transport)),
      openHeaders: () => this.#headers(undefined, undefined),
      secrets: () => this.#voice.secrets(),
      replaySafe: (tool) => this.#listed.replaySafe(tool),
      onOpened: (connection) => this.#noteServerVersion(connection),
    });
  }

  #callPipeline(): CallPipeline {
    return new CallPipeline({
      server: () => this.name,
      options: this.#options,
      traits: traitsOf(this.#transport),
      extensions: this.#extensions,
      headers: (config, callHeaders) => this.#headers(config, callHeaders),
      logMeta: () => this.#logMeta,
      headerTool: (name) => this.#listed.headerTool(name),
      roundResolverFor: (options) => this.#ports.roundResolverFor(options),
      progressCallback: (tool, options) => this.#ports.progressCallback(tool, options),
      portCall: (call, pinned) => this.#ports.portCall(call, pinned),
      perCall: () => this.#pool.perCall,
      onResult: (result) => this.#noteServerInfo(result),
    });
  }

  #noteServerVersion(session: SdkSession | undefined): void {
    if (this.#serverInfo) return;
    const info = session?.sdk.getServerVersion();
    if (info) this.#serverInfo = { name: info.name, version: info.version };
  }

  #noteServerInfo(result: CallToolResult): void {
    if (this.#serverInfo !== undefined) return;
    const info = result._meta?.[SERVER_INFO_META_KEY] as Partial<ServerInfo> | undefined;
    if (info && typeof info.name === "string") {
      this.#serverInfo = { name: info.name, version: String(info.version ?? "") };
    }
  }

  #setLogLevel(level: LoggingLevel): void {
    this.#logMeta = { [LOG_LEVEL_META_KEY]: level };
  }
}
