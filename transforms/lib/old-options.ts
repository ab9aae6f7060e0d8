/**
 * What becomes of each option of the old package, in one table for every place that reads
 * them: the client's options (`options`), loadMcpTools' options (`load-mcp-tools`), a server
 * entry in code (`client-config`, `lib/client-group.ts`) or in a JSON config (`json-config`).
 */

/** An option the runtime has no counterpart for: removed, with a behaviour note. */
export interface RemovedOption {
  /** The rule id after `<transform>/`. */
  rule: string;
  /** Why nothing replaces it (the note's text after `"<key>" removed…: `). */
  why: string;
  /** A literal value that meant the runtime's behaviour already: removed without a note. */
  harmless?: unknown;
}

/** Client-level options (`new MultiServerMCPClient({ … })`, `loadMcpTools(name, client, { … })`). */
export const REMOVED_CLIENT_OPTIONS: Readonly<Record<string, RemovedOption>> = {
  throwOnLoadError: {
    rule: "throw-on-load-error",
    why: "a tool whose schema cannot be converted is now loaded with a permissive schema and a warning, instead of failing the load (or being skipped)",
  },
  useStandardContentBlocks: {
    rule: "standard-content-blocks",
    why: "image, audio and resource results are now always LangChain standard content blocks",
    harmless: true,
  },
  outputHandling: {
    rule: "output-handling",
    why: "all content goes to the ToolMessage content as standard blocks, and structured content to its artifact",
  },
};

/** Client-level options renamed in MCPAdapter's options (the value is kept). */
export const RENAMED_CLIENT_OPTIONS: Readonly<Record<string, string>> = {
  defaultToolTimeout: "timeout",
};

/** The tool-naming options: together they become MCPAdapter's `toolNames`. */
export const NAMING_OPTIONS = {
  prefix: "prefixToolNameWithServerName",
  add: "additionalToolNamePrefix",
} as const;

/** Old callbacks and hooks: moved as they are; the callback/hook transforms rewrite them. */
export const CALLBACK_OPTIONS: ReadonlySet<string> = new Set([
  "onMessage",
  "onProgress",
  "onCancelled",
  "onInitialized",
  "onPromptsListChanged",
  "onResourcesListChanged",
  "onResourcesUpdated",
  "onRootsListChanged",
  "onToolsListChanged",
  "beforeToolCall",
  "afterToolCall",
]);

/** Every key of the old client's config besides `mcpServers`. */
export const OLD_OPTION_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(NAMING_OPTIONS),
  ...Object.keys(REMOVED_CLIENT_OPTIONS),
  ...Object.keys(RENAMED_CLIENT_OPTIONS),
  "onConnectionError",
  ...CALLBACK_OPTIONS,
]);

/** The callbacks and hooks that loadMcpTools took (the others were the client's only). */
export const LOAD_TOOLS_CALLBACKS: ReadonlySet<string> = new Set([
  "onProgress",
  "beforeToolCall",
  "afterToolCall",
]);

/** The note for a removed client option, or null when its value made it harmless. */
export function removedOptionNote(
  key: string,
  value: unknown,
  server?: string,
): { rule: string; message: string } | null {
  const removed = (server === undefined ? REMOVED_CLIENT_OPTIONS : REMOVED_SERVER_OPTIONS)[key];
  if (!removed || ("harmless" in removed && value === removed.harmless)) return null;
  const from = server === undefined ? "" : ` from ${server}`;
  return { rule: removed.rule, message: `"${key}" removed${from}: ${removed.why}` };
}

/** Server-entry options the runtime does without: removed, with a behaviour note. */
export const REMOVED_SERVER_OPTIONS: Readonly<Record<string, RemovedOption>> = {
  restart: {
    rule: "restart",
    why: "the runtime re-spawns a dead stdio server itself on the next call (no attempt limit or delay)",
  },
  reconnect: {
    rule: "reconnect",
    why: "the runtime re-opens a dead or expired HTTP session itself on the next call (no attempt limit or delay)",
  },
  automaticSSEFallback: {
    rule: "automatic-sse-fallback",
    why: 'an entry without "type" falls back to SSE when its first POST is answered 400, 404 or 405 (as the old default did); give type: "http" to keep the fallback off',
    // The old default, and the runtime's for an entry without a type. `false` becomes
    // `type: "http"` (`keepsSseFallbackOff`), a value known only at run time gets this note.
    harmless: true,
  },
  useNodeEventSource: {
    rule: "use-node-event-source",
    why: "SSE uses the runtime's own EventSource",
  },
  outputHandling: {
    rule: "output-handling",
    why: "results always use standard content blocks, and structured content goes to the ToolMessage artifact",
  },
};

/** The keys of the runtime's server entries (`MCPStdioServerEntry`, `MCPHttpServerEntry`). */
export const RUNTIME_ENTRY_KEYS: ReadonlySet<string> = new Set([
  "command",
  "args",
  "env",
  "cwd",
  "stderr",
  "url",
  "headers",
  "type",
  "transport",
]);

/**
 * Server-entry options that only an `MCPClient` of its own can carry (old key → its option):
 * such an entry turns the adapter's target into a `ClientGroup` (`lib/client-group.ts`).
 */
export const CLIENT_LEVEL_SERVER_OPTIONS: Readonly<Record<string, string>> = {
  authProvider: "auth",
  defaultToolTimeout: "timeout",
};

/**
 * `automaticSSEFallback: false`: the runtime keeps the fallback off for an entry whose type
 * names Streamable HTTP, so that entry keeps (or gets) `type: "http"`.
 */
export function keepsSseFallbackOff(value: unknown): boolean {
  return value === false || value === "false";
}

/** Streamable HTTP's names for a `type`/`transport` (the runtime infers it from `url`). */
export const HTTP_TYPES: ReadonlySet<string> = new Set([
  "http",
  "streamable_http",
  "streamable-http",
  "streamableHttp",
]);
