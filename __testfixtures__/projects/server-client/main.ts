// Prints what the math server offers, through a module that never names the old package.
import { client } from "./client.js";
import { add, toolNames } from "./inspect.js";

console.log(`tools: ${(await toolNames()).join(", ")}`);
const sum = (await add(40, 2)) as { content?: unknown };
console.log(`add: ${JSON.stringify(sum.content)}`);
await client.close();
