// Checks the tool hooks without a model: call the tools directly and watch the hooks fire.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MATH_SERVER } from "../src/env.js";

const seen: string[] = [];

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["--import", "tsx", MATH_SERVER] },
  },
  beforeToolCall: (call) => {
    seen.push(`before ${call.serverName}/${call.name}`);
    if (call.name === "add") {
      // Business rule: never add less than ten.
      const args = call.args as { a: number; b: number };
      return { args: { ...args, b: Math.max(args.b, 10) } };
    }
    return { args: call.args };
  },
  afterToolCall: async (res) => {
    seen.push(`after ${res.serverName}/${res.name}`);
    return { result: res.name === "echo" ? "redacted" : res.result };
  },
});

const tools = await client.getTools();
const add = tools.find((t) => t.name === "add")!;
const echo = tools.find((t) => t.name === "echo")!;
console.log("add(1, 2) ->", await add.invoke({ a: 1, b: 2 }));
console.log("echo ->", await echo.invoke({ text: "secret" }));
console.log(seen.join("; "));
await client.close();
