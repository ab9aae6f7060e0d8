// Which of a server's tools become LangChain tools: include/exclude by name or by a predicate
// on the MCP tool (annotations included), applied before conversion so a left-out tool costs
// nothing.
import type { Tool } from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";

/** Tool names, or a predicate on the MCP tool (`isDestructive`/`isReadOnly` accept one). */
export type ToolMatcher = readonly string[] | ((tool: Tool) => boolean);

export interface ToolSelection {
  /** Only these tools (default: all). */
  include?: ToolMatcher;
  /** Not these tools (applied after `include`). */
  exclude?: ToolMatcher;
}

/** One selection for every server, or one per server name. */
export type ToolFilterOption = ToolSelection | Record<string, ToolSelection>;

const isSelection = (value: object): value is ToolSelection =>
  Object.hasOwn(value, "include") || Object.hasOwn(value, "exclude");

function checkMatcher(matcher: unknown, where: string): void {
  if (matcher === undefined || typeof matcher === "function") return;
  if (Array.isArray(matcher) && matcher.every((n) => typeof n === "string")) return;
  throw new MCPConfigError(
    `toolFilter${where}: "include"/"exclude" must be an array of tool names or a function (tool) => boolean`,
  );
}

/** The per-server predicate of a `toolFilter` option, checked against the adapter's servers. */
export function toolFilter(
  option: ToolFilterOption | undefined,
  serverNames: readonly string[],
): (server: string) => ((tool: Tool) => boolean) | undefined {
  if (option === undefined) return () => undefined;
  if (typeof option !== "object" || option === null || Array.isArray(option))
    throw new MCPConfigError(
      "toolFilter must be { include?, exclude? } or { serverName: { include?, exclude? } }",
    );
  const perServer = new Map<string, ToolSelection>();
  if (isSelection(option)) {
    for (const name of serverNames) perServer.set(name, option);
  } else {
    for (const [name, selection] of Object.entries(option)) {
      if (!serverNames.includes(name))
        throw new MCPConfigError(
          `toolFilter names a server "${name}" this adapter does not have (servers: ${serverNames.map((n) => `"${n}"`).join(", ")})`,
        );
      perServer.set(name, selection);
    }
  }
  const predicates = new Map<string, (tool: Tool) => boolean>();
  for (const [name, selection] of perServer) {
    const where = perServer.size === 1 && isSelection(option) ? "" : `.${name}`;
    checkMatcher(selection?.include, where);
    checkMatcher(selection?.exclude, where);
    const include = matches(selection.include);
    const exclude = matches(selection.exclude);
    predicates.set(
      name,
      (tool) => (include === undefined || include(tool)) && !(exclude?.(tool) ?? false),
    );
  }
  return (server) => predicates.get(server);
}

function matches(matcher: ToolMatcher | undefined): ((tool: Tool) => boolean) | undefined {
  if (matcher === undefined) return undefined;
  if (typeof matcher === "function") return matcher;
  const names = new Set(matcher);
  return (tool) => names.has(tool.name);
}
