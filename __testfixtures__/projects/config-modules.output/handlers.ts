// Its option is a function: it cannot move to the modules that construct the client.
export const handledConfig = {
  onConnectionError: (error: unknown) => console.error("MCP server failed", error),
  mcpServers: {
    files: { command: "npx", args: ["-y", "files-server"] },
  },
};
