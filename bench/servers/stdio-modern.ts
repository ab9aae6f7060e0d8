// A modern stdio server: `serveStdio` picks the era from the client's first message.
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { modernServer } from "./tools.js";

serveStdio(() => modernServer());
