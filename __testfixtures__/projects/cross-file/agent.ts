// The agent: it gets the tools through the re-exporting entry point.
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";
import { calls, client, loadTools } from "./index.js";

const tools = await loadTools();
const model = fakeModel()
  .respondWithTools([{ name: "add", args: { a: 20, b: 22 }, id: "x1" }])
  .respondWithTools([{ name: "echo", args: { text: "hey" }, id: "x2" }])
  .respond(new AIMessage("done"));
const agent = createAgent({ model, tools });
const result = await agent.invoke({ messages: [{ role: "user", content: "go" }] });
for (const m of result.messages) {
  if (ToolMessage.isInstance(m)) console.log(`result ${m.name} ${JSON.stringify(m.content)}`);
}
for (const line of calls) console.log(line);
await client.close();
