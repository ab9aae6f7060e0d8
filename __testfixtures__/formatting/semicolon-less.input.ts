import { MultiServerMCPClient } from "@langchain/mcp-adapters"
import { createAgent } from "langchain"

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: ({ name }) => {
    console.log("calling", name)
  },
})

export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: await client.getTools(),
})
