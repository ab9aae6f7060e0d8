export default {
  mcpServers: {
    legacy: { transport: "sse", url: "http://127.0.0.1:8200/sse" },
  },
};
