// Never names the old package: every client here comes from another module.
import math, { weather as weatherClient } from "./mcp.js";
import * as clients from "./index.js";
import makeClient from "./factory.js";

export async function toolCount(): Promise<number> {
  const own = await math.getTools();
  const viaBarrel = await clients.math.getTools();
  const viaStar = await clients.weather.getTools();
  const renamed = await weatherClient.getTools();
  const made = await makeClient().getTools();
  return own.length + viaBarrel.length + viaStar.length + renamed.length + made.length;
}

export async function lazyCount(): Promise<number> {
  const mod = await import("./mcp.js");
  const first = await mod.weather.getTools();
  const second = await (await import("./mcp.js")).default.getTools();
  return first.length + second.length;
}
