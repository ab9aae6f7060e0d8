// MCPConfig, the standard `{ mcpServers: { name: entry } }` format (Claude Desktop, Cursor,
// VS Code): validating entries and turning each into a transport description.
import { MCPConfigError } from "../errors.js";
import { SSETransport, StdioTransport, StreamableHttpTransport } from "../transports/index.js";
import { emitWarning } from "../warnings.js";

/** A local server run as a child process (stdio). */
export interface MCPStdioServerEntry {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Where the child's stderr goes (see `StdioTransportOptions.stderr`); default "inherit". */
  stderr?: "inherit" | "pipe" | "ignore" | "overlapped" | number;
  /** Optional, inferred from `command`; `"stdio"` if given. */
  type?: "stdio";
  transport?: "stdio";
}

/**
 * A remote server over Streamable HTTP; without `type`, a server that answers the first POST
 * with HTTP 400, 404 or 405 is reached over the deprecated HTTP+SSE transport instead.
 */
export interface MCPHttpServerEntry {
  url: string;
  headers?: Record<string, string>;
  /**
   * Optional. `"sse"` selects the deprecated HTTP+SSE transport; `"http"` (or a spelling of
   * Streamable HTTP) selects Streamable HTTP only, without the SSE fallback.
   */
  type?: "http" | "streamable-http" | "streamable_http" | "streamableHttp" | "sse";
  transport?: "http" | "streamable-http" | "streamable_http" | "streamableHttp" | "sse";
}

export type MCPServerEntry = MCPStdioServerEntry | MCPHttpServerEntry;

/** The standard MCP configuration: one entry per named server. */
export interface MCPConfig {
  mcpServers: Record<string, MCPServerEntry>;
}

export type EntryTransport = StdioTransport | StreamableHttpTransport | SSETransport;

const HTTP_KINDS = new Set(["http", "streamable-http", "streamable_http", "streamablehttp"]);

const ACCEPTED_ENTRIES =
  'Accepted entries: { "command": "...", "args"?: [...], "env"?: {...}, "cwd"?: "..." } (stdio) or ' +
  '{ "url": "https://...", "headers"?: {...} } (Streamable HTTP; "type": "sse" for legacy HTTP+SSE).';

export function isMCPConfig(value: unknown): value is MCPConfig {
  return typeof value === "object" && value !== null && "mcpServers" in value;
}

function fail(server: string, problem: string): never {
  throw new MCPConfigError(`MCP server "${server}" in the config: ${problem}. ${ACCEPTED_ENTRIES}`);
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === "string");

/** Checks the whole config up front, so a bad entry is reported before anything connects. */
export function validateMCPConfig(config: unknown): asserts config is MCPConfig {
  const servers = (config as { mcpServers?: unknown } | null)?.mcpServers;
  if (typeof servers !== "object" || servers === null || Array.isArray(servers)) {
    throw new MCPConfigError(
      'An MCPConfig needs "mcpServers": an object of { serverName: entry }. ' + ACCEPTED_ENTRIES,
    );
  }
  if (Object.keys(servers).length === 0) {
    throw new MCPConfigError(
      'The MCPConfig\'s "mcpServers" is empty: name at least one server. ' + ACCEPTED_ENTRIES,
    );
  }
  checkOldConfigKeys(config as Record<string, unknown>);
  for (const [name, entry] of Object.entries(servers)) validateEntry(name, entry);
}

/**
 * `ClientConfig` options of `@langchain/mcp-adapters` beside `mcpServers`, which MCPConfig does
 * not read: left in a config the codemod could not follow, they would be dropped without a
 * word. What each needs instead (MCPAdapter's options are its second argument).
 */
const OLD_CONFIG_KEYS: Record<string, string> = {
  throwOnLoadError:
    "a tool whose schema cannot be converted gets a permissive one, with a warning; a server that cannot be reached goes to the onConnectionError option",
  prefixToolNameWithServerName: 'use the toolNames option ("prefixed" or "bare")',
  additionalToolNamePrefix: "use the toolNames option",
  useStandardContentBlocks: "results are standard content blocks",
  outputHandling: "results are standard content blocks, structured content goes to the artifact",
  defaultToolTimeout: "use the timeout option",
  onMessage: "use the logHandler option",
  onProgress: "use the progressHandler option",
  onInitialized: "use the messageHandler option",
  onCancelled: "use the messageHandler option",
  onPromptsListChanged: "use the messageHandler option",
  onResourcesListChanged: "use the messageHandler option",
  onResourcesUpdated: "use the messageHandler option",
  onRootsListChanged: "use the messageHandler option",
  onToolsListChanged: "use the messageHandler option",
};

/** Hooks change a call's arguments and headers (credentials among them): refused, never ignored. */
const OLD_HOOK_KEYS = ["beforeToolCall", "afterToolCall"];

function checkOldConfigKeys(config: Record<string, unknown>): void {
  const hook = OLD_HOOK_KEYS.find((key) => config[key] !== undefined);
  if (hook !== undefined) {
    throw new MCPConfigError(
      `"${hook}" is not an MCPConfig key (an option of @langchain/mcp-adapters): its calls would ` +
        "go out without it; move the hooks into a wrapToolCall middleware of createAgent " +
        '(docs/migration-callbacks.md). An MCPConfig holds only "mcpServers".',
    );
  }
  for (const key of Object.keys(OLD_CONFIG_KEYS).filter((k) => config[k] !== undefined))
    emitWarning(
      `"${key}" is not an MCPConfig key (an option of @langchain/mcp-adapters): it is not read; ${OLD_CONFIG_KEYS[key]}.`,
      { code: "MCP_OLD_CONFIG_KEY" },
    );
}

