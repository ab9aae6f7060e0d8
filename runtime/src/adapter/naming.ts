// LangChain tool names for MCP tools: bare for one server, `{server}_{tool}` for several,
// sanitized to what model providers accept, and never two tools under one name.
import { createHash } from "node:crypto";
import { MCPConfigError } from "../errors.js";
import { emitWarning } from "../warnings.js";

/** `"bare"`: the server's names; `"prefixed"`: `{server}_{tool}`; or a function of both. */
export type ToolNames = "prefixed" | "bare" | ((server: string, tool: string) => string);

/** MCP's tool-name guidance (SEP-986) and what providers accept: 1–128 of `[A-Za-z0-9_.-]`. */
export const MAX_TOOL_NAME_LENGTH = 128;
const INVALID_CHARS = /[^A-Za-z0-9_.-]/g;
const NON_ASCII = /[^\x20-\x7e]/;
const HASH_LENGTH = 8;

/** A short, stable hash of a name: what keeps two names apart once their characters are lost. */
function nameHash(name: string): string {
  return createHash("sha256").update(name).digest("hex").slice(0, HASH_LENGTH);
}

/** `clean` with `_{hash of original}` appended, cut so that the whole fits the length limit. */
function withHash(clean: string, original: string): string {
  return `${clean.slice(0, MAX_TOOL_NAME_LENGTH - HASH_LENGTH - 1)}_${nameHash(original)}`;
}

/**
 * Makes a name acceptable to model providers; a valid name is returned unchanged. Same input,
 * same output: invalid characters become `_`; a name with non-ASCII characters (`検索`, emoji,
 * Cyrillic, all of which would become only `_`s) and a name too long get a short hash of the
 * full name appended, so that two such names stay distinct.
 */
export function sanitizeToolName(name: string): string {
  let clean = name.replace(INVALID_CHARS, "_");
  if (clean.length === 0) clean = "_";
  if (NON_ASCII.test(name) || clean.length > MAX_TOOL_NAME_LENGTH) return withHash(clean, name);
  return clean;
}

/** The name `naming` asks for, before sanitizing. */
function requestedName(naming: ToolNames, server: string, tool: string): string {
  if (typeof naming === "function") return naming(server, tool);
  return naming === "prefixed" ? `${server}_${tool}` : tool;
}

/** The final LangChain name of `tool` from `server` (before clashes are settled). */
export function toolName(naming: ToolNames, server: string, tool: string): string {
  return sanitizeToolName(requestedName(naming, server, tool));
}

/** The default: bare names for one server, prefixed for several. */
export function defaultToolNames(serverCount: number): ToolNames {
  return serverCount > 1 ? "prefixed" : "bare";
}

/** Two servers' tools asking for one name: `"error"` (default) or `"prefix"` just those. */
export type NameCollision = "error" | "prefix";

/** A name two or more servers ask for becomes `{server}_{tool}` for each of them. */
function prefixCollisions(requested: string[], tools: ToolToName[]): void {
  const servers = new Map<string, Set<string>>();
  requested.forEach((name, i) =>
    servers.set(name, (servers.get(name) ?? new Set()).add(tools[i].server)),
  );
  requested.forEach((name, i) => {
    if (servers.get(name)!.size > 1) requested[i] = `${tools[i].server}_${tools[i].tool}`;
  });
}

/** One tool to name: its server and its name there. */
export interface ToolToName {
  server: string;
  tool: string;
}

/**
 * The final names of `tools` (same order; `undefined` for a tool left out), independent of the
 * order the servers listed them in:
 * - names that needed no sanitizing are claimed first; two of those asking for one name (a
 *   naming function, or `"bare"` across servers) are an `MCPConfigError` naming both: the
 *   configuration must tell them apart;
 * - a sanitized name that clashes gets a hash of its requested name appended; one that clashes
 *   even so is left out with an `MCP_TOOL_NAME_CLASH` warning, the other tools kept.
 */
export function assignToolNames(
  naming: ToolNames,
  tools: ToolToName[],
  onCollision: NameCollision = "error",
): (string | undefined)[] {
  const owners = new Map<string, ToolToName>();
  const names: (string | undefined)[] = new Array(tools.length);
  const requested = tools.map((t) => requestedName(naming, t.server, t.tool));
  if (onCollision === "prefix") prefixCollisions(requested, tools);
  const clean = requested.map(sanitizeToolName);
  tools.forEach((entry, i) => {
    if (clean[i] !== requested[i]) return;
    const owner = owners.get(clean[i]);
    if (owner) {
      throw new MCPConfigError(
        `Two MCP tools would both be named "${clean[i]}": tool "${owner.tool}" of server "${owner.server}" ` +
          `and tool "${entry.tool}" of server "${entry.server}". Use onNameCollision: "prefix" (only ` +
          `such names become \`{server}_{tool}\`), toolNames: "prefixed" (all of them) or a ` +
          `(server, tool) => name function to tell them apart.`,
      );
    }
    owners.set(clean[i], entry);
    names[i] = clean[i];
  });
  tools.forEach((entry, i) => {
    if (clean[i] === requested[i]) return;
    let name = clean[i];
    if (owners.has(name)) name = withHash(name, requested[i]);
    const owner = owners.get(name);
    if (owner) {
      emitWarning(
        `Leaving out tool "${entry.tool}" of MCP server "${entry.server}": its name "${name}" ` +
          `is taken by tool "${owner.tool}" of server "${owner.server}"`,
        { type: "MCPToolWarning", code: "MCP_TOOL_NAME_CLASH" },
      );
      return;
    }
    owners.set(name, entry);
    names[i] = name;
  });
  return names;
}
