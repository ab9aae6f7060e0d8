/** Configs in JSON modules: `import config from "./mcp.json"` handed to the old client. */

/**
 * A JSON module that is a whole config and nothing else, `{ "mcpServers": { name: entry } }`:
 * its entries are `json-config`'s (in this run) or run as they are; the constructions only
 * need their options.
 */
export function isJsonConfig(file: string, read: (file: string) => string): boolean {
  let root: unknown;
  try {
    root = JSON.parse(read(file));
  } catch {
    return false; // missing, JSONC or broken: not followed
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(root) || Object.keys(root).join() !== "mcpServers") return false;
  const servers = root.mcpServers;
  // The runtime takes every old transport name but WebSocket (which needs a person).
  const runs = (e: Record<string, unknown>) =>
    ![e.transport, e.type].some((t) => t === "websocket" || t === "ws");
  return isObject(servers) && Object.values(servers).every((e) => isObject(e) && runs(e));
}
