import { MCPAdapter as BridgeMCPAdapter } from "langchain-mcp-bridge";

/** The app's own adapter class: its name must not be taken by the import. */
class MCPAdapter {
  describe() {
    return "app adapter";
  }
}

export const local = new MCPAdapter();
export const client = new BridgeMCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });
