// The command line: lists the tools, adds two numbers, and answers one request of each kind.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { GET } from "./app/api/tools/route.js";
import { toolsHandler } from "./handler.js";
import { calculatorServers } from "./mcp/config.js";
import { ToolService } from "./tool.service.js";

const script = process.env.BEHAVIOUR_SERVER!;

const service = new ToolService(script);
console.log(`tools: ${(await service.toolNames()).join(", ")}`);
console.log(`add: ${await service.add(20, 22)}`);
await service.close();

function buildClient(serverScript: string) {
  return { mcpServers: calculatorServers(serverScript), prefixToolNameWithServerName: false };
}
const client = new MultiServerMCPClient(buildClient(script));
const noServersNamed: string[] = [];
await toolsHandler(client, noServersNamed)(
  {},
  { json: (body) => console.log(`handler: ${JSON.stringify(body)}`) },
);
await client.close();

const response = await GET(new Request(`http://localhost/api/tools?server=${script}`));
console.log(`route: ${response.status} ${JSON.stringify(await response.json())}`);