/**
 * Entry keys of `@langchain/mcp-adapters` that an entry here does not read: left in a config
 * the codemod could not follow (built elsewhere, assigned later, read from a file), they would
 * be dropped without a word. What each needs instead.
 */
const OLD_ENTRY_KEYS: Record<string, string> = {
  restart: "a dead stdio server is re-spawned on the next call",
  reconnect: "a dead or expired HTTP session is re-opened on the next call",
  defaultToolTimeout: "use MCPAdapter's timeout option, or new MCPClient(target, { timeout })",
  automaticSSEFallback:
    'an entry without "type" falls back to SSE on HTTP 400, 404 or 405 (never on 401/403); "type": "http" turns the fallback off',
  useNodeEventSource: "SSE uses the runtime's own EventSource",
  outputHandling: "results are standard content blocks, structured content goes to the artifact",
};

function validateEntry(name: string, entry: unknown): void {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry))
    fail(name, "the entry is not an object");
  const e = entry as Record<string, unknown>;
  // Its requests would go out without credentials: refused, never ignored.
  if (e.authProvider !== undefined)
    fail(
      name,
      '"authProvider" is not an entry key (an option of @langchain/mcp-adapters): give it as the auth option of an MCPClient, new MCPClient(url, { auth }), in a ClientGroup',
    );
  for (const key of Object.keys(e).filter(
    (k) => Object.hasOwn(OLD_ENTRY_KEYS, k) && e[k] !== undefined,
  ))
    emitWarning(
      `MCP server "${name}": "${key}" is not read here (an option of @langchain/mcp-adapters): ${OLD_ENTRY_KEYS[key]}.`,
      { code: "MCP_OLD_ENTRY_KEY" },
    );
  const kind = entryKind(name, e);
  if (kind === "stdio") {
    if (typeof e.command !== "string" || e.command === "")
      fail(name, '"command" must be a non-empty string');
    if (
      e.args !== undefined &&
      !(Array.isArray(e.args) && e.args.every((a) => typeof a === "string"))
    ) {
      fail(name, '"args" must be an array of strings');
    }
    if (e.env !== undefined && !isStringRecord(e.env))
      fail(name, '"env" must be an object of string values');
    if (e.cwd !== undefined && typeof e.cwd !== "string") fail(name, '"cwd" must be a string');
    if (
      e.stderr !== undefined &&
      !["inherit", "pipe", "ignore", "overlapped"].includes(e.stderr as string) &&
      !(Number.isInteger(e.stderr) && (e.stderr as number) >= 0)
    ) {
      fail(name, '"stderr" must be "inherit", "pipe", "ignore", "overlapped" or a file descriptor');
    }
    if (e.url !== undefined)
      fail(name, 'an entry has either "command" (stdio) or "url" (HTTP), not both');
  } else {
    if (typeof e.url !== "string") fail(name, '"url" must be a string');
    let url: URL;
    try {
      url = new URL(e.url as string);
    } catch {
      fail(name, '"url" is not a valid URL');
    }
    if (url.protocol === "ws:" || url.protocol === "wss:") rejectWebSocket(name);
    if (url.protocol !== "http:" && url.protocol !== "https:")
      fail(name, `"url" must be http(s), not ${url.protocol}`);
    if (e.headers !== undefined && !isStringRecord(e.headers))
      fail(name, '"headers" must be an object of string values');
    if (e.command !== undefined)
      fail(name, 'an entry has either "command" (stdio) or "url" (HTTP), not both');
  }
}

function rejectWebSocket(name: string): never {
  throw new MCPConfigError(
    `MCP server "${name}" in the config uses WebSocket, which is not supported: ` +
      'move the server to Streamable HTTP and give its "url" (http:// or https://).',
  );
}

/**
 * "stdio", "http" (named), "url" (Streamable HTTP, not named: may fall back to SSE) or "sse",
 * from an explicit `type`/`transport` or from the entry's keys.
 */
function entryKind(name: string, entry: Record<string, unknown>): "stdio" | "http" | "url" | "sse" {
  const declared = entry.type ?? entry.transport;
  if (declared !== undefined) {
    const kind = String(declared).toLowerCase();
    if (kind === "websocket" || kind === "ws") rejectWebSocket(name);
    if (kind === "stdio") return "stdio";
    if (kind === "sse") return "sse";
    if (HTTP_KINDS.has(kind)) return "http";
    fail(name, `unknown transport type "${String(declared)}" (accepted: "stdio", "http", "sse")`);
  }
  if (entry.command !== undefined) return "stdio";
  if (entry.url !== undefined) return "url";
  return fail(name, 'it has neither "command" nor "url"');
}

/** The transport description of one (validated) entry. */
export function entryTransport(name: string, entry: MCPServerEntry): EntryTransport {
  const e = entry as unknown as Record<string, unknown>;
  const kind = entryKind(name, e);
  if (kind === "stdio") {
    const { command, args, env, cwd, stderr } = entry as MCPStdioServerEntry;
    return new StdioTransport({ command, args, env, cwd, stderr });
  }
  const { url, headers } = entry as MCPHttpServerEntry;
  if (kind === "sse") {
    emitWarning(
      `MCP server "${name}" uses the legacy HTTP+SSE transport ("type": "sse"); it works but is deprecated: ` +
        "move the server to Streamable HTTP.",
      { type: "DeprecationWarning", code: "MCP_SSE_CONFIG" },
    );
    return new SSETransport(url, { headers });
  }
  return new StreamableHttpTransport(url, { headers, sseFallback: kind === "url" });
}
