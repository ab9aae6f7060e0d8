// One MCP tool as a LangChain structured tool. Everything that can be computed once (schema
// views, metadata, names) is computed when the tool is built; a call only forwards arguments,
// the RunnableConfig's signal/timeout and progress, and converts the result.
import { ToolMessage } from "@langchain/core/messages";
import type { CallbackManagerForToolRun } from "@langchain/core/callbacks/manager";
import type { RunnableConfig } from "@langchain/core/runnables";
import { StructuredTool } from "@langchain/core/tools";
import { Validator } from "@langchain/core/utils/json_schema";
import { isInteropZodSchema } from "@langchain/core/utils/types";
import { task } from "@langchain/langgraph";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import { callContextOf } from "../client/callContext.js";
import type { CallToolOptions, ElicitationHandler } from "../client/types.js";
import { DEFAULT_HOLD_MS } from "../elicitation/held.js";
import { createPushedElicitationScope } from "../elicitation/pushed.js";
import { resolveRoundThroughInterrupt } from "../elicitation/seam.js";
import { MCPConnectionError, ToolException } from "../errors.js";
import { buildMCPMetadata, type MCPToolMetadata } from "./metadata.js";
import { convertCallToolResult, errorMessageOf, type MCPToolContent } from "./results.js";
import { convertInputSchema, type JsonSchema } from "./schema.js";
import { emitWarning } from "../warnings.js";

type CallConfig = RunnableConfig & {
  toolCall?: { id?: string };
  writer?: (chunk: unknown) => void;
};

/** Progress of one call, as the server reports it. */
export interface MCPToolProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** Per-call options a tool passes to its client: the client's own call options. */
export type MCPCallOptions = CallToolOptions;

/** What the elicitation bridge adds to a call's options. */
type BridgeOptions = Pick<MCPCallOptions, "elicitationHandler" | "onInputRequired">;

/** What a tool needs from a client: `MCPClient` satisfies it. */
export interface MCPToolCaller {
  readonly name: string;
  callTool(
    name: string,
    args: Record<string, unknown>,
    options?: MCPCallOptions,
  ): Promise<CallToolResult>;
  serverInfo?(): { name: string; version: string } | undefined;
  connect?(): Promise<unknown>;
  /** The client's own handlers: with an `elicitationHandler`, no call pauses the graph. */
  readonly options?: { elicitationHandler?: unknown; onInputRequired?: unknown; timeout?: number };
}

export interface AsLangChainToolOptions {
  /** The LangChain tool name (default: the MCP tool's name). Prefixing is the adapter's job. */
  name?: string;
  /** Default per-call timeout in ms; a RunnableConfig `timeout` or `signal` wins. */
  timeout?: number;
  /** Server identity for `metadata.mcp.server` (default: `client.serverInfo()` after connecting). */
  server?: { name: string; version: string };
  /** Receives schema conversion warnings (default: `process.emitWarning`). */
  onWarning?: (message: string) => void;
}

/** A LangChain structured tool that calls one MCP tool. */
export class MCPStructuredTool extends StructuredTool<JsonSchema> {
  static lc_name() {
    return "MCPStructuredTool";
  }

  name: string;
  description: string;
  schema: JsonSchema;
  declare metadata: { mcp: MCPToolMetadata } & Record<string, unknown>;
  /** The MCP tool name on the server (the LangChain `name` may carry a prefix). */
  readonly mcpToolName: string;
  readonly client: MCPToolCaller;
  private readonly defaultTimeout?: number;
  /** What `withoutOptionalNulls` reads of `schema`, taken once per schema object. */
  #nullsOf: { schema: unknown; mandatory: ReadonlySet<string> | undefined } | undefined;

  constructor(fields: {
    name: string;
    mcpToolName: string;
    description: string;
    schema: JsonSchema;
    metadata: { mcp: MCPToolMetadata };
    client: MCPToolCaller;
    timeout?: number;
  }) {
    // Validation details tell a model which argument to fix (LangChain omits them by default).
    super({ metadata: fields.metadata, verboseParsingErrors: true });
    this.name = fields.name;
    this.mcpToolName = fields.mcpToolName;
    this.description = fields.description;
    this.schema = fields.schema;
    this.client = fields.client;
    this.defaultTimeout = fields.timeout;
  }

