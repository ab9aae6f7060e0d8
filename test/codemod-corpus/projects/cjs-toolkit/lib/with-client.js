const { MultiServerMCPClient: Client } = require("@langchain/mcp-adapters");

/**
 * @template T
 * @param {(client: import("@langchain/mcp-adapters").MultiServerMCPClient) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withClient(fn) {
  const client = new Client({
    math: { command: "node", args: ["--import", "tsx", process.env.MATH_SERVER || "./servers/math.ts"] },
  });
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

exports.withClient = withClient;
