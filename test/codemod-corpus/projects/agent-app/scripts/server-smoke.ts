// Boots the API on a free loopback port, hits two endpoints and shuts down.
import type { AddressInfo } from "node:net";
import { client, listen } from "../src/server.js";

const server = await listen(0);
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

const tools = (await (await fetch(`${base}/tools`)).json()) as { name: string }[];
console.log("tools:", tools.map((t) => t.name).sort().join(" "));

const res = await fetch(`${base}/tools/mcp__math__add`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ a: 20, b: 22 }),
});
console.log("add:", res.status, JSON.stringify(await res.json()));

await client.close();
await new Promise<void>((resolve) => server.close(() => resolve()));
