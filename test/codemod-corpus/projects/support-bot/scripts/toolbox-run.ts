import { Toolbox } from "../src/mcp/index.js";

const box = new Toolbox((line) => console.log("log:", line));
try {
  const names = (await box.tools()).map((tool) => tool.name).sort();
  console.log("tools:", names.includes("add") && names.includes("echo"));
  const add = await box.named("add");
  console.log("add:", JSON.stringify(await add.invoke({ a: 2, b: 40 })));
} finally {
  await box.shutdown();
}
