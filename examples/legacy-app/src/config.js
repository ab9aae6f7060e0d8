// Remote servers come from mcp.json, with ${VAR} placeholders filled from the environment.
import { readFileSync } from "node:fs";

export function remoteServers() {
  const text = readFileSync(new URL("../mcp.json", import.meta.url), "utf8");
  const expanded = text.replace(/\$\{(\w+)\}/g, (_, name) => process.env[name] ?? "");
  return JSON.parse(expanded).mcpServers;
}
