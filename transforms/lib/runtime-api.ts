/**
 * The runtime's public instance members, as the transforms need them to tell an old member
 * from a new one: `MCPAdapter` (what an old client becomes) and `MCPClient` (what
 * `getClient(name)`'s rewrite `adapter.client(name)` gives). Transforms are bundled without
 * the runtime, so the lists are written out; `test/codemod/runtime-api.test.ts` keeps them
 * equal to the classes' members.
 */

export const ADAPTER_MEMBERS: readonly string[] = [
  "serverNames",
  "connect",
  "listTools",
  "exportCatalog",
  "appTools",
  "readUIResource",
  "listPrompts",
  "getPrompt",
  "listResources",
  "readResource",
  "resourceTools",
  "client",
  "close",
];

/**
 * Old client members that MCPAdapter has under the same name with other arguments and another
 * result (LangChain-shaped): an old call of one is not a call of the new one. Their old calls
 * go to `adapter.client(name)`, whose members keep the old meaning.
 */
export const CHANGED_MEMBERS: ReadonlySet<string> = new Set(["listResources", "readResource"]);

export const CLIENT_MEMBERS: readonly string[] = [
  "name",
  "options",
  "transport",
  "toJSON",
  "finishAuth",
  "connect",
  "serverInfo",
  "protocolEra",
  "listTools",
  "callTool",
  "listPrompts",
  "getPrompt",
  "listResources",
  "readResource",
  "listResourceTemplates",
  "setLoggingLevel",
  "ping",
  "close",
];

/** The old client's (`MultiServerMCPClient`) public members, every generation. */
export const OLD_CLIENT_MEMBERS: readonly string[] = [
  "config",
  "initializeConnections",
  "getTools",
  "getClient",
  "getServerForTool",
  "listResources",
  "listResourceTemplates",
  "readResource",
  "setLoggingLevel",
  "close",
  // langchainjs-mcp-adapters 0.x (the `legacy-0x` transform rewrites their calls)
  "addConfigFromFile",
  "addConnections",
  "connectToServerViaSSE",
  "connectToServerViaStdio",
];

/** The old client's members that `MCPAdapter` has not, or has with another meaning. */
export const OLD_ONLY_MEMBERS: ReadonlySet<string> = new Set(
  OLD_CLIENT_MEMBERS.filter((m) => !ADAPTER_MEMBERS.includes(m) || CHANGED_MEMBERS.has(m)),
);

/** What a marker says of an old-only member on MCPAdapter. */
export function adapterLacks(member: string): string {
  return CHANGED_MEMBERS.has(member)
    ? `MCPAdapter's \`${member}\` is another method (other arguments, a LangChain-shaped result)`
    : `MCPAdapter has no \`${member}\``;
}

/** `name` list for a marker: "connect, listTools, …". */
export function memberList(members: readonly string[]): string {
  return members.join(", ");
}
