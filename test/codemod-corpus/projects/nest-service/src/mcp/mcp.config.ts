import type { ClientConfig } from "@langchain/mcp-adapters";

const env = (name: string, fallback: string) => process.env[name] ?? fallback;

export const mcpConfig: ClientConfig = {
  // Fail fast in prod: a missing tool server is a deploy bug.
  throwOnLoadError: true,
  prefixToolNameWithServerName: true,
  mcpServers: {
    /* Internal knowledge base (Streamable HTTP, behind the mesh). */
    kb: {
      url: env("KB_MCP_URL", "http://127.0.0.1:7001/mcp"),
      headers: { "X-Service": "nest-service" },
      // per-server timeout: search can be slow
      defaultToolTimeout: 20_000,
    },
    // Local helpers, spawned next to the app.
    helpers: {
      transport: "stdio",
      command: "node",
      args: [env("HELPERS_MCP", "dist/helpers/server.js")],
      stderr: "inherit", // keep the child's logs in ours
    },
  },
  // everything else
  defaultToolTimeout: 10_000,
};
