// Servers are configured in mcp.json (checked in) with ${VAR} placeholders filled from the env.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";

const CONFIG_PATH = fileURLToPath(new URL("../../mcp.json", import.meta.url));

function expand(text: string): string {
  return text.replace(/\$\{(\w+)\}/g, (_, name: string) => process.env[name] ?? "");
}

export function readMcpConfig(path = CONFIG_PATH): ClientConfig {
  return JSON.parse(expand(readFileSync(path, "utf8"))) as ClientConfig;
}

const config = readMcpConfig();
const client = new MultiServerMCPClient({ ...config, throwOnLoadError: true });
const tools = await client.getTools();
console.log("from json:", Object.keys(config.mcpServers).join(","), tools.length);
const add = tools.find((t) => t.name === "add");
console.log("json add:", await add?.invoke({ a: 40, b: 2 }));
await client.close();
