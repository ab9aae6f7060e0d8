// Loads the MCP tools of two servers, calls a few of them, and prints deterministic results.
import { fileURLToPath } from "node:url";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { remoteServers } from "./config.js";
import { line } from "./format.js";
import { startWeatherServer } from "./servers/weather-server.js";

const mathServer = fileURLToPath(new URL("./servers/math-server.js", import.meta.url));

const weather = await startWeatherServer();
process.env.WEATHER_PORT = String(weather.port);

// Tool names are prefixed with their server: "math__add", "weather__forecast".
const client = new MultiServerMCPClient({
  mcpServers: {
    math: { transport: "stdio", command: process.execPath, args: [mathServer] },
    ...remoteServers(),
  },
  prefixToolNameWithServerName: true,
  throwOnLoadError: true,
  defaultToolTimeout: 10_000,
});

try {
  await client.initializeConnections();
  const tools = await client.getTools();
  console.log("tools:", tools.map((t) => t.name).sort().join(", "));

  const math = await client.getTools("math");
  console.log("math tools:", math.length);

  const byName = new Map(tools.map((t) => [t.name, t]));
  const calls = [
    ["math__add", { a: 2, b: 3 }],
    ["math__multiply", { a: 6, b: 7 }],
    ["weather__forecast", { city: "Paris" }],
    ["weather__forecast", { city: "Oslo" }],
  ];
  for (const [name, args] of calls) {
    console.log(line(name, args, await byName.get(name).invoke(args)));
  }
} finally {
  await client.close();
  await weather.close();
}