  /**
   * Core's own call path (validation, callbacks, tracing), with one change to the arguments:
   * models send `null` for an optional argument they leave out; when the schema rejects exactly
   * those `null`s, they are "not provided" (and so no `Mcp-Param-*` header).
   */
  override call(
    arg: Parameters<StructuredTool<JsonSchema>["call"]>[0],
    configArg?: Parameters<StructuredTool<JsonSchema>["call"]>[1],
    tags?: string[],
  ): ReturnType<StructuredTool<JsonSchema>["call"]> {
    return super.call(withoutOptionalNulls(arg, this.schema, this.#mandatory()), configArg, tags);
  }

  /** The schema's required names; undefined when core does not validate it as JSON Schema. */
  #mandatory(): ReadonlySet<string> | undefined {
    const schema = this.schema;
    if (this.#nullsOf?.schema !== schema) {
      const required = (schema as JsonSchema | undefined)?.required;
      const mandatory = isJsonSchemaObject(schema)
        ? new Set(Array.isArray(required) ? (required as string[]) : [])
        : undefined;
      this.#nullsOf = { schema, mandatory };
    }
    return this.#nullsOf.mandatory;
  }

  protected async _call(
    args: Record<string, unknown>,
    _runManager?: CallbackManagerForToolRun,
    config?: CallConfig,
  ): Promise<MCPToolContent | ToolMessage> {
    const bridge = this.elicitationBridge(args, config);
    let result: CallToolResult | undefined;
    let failed: { error: unknown } | undefined;
    try {
      const context = callContextOf(config);
      // `@langchain/core` turns a RunnableConfig `timeout` into `signal` and keeps the number
      // in `metadata.timeoutMs`; forwarding it lets a longer per-call timeout beat the default.
      const timeout = (config?.metadata?.timeoutMs as number | undefined) ?? this.defaultTimeout;
      const send = (elicitation?: BridgeOptions, signal = config?.signal) =>
        this.client.callTool(this.mcpToolName, args, {
          headers: context?.headers,
          _meta: context?._meta,
          config,
          signal,
          timeout,
          onProgress:
            config?.writer && progressWriter(config.writer, this.client.name, this.mcpToolName),
          ...elicitation,
          taskSupport: this.metadata.mcp.tool.taskSupport,
        });
      result = bridge
        ? await bridge.call(send, timeout ?? this.client.options?.timeout ?? DEFAULT_HOLD_MS)
        : await send();
    } catch (error) {
      failed = { error };
    }
    // A dead connection fails the step first; otherwise questions a legacy server pushed (and
    // were answered "cancel") pause the graph now, or fail the call when it cannot pause.
    if (!(failed?.error instanceof MCPConnectionError)) bridge?.finish();
    if (failed) throw await this.failure(failed.error);
    result = result!;

    const { content, artifact, isError } = convertCallToolResult(result);
    const toolCallId = config?.toolCall?.id;
    if (isError && toolCallId === undefined) {
      throw new ToolException(errorMessageOf(result), {
        server: this.client.name,
        tool: this.mcpToolName,
      });
    }
    if (toolCallId === undefined) return content;
    return new ToolMessage({
      status: isError ? "error" : "success",
      content,
      artifact,
      tool_call_id: toolCallId,
      name: this.name,
    });
  }

  /**
   * Elicitation on by default: unless the client has its own `elicitationHandler`, a server's
   * questions during this call go through LangGraph interrupts (see docs/elicitation.md).
   * Modern rounds: `resolveRoundThroughInterrupt` (unless the client has its own
   * `onInputRequired`). Legacy pushed questions: a per-call scope that holds a question open
   * across the pause (`callHolding`), finished after the call.
   */
  private elicitationBridge(
    args: Record<string, unknown>,
    config: CallConfig | undefined,
  ):
    | {
        call(
          send: (options: BridgeOptions, signal?: AbortSignal) => Promise<CallToolResult>,
          timeoutMs: number,
        ): Promise<CallToolResult | undefined>;
        finish(): void;
      }
    | undefined {
    const own = this.client.options;
    if (own?.elicitationHandler) return undefined;
    const server = this.client.name;
    const tool = this.mcpToolName;
    const scope = createPushedElicitationScope({ server, tool, args, config });
    const onInputRequired: BridgeOptions["onInputRequired"] = own?.onInputRequired
      ? undefined
      : (round) => resolveRoundThroughInterrupt({ ...round, config });
    const optionsFor = (ask: (params: Record<string, unknown>) => unknown): BridgeOptions => ({
      elicitationHandler: (request) => {
        // URL-mode questions are not answered (the server receives a JSON-RPC error).
        if ((request as { mode?: string }).mode === "url") {
          throw scope.refuse("elicitation/create (URL mode)");
        }
        return ask(request as Record<string, unknown>) as ReturnType<ElicitationHandler>;
      },
      ...(onInputRequired && { onInputRequired }),
    });
    // The run's signal reaches a held call only while this run is attached to it.
    const run = { owner: this.client, toolCallId: config?.toolCall?.id, signal: config?.signal };
    return {
      call: (send, timeoutMs) =>
        scope.callHolding(run, timeoutMs, (ask, signal) => send(optionsFor(ask), signal)),
      finish: () => scope.finish(),
    };
  }

  /**
   * A transport or session failure must stop an agent, not reach the model as a message:
   * it is raised through a LangGraph task (see `failGraphStep`). Other errors (a server's
   * JSON-RPC error, a cancelled call) are thrown as they are.
   */
  private async failure(error: unknown): Promise<unknown> {
    if (!(error instanceof MCPConnectionError)) return error;
    const named =
      error.tool === undefined
        ? new MCPConnectionError(
            { server: error.server, tool: this.mcpToolName },
            error.cause ?? error,
          )
        : error;
    await failGraphStep(named);
    return named;
  }
}

/**
 * Inside a LangGraph run, fails the current step with `error`.
 *
 * LangChain's ToolNode (createAgent, default settings) turns every error a tool throws into an
 * error ToolMessage, except GraphInterrupt. A LangGraph `task` that fails, though, fails the
 * step that ran it, whatever its caller does with the error: the run rejects with that very
 * error (and with a checkpointer, the step can be resumed once the server is back). Outside a
 * graph `task()` cannot run; the caller then simply throws the error.
 */
const connectionFailure = task("mcp_connection_failure", (error: Error): never => {
  throw error;
});

async function failGraphStep(error: Error): Promise<void> {
  try {
    await connectionFailure(error);
  } catch {
    // Expected: either the task rethrew `error` (in a graph), or there is no graph.
  }
}

/** A plain JSON Schema object: what core validates with @cfworker (Zod it parses itself). */
function isJsonSchemaObject(schema: unknown): boolean {
  return (
    typeof schema === "object" &&
    schema !== null &&
    !Array.isArray(schema) &&
    !isInteropZodSchema(schema)
  );
}

/** Core's `_isToolCall`. */
function isToolCall(arg: unknown): arg is { type: "tool_call"; args: unknown } {
  return (
    typeof arg === "object" && arg !== null && (arg as { type?: unknown }).type === "tool_call"
  );
}

/** Progress goes to LangGraph's custom stream (`streamMode: "custom"`) when one is listening. */
function progressWriter(write: (chunk: unknown) => void, server: string, tool: string) {
  return (progress: MCPToolProgress) => write({ type: "mcp_progress", server, tool, ...progress });
}

/**
 * A tool as any MCP client lists it (old programs hand over tools an SDK 1.x Client listed):
 * what is read of it, so that SDK 1.x types need not be installed with the runtime.
 */
export interface ListedTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: unknown;
  annotations?: Tool["annotations"];
  execution?: unknown;
  _meta?: Record<string, unknown>;
}

