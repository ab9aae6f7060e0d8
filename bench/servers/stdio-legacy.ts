// A legacy (SDK 1.x) stdio server.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { legacyServer } from "./tools.js";

await legacyServer().connect(new StdioServerTransport());
