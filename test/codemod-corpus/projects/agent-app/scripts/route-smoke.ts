// Smoke test for the tools route without booting Next: call the handlers directly.
import { GET, POST } from "../src/app/api/tools/route.js";
import { mcpClient } from "../src/lib/mcp.js";

const list = await GET();
const body = (await list.json()) as { count: number; names: string[] };
console.log(`GET ${list.status} count=${body.count} first=${body.names[0]}`);

const call = await POST(
  new Request("http://127.0.0.1/api/tools", {
    method: "POST",
    body: JSON.stringify({ tool: "echo", args: { text: "hello route" } }),
  }),
);
console.log(`POST ${call.status} ${JSON.stringify(await call.json())}`);

const missing = await POST(
  new Request("http://127.0.0.1/api/tools", {
    method: "POST",
    body: JSON.stringify({ tool: "nope", args: {} }),
  }),
);
console.log(`POST ${missing.status}`);
await mcpClient.close();
