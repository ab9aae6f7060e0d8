import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";

// Built up step by step, the way a settings loader fills it in.
const config = {} as ClientConfig;
config.mcpServers = {
  math: { transport: "stdio", command: "node", args: ["./math.js"] },
};
export const client = new MultiServerMCPClient(config);

const typed: ClientConfig = { mcpServers: {} };
typed.mcpServers = {
  docs: { transport: "http", url: "https://docs.example.com/mcp" },
};
export const docs = new MultiServerMCPClient(typed);

declare function loadServers(): ClientConfig["mcpServers"];
const opaque = {} as ClientConfig;
Object.assign(opaque, { mcpServers: loadServers() });
export const other = new MultiServerMCPClient(opaque);
