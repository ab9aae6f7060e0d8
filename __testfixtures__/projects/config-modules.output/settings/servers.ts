// Nothing here names the old package: the construction is in another module.
const serversConfig = {
  mcpServers: {
    search: { url: "http://127.0.0.1:8100/mcp" },
  },
};

export { serversConfig };
