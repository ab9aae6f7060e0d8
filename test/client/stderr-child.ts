// Run by stdio-stderr.test.ts as its own process (so the stderr of servers started with
// "inherit" lands on this process's stderr, where the test reads it): one MCPConfig with two
// stdio servers that write a marker to stderr at start, one "inherit", one "ignore".
import { MCPAdapter } from "../../runtime/src/index.js";
import { stdioCommand } from "../servers/index.js";

const entry = (stderr: "inherit" | "ignore") => ({
  ...stdioCommand("legacy"),
  env: { TEST_SERVER_STDERR: `marker-from-${stderr}` },
  stderr,
});
const adapter = new MCPAdapter({
  mcpServers: { shown: entry("inherit"), hidden: entry("ignore") },
});
const tools = await adapter.listTools();
await new Promise((resolve) => setTimeout(resolve, 300));
await adapter.close();
process.stdout.write(`tools: ${tools.length}\n`);
