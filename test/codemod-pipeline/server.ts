// A small SDK 1.x McpServer for the behaviour tests of the callback/hook migration, served over
// stdio when run directly. Besides plain tools it sends what the old callbacks listened to:
// progress, log messages, and tools/resources list-changed notifications.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

const server = new McpServer(
  { name: "behaviour-server", version: "1.0.0" },
  { capabilities: { tools: { listChanged: true }, logging: {}, resources: { listChanged: true } } },
);

server.registerTool(
  "add",
  { description: "Add two numbers", inputSchema: { a: z.number(), b: z.number() } },
  async ({ a, b }) => text(String(a + b)),
);
server.registerTool(
  "echo",
  { description: "Echo the text back", inputSchema: { text: z.string() } },
  async ({ text: t }) => text(t),
);
server.registerTool(
  "fail",
  { description: "Always fails", inputSchema: { message: z.string().optional() } },
  async ({ message }) => ({ ...text(message ?? "it failed"), isError: true }),
);
server.registerTool(
  "progress",
  { description: "Reports progress", inputSchema: { steps: z.number() } },
  async ({ steps }, extra) => {
    const token = extra._meta?.progressToken;
    for (let i = 1; i <= steps; i++) {
      if (token !== undefined) {
        await extra.sendNotification({
          method: "notifications/progress",
          params: { progressToken: token, progress: i, total: steps, message: `step ${i}` },
        });
      }
    }
    // Let the notifications be handled before the result ends the request.
    await pause();
    return text(`${steps} steps`);
  },
);
server.registerTool(
  "log",
  { description: "Logs a message", inputSchema: { message: z.string() } },
  async ({ message }, extra) => {
    await extra.sendNotification({
      method: "notifications/message",
      params: { level: "info", logger: "behaviour", data: message },
    });
    await pause();
    return text("logged");
  },
);
server.registerTool(
  "touch",
  { description: "Changes the tool and resource lists", inputSchema: {} },
  async () => {
    server.sendToolListChanged();
    server.sendResourceListChanged();
    await pause();
    return text("touched");
  },
);

await server.connect(new StdioServerTransport());
