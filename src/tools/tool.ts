// One MCP tool as a LangChain structured tool. Everything that can be computed once (schema
// views, metadata, names) is computed when the tool is built; a call only forwards arguments,
// the RunnableConfig's signal/timeout and progress, and converts the result.
import { ToolMessage } from "@langchain/core/messages";
import {
  CallbackManager,
  parseCallbackConfigArg,
  type CallbackManagerForToolRun,
} from "@langchain/core/callbacks/manager";
import type { RunnableConfig } from "@langchain/core/runnables";
import { StructuredTool, ToolInputParsingException } from "@langchain/core/tools";
import { Validator } from "@langchain/core/utils/json_schema";
import { isInteropZodSchema } from "@langchain/core/utils/types";
import { task } from "@langchain/langgraph";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { Tool as SdkV1Tool } from "@modelcontextprotocol/sdk/types.js";
import { callContextOf } from "../client/callContext.js";
import type { ElicitationHandler, InputRequiredResolver } from "../client/types.js";
import { createPushedElicitationScope } from "../elicitation/pushed.js";
import { resolveRoundThroughInterrupt } from "../elicitation/seam.js";
import { MCPConnectionError, ToolException } from "../errors.js";
import { buildMCPMetadata, type MCPToolMetadata } from "./metadata.js";
import { convertCallToolResult, errorMessageOf, type MCPToolContent } from "./results.js";
import { convertInputSchema, type JsonSchema } from "./schema.js";
import { compileQuickCheck } from "./validation.js";

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

