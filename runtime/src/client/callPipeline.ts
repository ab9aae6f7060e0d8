// One tool call on one session, as a short pipeline of named steps: params and `_meta`, headers,
// request options and progress, the active call and its routing, the send (through the
// extensions that declared on it), input rounds, refusals, the result and its redaction.
import {
  ProtocolError,
  ProtocolErrorCode,
  type CallToolResult,
  type Progress,
  type RequestOptions,
  type Tool,
} from "@modelcontextprotocol/client";
import { NotImplementedError } from "../errors.js";
import { configuredSecrets, removeSecretsDeep, removeSecretsFromError } from "../redaction.js";
import { withRequestHeaders } from "../transports/requestHeaders.js";
import type { TransportTraits } from "../transports/types.js";
import type { SdkSession } from "./connection.js";
import { isConnectionFailure } from "./failures.js";
import { completeInputRequired, type CallParams } from "./inputRounds.js";
import type { CallDeclaration, ClientExtension, PortCall } from "./port.js";
import {
  endActiveCall,
  runAlone,
  sendAs,
  untilAlone,
  URL_ELICITATION,
  type ActiveCall,
  type RoundResolver,
} from "./serverRequests.js";
import type { CallToolOptions, MCPClientOptions, RequestScope, Source } from "./types.js";

type Headers = Record<string, string> | undefined;

/** What the pipeline needs of its client. */
export interface PipelineSetup {
  server(): string;
  options: Readonly<MCPClientOptions>;
  traits: TransportTraits;
  extensions: readonly ClientExtension[];
  /** The headers of one request beyond the connection's (see scopeHeaders.ts). */
  headers(config: RequestScope["config"], callHeaders: Headers): Headers | Promise<Headers>;
  /** The log level `_meta` modern servers need per request, once a level was set. */
  logMeta(): Record<string, unknown> | undefined;
  /** The listed definition of a tool with `x-mcp-header` arguments. */
  headerTool(name: string): Tool | undefined;
  roundResolverFor(options: CallToolOptions | undefined): RoundResolver;
  progressCallback(tool: string, options: CallToolOptions | undefined): (p: Progress) => void;
  /** The port an extension gets for this call; `pinned`: the session that serves it. */
  portCall(call: ToolCall, pinned?: SdkSession): PortCall;
  perCall(): boolean;
  /** Told of each plain result (the server's info in its `_meta`). */
  onResult(result: CallToolResult): void;
}

/** A tool call as the user made it. */
export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
  options: CallToolOptions | undefined;
  /** Its `_meta` with the active trace context: read once, for its requests and its port. */
  meta: Record<string, unknown> | undefined;
  /** Its port on the shared connection, made once when an extension first needs it. */
  port?: PortCall;
}

/** A call made ready to send on one session. */
interface Prepared {
  params: CallParams;
  headers: Headers;
  requestOptions: RequestOptions;
  progressToken?: string;
  /** The call's own header values: secrets of this call, out of its errors and logs. */
  secrets: readonly string[];
  declared: CallDeclaration | undefined;
}

const NO_SECRETS: readonly string[] = [];

export class CallPipeline {
  readonly #setup: PipelineSetup;
  /** Request options of a call without its own timeout, signal or progress: built once. */
  readonly #plainRequestOptions: RequestOptions;
  /** The extensions with an `onSend` / `onResult` hook: a call asks only these. */
  readonly #declaring: readonly ClientExtension[];
  readonly #following: readonly ClientExtension[];

  constructor(setup: PipelineSetup) {
    this.#setup = setup;
    this.#plainRequestOptions = { timeout: setup.options.timeout, allowInputRequired: true };
    this.#declaring = setup.extensions.filter((extension) => extension.onSend !== undefined);
    this.#following = setup.extensions.filter((extension) => extension.onResult !== undefined);
  }

  async call(session: SdkSession, call: ToolCall, alone = false): Promise<CallToolResult> {
    // A promise only when a `headers`/`auth` function is asked: else the call goes on at once.
    const pending = this.#prepare(session, call);
    const prepared = pending instanceof Promise ? await pending : pending;
    const active: ActiveCall = {
      tool: call.name,
      elicitationHandler: call.options?.elicitationHandler,
      secrets: prepared.secrets,
    };
    // Calls run alone only to tell apart the questions a server pushes (legacy).
    if (active.elicitationHandler && !alone && session.rules.serverRequests)
      await untilAlone(session.active);
    session.active.add(active);
    let result!: CallToolResult;
    try {
      result = await this.#exchange(session, call, prepared, active);
    } catch (error) {
      // A call answered "cancel" among others that could not be told apart runs again (below).
      if (!active.runAgainAlone || isConnectionFailure(error))
        throw this.#failure(error, active, call.name, prepared.secrets);
    } finally {
      endActiveCall(session.active, active);
      if (prepared.progressToken !== undefined) session.progress!.release(prepared.progressToken);
    }
    if (active.runAgainAlone) return runAlone(session.active, () => this.call(session, call, true));
    throwRefusals(active, result, prepared.secrets);
    return this.#finish(session, call, result, prepared.secrets);
  }

  /** Params and `_meta`, what extensions declare, headers, request options, progress. */
  #prepare(session: SdkSession, call: ToolCall): Prepared | Promise<Prepared> {
    const params = this.#params(session, call);
    const declared = this.#declaration(session, params._meta);
    if (declared) params._meta = declared.meta;
    const headers = this.#setup.headers(call.options?.config, call.options?.headers);
    return headers instanceof Promise
      ? headers.then((resolved) => this.#prepared(session, call, params, declared, resolved))
      : this.#prepared(session, call, params, declared, headers);
  }

