/* Server settings for the assistant. */
import { MultiServerMCPClient } from "@langchain/mcp-adapters"; // the old package

/**
 * One client for every server.
 */
const client = new MultiServerMCPClient({ // options follow
  // servers
  mcpServers: {
    /* local math server */
    math: {
      transport: "stdio", // spawned
      command: "node", // runtime
      args: ["math.js"], /* entry */
    },
  }, // end of servers
  // naming: prefix with the server
  prefixToolNameWithServerName: true, // on
  /* the prefix */ additionalToolNamePrefix: "", // none
  // a trailing note about the options
}); // end of client

// the tools
export const tools = await client.getTools(); // all of them
