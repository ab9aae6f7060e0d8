import { MCPAdapter, type MCPConfig } from "langchain-mcp-bridge";

// Built up step by step, the way a settings loader fills it in.
const config = {} as MCPConfig;
config.mcpServers = {
  math: { command: "node", args: ["./math.js"] },
};
export const client = new MCPAdapter(config, { toolNames: "bare" });

const typed: MCPConfig = { mcpServers: {} };
typed.mcpServers = {
  docs: { url: "https://docs.example.com/mcp" },
};
export const docs = new MCPAdapter(typed, { toolNames: "bare" });

declare function loadServers(): MCPConfig["mcpServers"];
const opaque = {} as MCPConfig;
Object.assign(opaque, { mcpServers: loadServers() });
// TODO(mcp-migrate): the config `opaque` is typed as the old ClientConfig but its mcpServers cannot be followed in this file: check that its entries are { command, args, env, cwd } or { url, headers } (and "transport": "sse" only for SSE servers)
export const other = new MCPAdapter(opaque, { toolNames: "bare" });
