// Configs built on demand: what each function returns is the config.
export function searchConfig() {
  const url = process.env.SEARCH_URL ?? "http://127.0.0.1:8300/mcp";
  return {
    mcpServers: {
      docs: { url },
    },
  };
}

export const localConfig = () => ({
  mcpServers: {
    calc: { command: "node", args: ["calc.js"] },
  },
});
