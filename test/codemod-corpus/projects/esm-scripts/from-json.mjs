#!/usr/bin/env node
import { readFile } from "node:fs/promises";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MATH_SERVER, show } from "./lib/mcp.mjs";

const raw = await readFile(new URL("./mcp.json", import.meta.url), "utf8");
const { mcpServers } = JSON.parse(raw.replaceAll("MATH_SERVER_PATH", MATH_SERVER));

const client = new MultiServerMCPClient({ mcpServers, prefixToolNameWithServerName: true });
const tools = await client.getTools();
console.log("json servers:", Object.keys(mcpServers).join(","));
console.log("json tools:", tools.length, tools.some((t) => t.name === "math__add"));
const add = tools.find((t) => t.name === "math__add");
console.log("json add:", show(await add?.invoke({ a: 1, b: 1 })));
await client.close();
