import { createMcpClient } from "../src/mcp/factory.js";
import { loadToolsSafely } from "../src/mcp/load-tools.js";
import { MATH_SERVER } from "../src/env.js";

const client = createMcpClient({ serverScript: MATH_SERVER, timeoutMs: 20_000 });
const all = await loadToolsSafely(client);
console.log("all:", all.tools.length, all.error ?? "no error");
const some = await loadToolsSafely(client, "math");
console.log("math:", some.tools.filter((t) => t.name.startsWith("a")).map((t) => t.name).sort().join(","));
const add = some.tools.find((t) => t.name === "add")!;
console.log("sum:", await add.invoke({ a: 5, b: 6 }));
await client.close();