  #prepared(
    session: SdkSession,
    call: ToolCall,
    params: CallParams,
    declared: CallDeclaration | undefined,
    headers: Headers,
  ): Prepared {
    const prepared: Prepared = {
      params,
      headers,
      requestOptions: this.#requestOptions(session, call),
      secrets: headers === undefined ? NO_SECRETS : configuredSecrets({ headers }),
      declared,
    };
    if (this.#setup.options.progressHandler !== undefined || call.options?.onProgress !== undefined)
      this.#listenToProgress(session, call, prepared);
    return prepared;
  }

  #params(session: SdkSession, { name, args, meta }: ToolCall): CallParams {
    const params: CallParams = { name, arguments: args };
    if (meta !== undefined) params._meta = meta;
    const logMeta = this.#setup.logMeta();
    if (logMeta !== undefined && session.rules.requestScoped)
      params._meta = { ...params._meta, ...logMeta };
    return params;
  }

  /** The first extension that declares something on this call (tasks, on 2026-07-28). */
  #declaration(session: SdkSession, meta: Record<string, unknown> | undefined) {
    for (const extension of this.#declaring) {
      const declared = extension.onSend!(session, meta);
      if (declared) return declared;
    }
    return undefined;
  }

  #requestOptions(session: SdkSession, { name, options }: ToolCall): RequestOptions {
    const requestOptions =
      options === undefined || (options.timeout === undefined && options.signal === undefined)
        ? this.#plainRequestOptions
        : {
            timeout: options.timeout ?? this.#setup.options.timeout,
            signal: options.signal,
            allowInputRequired: true,
          };
    // The SDK mirrors x-mcp-header arguments from its response cache, which a `ttlMs: 0`
    // listing leaves empty by the time of the call: the listed definition is passed.
    const headerTool = session.rules.typedRequests ? this.#setup.headerTool(name) : undefined;
    return headerTool === undefined
      ? requestOptions
      : ({ ...requestOptions, toolDefinition: headerTool } as RequestOptions);
  }

  #listenToProgress(session: SdkSession, { name, options }: ToolCall, prepared: Prepared): void {
    const onProgress = this.#setup.progressCallback(name, options);
    if (session.progress) {
      prepared.progressToken = session.progress.register(onProgress);
      prepared.params._meta = { ...prepared.params._meta, progressToken: prepared.progressToken };
    } else {
      prepared.requestOptions = { ...prepared.requestOptions, onprogress: onProgress };
    }
  }

  /** Sends the call as the active one, and answers its input rounds. */
  async #exchange(
    session: SdkSession,
    call: ToolCall,
    prepared: Prepared,
    active: ActiveCall,
  ): Promise<CallToolResult> {
    const first = await this.#send(session, prepared, active);
    if (first.resultType !== "input_required") return first;
    const { params, requestOptions, headers, declared } = prepared;
    const source: Source = { server: this.#setup.server(), tool: call.name };
    return withRequestHeaders(headers, () =>
      completeInputRequired(
        {
          session,
          params,
          requestOptions,
          source,
          resolveRound: this.#setup.roundResolverFor({
            onInputRequired: call.options?.onInputRequired,
          }),
          send: (send) => (declared ? declared.send(send) : send()),
        },
        first,
      ),
    );
  }

  /**
   * The first send, wrapped only in what the call needs: its own headers (on its requests
   * only); its context where the transport routes pushed requests by it (an AsyncLocalStorage
   * costs every promise of the process a hook); the send of the extension that declared on it.
   */
  #send(session: SdkSession, prepared: Prepared, active: ActiveCall): Promise<CallToolResult> {
    const { params, requestOptions, headers, declared } = prepared;
    const routed = session.rules.serverRequests && this.#setup.traits.serverRequestsByStream;
    const send = () => session.callTool(params, requestOptions);
    if (headers === undefined && declared === undefined)
      return routed ? sendAs(active, send) : send();
    const wrapped = () =>
      withRequestHeaders(headers, () => (routed ? sendAs(active, send) : send()));
    return declared ? declared.send(wrapped) : wrapped();
  }

  /** A request the server pushed during the call (and we refused) explains its failure. */
  #failure(error: unknown, active: ActiveCall, tool: string, secrets: readonly string[]): unknown {
    const source = { server: this.#setup.server(), tool };
    return removeSecretsFromError(
      active.failure ?? explainedByRefusal(error, active, source),
      secrets,
    );
  }

  /** A result an extension follows (a task), else the server's, its error text redacted. */
  #finish(
    session: SdkSession,
    call: ToolCall,
    result: CallToolResult,
    secrets: readonly string[],
  ): Promise<CallToolResult> | CallToolResult {
    // Per-call mode: what follows the result runs on the call's own connection.
    const pinned = this.#setup.perCall() ? session : undefined;
    for (const extension of this.#following) {
      const followed = extension.onResult!(this.#setup.portCall(call, pinned), result);
      if (followed) return followed;
    }
    this.#setup.onResult(result);
    // A server's error text may echo them; a successful result is the server's own answer.
    return result.isError === true && secrets.length > 0
      ? (removeSecretsDeep(result, secrets) as CallToolResult)
      : result;
  }
}

/**
 * A pushed request that failed during the call fails it when it certainly was the call's, or
 * the call failed; a refused request may have been unprompted: it fails only a call that failed.
 */
function throwRefusals(active: ActiveCall, result: CallToolResult, secrets: readonly string[]) {
  if (active.failure !== undefined && (active.failureCertain === true || result.isError === true))
    throw removeSecretsFromError(active.failure, secrets);
  if (active.refusal !== undefined && result.isError === true)
    throw removeSecretsFromError(active.refusal, secrets);
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
