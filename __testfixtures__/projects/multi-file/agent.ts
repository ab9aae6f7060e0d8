// The agent: it only knows the client module's exports.
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";
import { client, loadTools, seen } from "./client.js";

const tools = await loadTools();
const model = fakeModel()
  .respondWithTools([{ name: "add", args: { a: 20, b: 22 }, id: "m1" }])
  .respondWithTools([{ name: "progress", args: { steps: 2 }, id: "m2" }])
  .respondWithTools([{ name: "log", args: { message: "from the agent" }, id: "m3" }])
  .respond(new AIMessage("done"));
const agent = createAgent({ model, tools });
const result = await agent.invoke({ messages: [{ role: "user", content: "go" }] });
for (const m of result.messages) {
  if (ToolMessage.isInstance(m)) console.log(`result ${m.name} ${JSON.stringify(m.content)}`);
}
for (const line of seen) console.log(line);
await client.close();
