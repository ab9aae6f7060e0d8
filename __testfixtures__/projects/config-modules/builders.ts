// Configs built on demand: what each function returns is the config.
export function searchConfig() {
  const url = process.env.SEARCH_URL ?? "http://127.0.0.1:8300/mcp";
  return {
    prefixToolNameWithServerName: true,
    additionalToolNamePrefix: "mcp",
    mcpServers: {
      docs: { transport: "http", url },
    },
  };
}

export const localConfig = () => ({
  mcpServers: {
    calc: { transport: "stdio", command: "node", args: ["calc.js"] },
  },
});
