import type { ServerConnection } from "./index.js";

const MATH_SERVER = process.env.MATH_SERVER ?? "./servers/math.ts";

/** Servers from the environment: SUPPORT_SERVERS=math,other (only "math" is known here). */
export function serversFromEnv(env = process.env): Record<string, ServerConnection> {
  const servers: Record<string, ServerConnection> = {};
  for (const name of (env.SUPPORT_SERVERS ?? "math").split(",")) {
    if (name !== "math") continue;
    servers[name] = {
      transport: "stdio",
      command: "node",
      args: ["--import", "tsx", MATH_SERVER],
      env: { ...process.env, SUPPORT_BOT: "1" } as Record<string, string>,
    };
  }
  return servers;
}
