// Two agents over the imported tool list (as it is, and spread with a tool of its own), and a
// helper that takes the tools elsewhere: the codemod cannot see where they go from there.
import { AIMessage, createAgent, fakeModel, ToolMessage, tool } from "langchain";
import { z } from "zod";
import { calls, client, tools as mcpTools } from "./client.js";

const local = tool(async () => "local", { name: "local", schema: z.object({}) });
const script = () =>
  fakeModel()
    .respondWithTools([{ name: "add", args: { a: 20, b: 22 }, id: "x1" }])
    .respond(new AIMessage("done"));

const withLocal = [...mcpTools, local];
for (const agent of [
  createAgent({ model: script(), tools: mcpTools }),
  createAgent({ model: script(), tools: withLocal }),
]) {
  const result = await agent.invoke({ messages: [{ role: "user", content: "go" }] });
  for (const m of result.messages) {
    if (ToolMessage.isInstance(m)) console.log(`result ${m.name} ${JSON.stringify(m.content)}`);
  }
}
export const registry = new Map(mcpTools.map((t) => [t.name, t]));
for (const line of calls) console.log(line);
await client.close();
