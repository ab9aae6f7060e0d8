import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, { toolNames: "bare" });

// A catch clause without a binding: its body still sees the outer client.
export async function toolsOrNone() {
  try {
    return await client.listTools();
  } catch {
    await client.close();
    return [];
  }
}

// A catch binding that shadows nothing, and one that is destructured.
export async function retried() {
  try {
    return await client.listTools();
  } catch (error) {
    console.error("retrying after", error);
    return client.listTools();
  }
}

export async function described() {
  try {
    return await client.listTools();
  } catch ({ message }: any) {
    console.error(message);
    return [];
  }
}
