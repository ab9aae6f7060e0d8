// LangChain tool names for MCP tools: bare for one server, `{server}_{tool}` for several,
// sanitized to what model providers accept, and never two tools under one name.
import { createHash } from "node:crypto";
import { MCPConfigError } from "../errors.js";

/** `"bare"`: the server's names; `"prefixed"`: `{server}_{tool}`; or a function of both. */
export type ToolNames = "prefixed" | "bare" | ((server: string, tool: string) => string);

/** MCP's tool-name guidance (SEP-986) and what providers accept: 1–128 of `[A-Za-z0-9_.-]`. */
export const MAX_TOOL_NAME_LENGTH = 128;
const INVALID_CHARS = /[^A-Za-z0-9_.-]/g;

/**
 * Makes a name acceptable to model providers; a valid name is returned unchanged. Same input,
 * same output: invalid characters become `_`, and a name too long is cut with a short hash of
 * the full name appended so that two long names stay distinct.
 */
export function sanitizeToolName(name: string): string {
  let clean = name.replace(INVALID_CHARS, "_");
  if (clean.length === 0) clean = "_";
  if (clean.length <= MAX_TOOL_NAME_LENGTH) return clean;
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 8);
  return `${clean.slice(0, MAX_TOOL_NAME_LENGTH - hash.length - 1)}_${hash}`;
}

/** The final LangChain name of `tool` from `server`. */
export function toolName(naming: ToolNames, server: string, tool: string): string {
  if (typeof naming === "function") return sanitizeToolName(naming(server, tool));
  return sanitizeToolName(naming === "prefixed" ? `${server}_${tool}` : tool);
}

/** The default: bare names for one server, prefixed for several. */
export function defaultToolNames(serverCount: number): ToolNames {
  return serverCount > 1 ? "prefixed" : "bare";
}

/** Tracks final names and fails on the second tool that would take one already given. */
export class ToolNameRegistry {
  private readonly owners = new Map<string, { server: string; tool: string }>();

  claim(name: string, server: string, tool: string): void {
    const owner = this.owners.get(name);
    if (owner) {
      throw new MCPConfigError(
        `Two MCP tools would both be named "${name}": tool "${owner.tool}" of server "${owner.server}" ` +
          `and tool "${tool}" of server "${server}". Use toolNames: "prefixed" (\`{server}_{tool}\`) ` +
          `or a (server, tool) => name function to tell them apart.`,
      );
    }
    this.owners.set(name, { server, tool });
  }
}
