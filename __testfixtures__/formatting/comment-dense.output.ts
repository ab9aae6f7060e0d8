/* Server settings for the assistant. */
import { MCPAdapter } from "langchain-mcp-bridge"; // the old package

/**
 * One client for every server.
 */
const client = new MCPAdapter({ // options follow
  // servers
  mcpServers: {
    /* local math server */
    math: {
      command: "node", // runtime
      args: ["math.js"], /* entry */
    },
  }, // end of servers
  // a trailing note about the options
}, { toolNames: (server, tool) => `${server}__${tool}` }); // end of client

// the tools
export const tools = await client.listTools(); // all of them
