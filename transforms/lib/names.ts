/**
 * The old package's exported names and what each becomes in the target runtime.
 * One table, shared by `imports` (declarations, references, re-exports) and by the
 * transforms that need to know what a name will be called.
 */

/** A value or type that keeps its role under a new name. */
export interface Renamed {
  kind: "rename";
  to: string;
  type: boolean;
}
/** An old connection type: becomes the runtime's entry type, `MCPConfig["mcpServers"][string]`. */
export interface EntryType {
  kind: "entry-type";
}
/** The options of `loadMcpTools`: the adapter's options type. */
export interface OptionsType {
  kind: "options-type";
}
/** No counterpart: left on the old import with a TODO (or removed by the transform that owns it). */
export interface NoCounterpart {
  kind: "none";
  why: string;
}
export type NameMapping = Renamed | EntryType | OptionsType | NoCounterpart;

/** The runtime's config type (TARGET-API: "returns an MCPConfig to pass to MCPAdapter"). */
/** The methods that give a client's tools: the old `getTools` and its new name `listTools`. */
export const TOOLS_METHODS: readonly string[] = ["getTools", "listTools"];

export const CONFIG_TYPE = "MCPConfig";
export const ADAPTER = "MCPAdapter";

export const NAME_MAP: Record<string, NameMapping> = {
  MultiServerMCPClient: { kind: "rename", to: ADAPTER, type: false },
  convertMcpToolToLangchainTool: { kind: "rename", to: "asLangChainTool", type: false },
  ClientConfig: { kind: "rename", to: CONFIG_TYPE, type: true },
  MCPConfig: { kind: "rename", to: CONFIG_TYPE, type: true },
  Connection: { kind: "rename", to: "MCPServerEntry", type: true },
  StdioConnection: { kind: "rename", to: "MCPStdioServerEntry", type: true },
  StreamableHTTPConnection: { kind: "rename", to: "MCPHttpServerEntry", type: true },
  SSEConnection: { kind: "rename", to: "MCPHttpServerEntry", type: true },
  LoadMcpToolsOptions: { kind: "rename", to: "MCPAdapterOptions", type: true },
  loadMcpTools: {
    kind: "none",
    why: "`loadMcpTools` is gone: use `await new MCPAdapter(client, options).listTools()`",
  },
  OutputHandling: {
    kind: "none",
    why: "`OutputHandling` has no counterpart: results always use standard content blocks and structured content goes to `artifact`",
  },
  MCPResource: {
    kind: "none",
    why: "`MCPResource` has no counterpart: read resources with `adapter.client(name).listResources()` and use its result type",
  },
  MCPResourceTemplate: {
    kind: "none",
    why: "`MCPResourceTemplate` has no counterpart: use the result type of `adapter.client(name).listResourceTemplates()`",
  },
  MCPResourceContent: {
    kind: "none",
    why: "`MCPResourceContent` has no counterpart: use the result type of `adapter.client(name).readResource()`",
  },
  CustomHTTPTransportOptions: {
    kind: "none",
    why: "per-call transport options are gone: set `headers` on the server entry or `auth` on an `MCPClient`",
  },
  Notifications: {
    kind: "none",
    why: "`Notifications` has no counterpart: callbacks become `logHandler`/`progressHandler`/`messageHandler`",
  },
  logger: {
    kind: "none",
    why: "the old `logger` is gone: the runtime reports through `logHandler` and warnings; remove this use",
  },
  enableLogging: { kind: "none", why: "`enableLogging` is gone: remove the call" },
  disableLogging: { kind: "none", why: "`disableLogging` is gone: remove the call" },
  MCPClientError: { kind: "rename", to: "MCPConnectionError", type: false },
};

/** The mapping for an old export, or a no-counterpart entry for names this table does not know. */
export function mappingFor(name: string): NameMapping {
  return (
    NAME_MAP[name] ?? {
      kind: "none",
      why: `\`${name}\` is not part of langchain-mcp-bridge`,
    }
  );
}

/** Exports of the runtime that transforms add by name (kept as they are by `imports`). */
export const TARGET_EXPORTS = new Set([
  "MCPAdapter",
  "MCPClient",
  "ClientGroup",
  "loadMCPConfig",
  "asLangChainTool",
  "StdioTransport",
  "SSETransport",
  "StreamableHttpTransport",
  "InMemoryTransport",
  "MCPConnectionError",
  "MCPConfigError",
  "ToolException",
]);

/**
 * The old client's methods as a test double or a spy names them, and the runtime's method
 * each became (`methods` rewrites the calls themselves). Null: not an old client method, or
 * one that kept its name (`close`).
 */
const METHOD_MAP: Record<string, Renamed | NoCounterpart> = {
  getTools: { kind: "rename", to: "listTools", type: false },
  initializeConnections: { kind: "rename", to: "connect", type: false },
  getClient: { kind: "rename", to: "client", type: false },
  getServerForTool: {
    kind: "none",
    why: "`getServerForTool` is gone: MCPAdapter has no such method (read `tool.metadata?.mcp?.server?.name` instead)",
  },
};

export function methodMappingFor(name: string): Renamed | NoCounterpart | null {
  return Object.hasOwn(METHOD_MAP, name) ? METHOD_MAP[name] : null;
}

const RENAMED = [...Object.entries(NAME_MAP), ...Object.entries(METHOD_MAP)].flatMap(([from, m]) =>
  m.kind === "rename" ? [[from, m.to] as const] : [],
);
const RENAMED_WORD = new RegExp(`\\b(?:${RENAMED.map(([from]) => from).join("|")})\\b`, "g");

/**
 * A text with the old package's renamed exports and methods written as the runtime's names: a
 * compiler message about `MultiServerMCPClient` (or its `getTools`) before the migration and
 * the same one about `MCPAdapter` (its `listTools`) after it are one error, not an introduced one.
 */
export function withNewNames(text: string): string {
  return text.replace(RENAMED_WORD, (word) => RENAMED.find(([from]) => from === word)![1]);
}
