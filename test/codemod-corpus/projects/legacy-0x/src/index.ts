import { connectResearchTools } from "./connect.js";
import { setupMcpLogging } from "./logging.js";

setupMcpLogging(process.env.DEBUG === "1");
const { client, tools } = await connectResearchTools();
console.log(tools.map((t) => t.name).join("\n"));
await client.close();
