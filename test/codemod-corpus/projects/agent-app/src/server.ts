import express from "express";
import type { Server } from "node:http";
import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";
import { MATH_SERVER } from "./env.js";

const config: ClientConfig = {
  mcpServers: {
    math: {
      transport: "stdio",
      command: "node",
      args: ["--import", "tsx", MATH_SERVER],
      // In production a crashed tool server comes back on its own.
      restart: { enabled: process.env.NODE_ENV === "production", maxAttempts: 3, delayMs: 500 },
    },
  },
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: "mcp",
  onConnectionError: "ignore",
};

export const client = new MultiServerMCPClient(config);

export function createApp() {
  const app = express();
  app.use(express.json());

  app.get("/health", (_req: any, res: any) => {
    res.json({ ok: true });
  });

  app.get("/tools", async (_req: any, res: any) => {
    const tools = await client.getTools();
    res.json(tools.map((t) => ({ name: t.name, description: t.description })));
  });

  app.post("/tools/:name", async (req: any, res: any) => {
    const tools = await client.getTools();
    const tool = tools.find((t) => t.name === req.params.name);
    if (!tool) {
      res.status(404).json({ error: "not found" });
      return;
    }
    try {
      const output = await tool.invoke(req.body);
      res.json({ output });
    } catch (err) {
      res.status(500).json({ error: (err as Error).message });
    }
  });

  return app;
}

export function listen(port = Number(process.env.PORT ?? 0)): Promise<Server> {
  return new Promise((resolve) => {
    const server = createApp().listen(port, "127.0.0.1", () => resolve(server));
  });
}

process.on("SIGTERM", () => {
  void client.close().finally(() => process.exit(0));
});
