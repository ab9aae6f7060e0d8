export const limitsConfig = {
  defaultToolTimeout: 5_000,
  mcpServers: {
    slow: { transport: "http", url: "http://127.0.0.1:8400/mcp" },
  },
};
