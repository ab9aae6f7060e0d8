// Nothing here names the old package: the construction is in another module.
const serversConfig = {
  useStandardContentBlocks: true,
  mcpServers: {
    search: { type: "streamable_http", url: "http://127.0.0.1:8100/mcp" },
  },
};

export { serversConfig };
