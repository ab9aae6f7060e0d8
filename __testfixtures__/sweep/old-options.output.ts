import { MCPAdapter } from "langchain-mcp-bridge";

// Options built apart from the construction, handed to a helper of the project.
// TODO(mcp-migrate): `throwOnLoadError` is an option of the old client: removed: a tool whose schema cannot be converted is now loaded with a permissive schema and a warning, instead of failing the load (or being skipped)
// TODO(mcp-migrate): `prefixToolNameWithServerName` is an option of the old client: MCPAdapter's `toolNames` option replaces it (choose it so every tool keeps its name)
// TODO(mcp-migrate): `defaultToolTimeout` is an option of the old client: MCPAdapter's option is `timeout`
const tuning = {
  throwOnLoadError: false,
  prefixToolNameWithServerName: true,
  defaultToolTimeout: 30_000,
};

export function makeClient(options: Record<string, unknown>) {
  // TODO(mcp-migrate): `useStandardContentBlocks` is an option of the old client: removed: image, audio and resource results are now always LangChain standard content blocks
  if (options.useStandardContentBlocks) {
    console.warn("blocks are standard now");
  }
  // TODO(mcp-migrate): the config spreads `options` (`options` is a parameter): MCPAdapter's config takes only mcpServers; if it holds any of prefixToolNameWithServerName, additionalToolNamePrefix, throwOnLoadError, useStandardContentBlocks, outputHandling, defaultToolTimeout, onConnectionError, onMessage, onProgress, onCancelled, onInitialized, onPromptsListChanged, onResourcesListChanged, onResourcesUpdated, onRootsListChanged, onToolsListChanged, beforeToolCall, afterToolCall, move them to its second argument
  return new MCPAdapter({ mcpServers: {}, ...options }, { toolNames: "bare" });
}

// TODO(mcp-migrate): `restart` is a server option of the old client: removed: the runtime re-spawns a dead stdio server itself on the next call (no attempt limit or delay)
export const entry = {
  command: "node",
  args: ["server.js"],
  restart: { enabled: true, maxAttempts: 3 },
};

// Not an MCP entry: `restart` is this job's own.
export const job = { name: "sync", restart: true };

export const client = makeClient(tuning);
