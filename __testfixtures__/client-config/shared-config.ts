/** A config module imported by a fixture (fixture helper). */
export const mcpConfig = {
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
};
