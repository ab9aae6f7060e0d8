import { MCPAdapter } from "langchain-mcp-bridge";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

export async function toolsOf(client: Client) {
  return new MCPAdapter(client, {
    toolNames: "bare",
    progressHandler: (progress, total, message, source) =>
      ((progress) => console.log("progress", progress.progress))(
        { progress, ...(total === undefined ? {} : { total }), ...(message === undefined ? {} : { message }) },
      ),
  }).listTools();
}
