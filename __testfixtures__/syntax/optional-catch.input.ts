import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});

// A catch clause without a binding: its body still sees the outer client.
export async function toolsOrNone() {
  try {
    return await client.getTools();
  } catch {
    await client.close();
    return [];
  }
}

// A catch binding that shadows nothing, and one that is destructured.
export async function retried() {
  try {
    return await client.getTools();
  } catch (error) {
    console.error("retrying after", error);
    return client.getTools();
  }
}

export async function described() {
  try {
    return await client.getTools();
  } catch ({ message }: any) {
    console.error(message);
    return [];
  }
}