/** Per-call options a tool passes to its client. */
export interface MCPCallOptions {
  signal?: AbortSignal;
  timeout?: number;
  onProgress?: (progress: MCPToolProgress) => void;
  /** Answers questions a legacy server pushes during this call (the interrupt bridge). */
  elicitationHandler?: ElicitationHandler;
  /** Answers this call's modern `input_required` rounds (the interrupt bridge). */
  onInputRequired?: InputRequiredResolver;
  /** This call's HTTP headers and request `_meta` (see `MCPCallContext`). */
  headers?: Record<string, string>;
  _meta?: Record<string, unknown>;
  /** The call's RunnableConfig, for the client's `auth`/`headers` functions. */
  config?: RunnableConfig;
  /** The tool's task support (`metadata.mcp.tool.taskSupport`): the client may run it as a task. */
  taskSupport?: "optional" | "required";
}

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
  readonly options?: { elicitationHandler?: unknown; onInputRequired?: unknown };
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
  /**
   * `schema` compiled (dereferenced) once, with its quick check when it has one (see
   * validation.ts); rebuilt only if `schema` is replaced.
   */
  private compiled?: {
    schema: JsonSchema;
    validator: Validator;
    certainlyValid: ((input: unknown) => boolean) | undefined;
  };

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
   * Validates arguments exactly as `StructuredTool.call` does for a JSON Schema (same
   * `@cfworker/json-schema` validator, draft 2019-09, short-circuit, same error message), but
   * with a `Validator` compiled once per schema instead of re-dereferencing the schema on every
   * call; arguments of a flat schema that the quick check of validation.ts proves valid skip
   * the validator (it decides every other case, and writes every message). Core's own check
   * then runs against `true` (always valid) for this call only: the
   * schema is swapped back before any `await`, so concurrent calls, `toJSON` consumers and
   * `bindTools` always see the real schema. When nothing would observe the call (see
   * `configWithoutCallbacks`), core's callback set-up is skipped; otherwise callbacks,
   * tracing and streamEvents run exactly as in core.
   */
  override call(
    arg: Parameters<StructuredTool<JsonSchema>["call"]>[0],
    configArg?: Parameters<StructuredTool<JsonSchema>["call"]>[1],
    tags?: string[],
  ): ReturnType<StructuredTool<JsonSchema>["call"]> {
    const schema = this.schema;
    if (!isJsonSchemaObject(schema)) return super.call(arg, configArg, tags);
    let input = isToolCall(arg) ? arg.args : arg;
    let compiled = this.compiled;
    if (compiled?.schema !== schema) {
      compiled = this.compiled = {
        schema,
        validator: new Validator(withoutDialect(schema) as never, "2019-09"),
        certainlyValid: compileQuickCheck(schema),
      };
    }
    if (compiled.certainlyValid?.(input) !== true) {
      let result: ReturnType<Validator["validate"]>;
      try {
        result = compiled.validator.validate(input);
      } catch (error) {
        // Schemas it would throw on degrade when listed (schemaChecks.ts); what is left is an
        // argument it cannot walk (nested past the stack): a parsing error, not a crash.
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return Promise.reject(
          new ToolInputParsingException(`Received tool input could not be validated (${reason})`),
        );
      }
      // Models send `null` for an optional argument they leave out: that is "not provided"
      // (and so no `Mcp-Param-*` header), when the schema does not take null itself.
      const withoutNulls = result.valid
        ? input
        : withoutOptionalNulls(input, schema, result.errors);
      if (withoutNulls !== input && compiled.validator.validate(withoutNulls).valid) {
        input = withoutNulls;
        arg = isToolCall(arg) ? { ...arg, args: withoutNulls } : (withoutNulls as typeof arg);
      } else if (!result.valid) {
        let message = "Received tool input did not match expected schema";
        if (this.verboseParsingErrors) {
          message = `${message}\nDetails: ${result.errors.map((e) => `${e.keywordLocation}: ${e.error}`).join("\n")}`;
        }
        return Promise.reject(new ToolInputParsingException(message, JSON.stringify(arg)));
      }
    }
    const config = this.configWithoutCallbacks(arg, input, configArg);
    if (config !== undefined) return this.callWithoutCallbacks(input, config);
    // Runs synchronously up to its first `await`, after its own schema check.
    (this as { schema: unknown }).schema = true;
    try {
      return super.call(arg, configArg, tags);
    } finally {
      this.schema = schema;
    }
  }

  /**
   * The parsed config when `StructuredTool.call` would run this call without a callback manager
   * (no handler passed or attached, not verbose, and core's own `CallbackManager.configure`
   * finds no tracer, traceable parent run, verbose or tracing environment variable, nor
   * configure hook); otherwise undefined, and core's path runs.
   *
   * Without a manager, core's `call` only calls `_call(parsed, undefined, config)` (after
   * deleting `config.runId`) and returns its result unchanged: `_call` returns a `ToolMessage`
   * (direct output) whenever `config.toolCall.id` is set, and content otherwise. That holds for
   * this class's own `_call` with `responseFormat: "content"`, on an object input (core would
   * stringify anything else for its callbacks), called with the arguments rather than a
   * `ToolCall` (`invoke` always unwraps it); anything else takes core's path.
   */
  private configWithoutCallbacks(
    arg: unknown,
    input: unknown,
    configArg: Parameters<StructuredTool<JsonSchema>["call"]>[1],
  ): CallConfig | undefined {
    if (
      this.callbacks ||
      this.verbose ||
      this.responseFormat !== "content" ||
      this._call !== MCPStructuredTool.prototype._call ||
      isToolCall(arg) ||
      typeof input !== "object" ||
      input === null ||
      Array.isArray(input)
    ) {
      return undefined;
    }
    const config = parseCallbackConfigArg(configArg) as CallConfig;
    if (config.callbacks) return undefined;
    // Core's own decision, with the handlers, tags and metadata core would pass: with no
    // handlers, tags and metadata are only attached to a manager that exists for other reasons.
    try {
      const manager = CallbackManager.configure(
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        { verbose: this.verbose },
      );
      return manager === undefined ? config : undefined;
    } catch {
      return undefined; // core's path then fails the same way
    }
  }

  /**
   * `StructuredTool.call` without a callback manager (see `configWithoutCallbacks`). Not an
   * async function (its promise would wrap `_call`'s), but it fails the same way: by rejecting.
   */
  private callWithoutCallbacks(
    input: unknown,
    config: CallConfig,
  ): Promise<MCPToolContent | ToolMessage> {
    try {
      delete config.runId;
    } catch (error) {
      return Promise.reject(error); // a frozen config, as inside core's async `call`
    }
    return this._call(input as Record<string, unknown>, undefined, config);
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
      result = await this.client.callTool(this.mcpToolName, args, {
        headers: context?.headers,
        _meta: context?._meta,
        config,
        signal: config?.signal,
        // `@langchain/core` turns a RunnableConfig `timeout` into `signal` and keeps the number
        // in `metadata.timeoutMs`; forwarding it lets a longer per-call timeout beat the default.
        timeout: (config?.metadata?.timeoutMs as number | undefined) ?? this.defaultTimeout,
        onProgress:
          config?.writer && progressWriter(config.writer, this.client.name, this.mcpToolName),
        ...bridge?.options,
        taskSupport: this.metadata.mcp.tool.taskSupport,
      });
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
   * `onInputRequired`). Legacy pushed questions: a per-call scope, finished after the call.
   */
  private elicitationBridge(
    args: Record<string, unknown>,
    config: RunnableConfig | undefined,
  ):
    | { options: Pick<MCPCallOptions, "elicitationHandler" | "onInputRequired">; finish(): void }
    | undefined {
    const own = this.client.options;
    if (own?.elicitationHandler) return undefined;
    const server = this.client.name;
    const tool = this.mcpToolName;
    const scope = createPushedElicitationScope({ server, tool, args, config });
    const options: Pick<MCPCallOptions, "elicitationHandler" | "onInputRequired"> = {
      elicitationHandler: (request) => {
        // URL-mode questions are not answered (the server receives a JSON-RPC error).
        if ((request as { mode?: string }).mode === "url") {
          throw scope.refuse("elicitation/create (URL mode)");
        }
        return scope.answer(request as Parameters<typeof scope.answer>[0]) as Awaited<
          ReturnType<ElicitationHandler>
        >;
      },
    };
    if (!own?.onInputRequired) {
      options.onInputRequired = async (round) =>
        (await resolveRoundThroughInterrupt({
          inputRequests: round.inputRequests as Parameters<
            typeof resolveRoundThroughInterrupt
          >[0]["inputRequests"],
          requestState: round.requestState,
          source: { server, tool },
          round: round.round,
          args,
          config,
        })) as Awaited<ReturnType<InputRequiredResolver>>;
    }
    return { options, finish: () => scope.finish() };
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
 * Converts one MCP tool into a LangChain structured tool bound to `client`. Async because it
 * may connect to learn the server's identity for `metadata.mcp.server`.
 */
export async function asLangChainTool(
  // Old programs hand over tools listed by an SDK 1.x Client; both lines describe the same wire shape.
  mcpTool: Tool | SdkV1Tool,
  client: MCPToolCaller,
  options: AsLangChainToolOptions = {},
): Promise<MCPStructuredTool> {
  let server = options.server ?? client.serverInfo?.();
  if (server === undefined && client.connect) {
    await client.connect();
    server = client.serverInfo?.();
  }
  const converted = convertInputSchema(mcpTool.inputSchema);
  const warn =
    options.onWarning ?? ((message: string) => process.emitWarning(message, "MCPSchemaWarning"));
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
 * The schema the validator compiles: without `$schema`. LangChain validates with one fixed draft
 * whatever `$schema` says, and the validator spends most of a call on a `$schema` key
 * (measured: 18 µs vs 6 µs); the tool's own `schema` keeps it.
 */
function withoutDialect(schema: JsonSchema): JsonSchema {
  if (!("$schema" in schema)) return schema;
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/**
 * The arguments without the `null`s the validator rejected at properties the schema does not
 * require; else the arguments as they are.
 */
function withoutOptionalNulls(
  input: unknown,
  schema: JsonSchema,
  errors: readonly { instanceLocation: string }[],
): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const args = input as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rejected = new Set(errors.map((e) => e.instanceLocation));
  const nulls = Object.keys(args).filter(
    (key) => args[key] === null && !required.has(key) && rejected.has(`#/${encodePointer(key)}`),
  );
  if (nulls.length === 0) return input;
  const out = { ...args };
  for (const key of nulls) delete out[key];
  return out;
}

/** One JSON Pointer token, as the validator writes it in `instanceLocation`. */
function encodePointer(key: string): string {
  return encodeURI(key.replace(/~/g, "~0").replace(/\//g, "~1"));
}