/**
 * Converts one MCP tool into a LangChain structured tool bound to `client`. Async because it
 * may connect to learn the server's identity for `metadata.mcp.server`.
 */
export async function asLangChainTool(
  mcpTool: ListedTool,
  client: MCPToolCaller,
  options: AsLangChainToolOptions = {},
): Promise<MCPStructuredTool> {
  let server = options.server ?? client.serverInfo?.();
  if (server === undefined && client.connect) {
    await client.connect();
    server = client.serverInfo?.();
  }
  const converted = convertInputSchema(mcpTool.inputSchema);
  const warn = options.onWarning ?? ((message: string) => emitWarning(message, "MCPSchemaWarning"));
  for (const warning of converted.warnings) {
    warn(`MCP tool "${mcpTool.name}" on server "${client.name}": ${warning}`);
  }
  return new MCPStructuredTool({
    name: options.name ?? mcpTool.name,
    mcpToolName: mcpTool.name,
    description: mcpTool.description ?? mcpTool.annotations?.title ?? mcpTool.title ?? mcpTool.name,
    schema: converted.schema,
    metadata: buildMCPMetadata(mcpTool, server),
    client,
    timeout: options.timeout,
  });
}

/**
 * `arg` without the `null`s the schema rejects at properties it does not require (`mandatory`:
 * its required names, undefined for a schema core does not validate as JSON Schema); else `arg`
 * as it is (and core's validation then reports what is wrong). Only arguments holding such a
 * `null` are validated here.
 */
function withoutOptionalNulls<T>(
  arg: T,
  schema: unknown,
  mandatory: ReadonlySet<string> | undefined,
): T {
  const input = isToolCall(arg) ? arg.args : arg;
  if (mandatory === undefined || !isRecord(input) || !hasOptionalNull(input, mandatory)) return arg;
  const nulls = Object.keys(input).filter((key) => input[key] === null && !mandatory.has(key));
  if (nulls.length === 0) return arg;
  // The validator core uses (its draft, 2019-09).
  let validator: Validator;
  let result: ReturnType<Validator["validate"]>;
  try {
    validator = new Validator(schema as never, "2019-09");
    result = validator.validate(input);
  } catch {
    return arg; // core's validation reports it
  }
  if (result.valid) return arg;
  const rejected = new Set(result.errors.map((e) => e.instanceLocation));
  const out = { ...input };
  for (const key of nulls) if (rejected.has(`#/${encodePointer(key)}`)) delete out[key];
  if (Object.keys(out).length === Object.keys(input).length) return arg;
  if (!validator.validate(out).valid) return arg;
  return (isToolCall(arg) ? { ...arg, args: out } : out) as T;
}

/** Whether `input` holds a `null` at a property that is not required (without allocating). */
function hasOptionalNull(input: Record<string, unknown>, mandatory: ReadonlySet<string>): boolean {
  for (const key in input) if (input[key] === null && !mandatory.has(key)) return true;
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One JSON Pointer token, as the validator writes it in `instanceLocation`. */
function encodePointer(key: string): string {
  return encodeURI(key.replace(/~/g, "~0").replace(/\//g, "~1"));
}
