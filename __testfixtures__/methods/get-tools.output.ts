import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
}, { toolNames: "bare" });

export const all = await client.listTools();
export const some = await client.listTools({ servers: ["math", "weather"] });
const wanted = ["math"];
export const listed = await client.listTools({ servers: [wanted].flat() });
// TODO(mcp-migrate): per-call connection options (`{ headers: { "X-Trace": "1" } }`) are gone: set "headers" on the server entry, or build the server as new MCPClient(target, { headers, auth })
export const scoped = await client.listTools({ servers: ["weather"] });

await client.close();
