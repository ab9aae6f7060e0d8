// Uses of the old package, in the shapes of MIGRATION-MAP.md, as a generated file would hold
// them. Each returns import lines (placed at the top) and body lines (a function or two).

export interface Shape {
  name: string;
  imports: string[];
  body: (id: string) => string[];
}

const stdioServer = `math: { transport: "stdio", command: "node", args: ["./servers/math.js"] }`;
const httpServer = `weather: { transport: "http", url: "http://localhost:8000/mcp", headers: { Authorization: "Bearer token" } }`;

export const SHAPES: Shape[] = [
  {
    name: "client-getTools",
    imports: [`import { MultiServerMCPClient } from "@langchain/mcp-adapters";`],
    body: (id) => [
      `export async function loadTools${id}() {`,
      `  const client = new MultiServerMCPClient({`,
      `    mcpServers: { ${stdioServer}, ${httpServer} },`,
      `    prefixToolNameWithServerName: false,`,
      `    useStandardContentBlocks: true,`,
      `  });`,
      `  const tools = await client.getTools();`,
      `  try {`,
      `    return tools.map((t) => t.name);`,
      `  } finally {`,
      `    await client.close();`,
      `  }`,
      `}`,
    ],
  },
  {
    name: "loadMcpTools",
    imports: [
      `import { loadMcpTools } from "@langchain/mcp-adapters";`,
      `import { Client } from "@modelcontextprotocol/sdk/client/index.js";`,
    ],
    body: (id) => [
      `export async function toolsFrom${id}(client: Client) {`,
      `  const tools = await loadMcpTools("math", client, { throwOnLoadError: true });`,
      `  return tools.filter((t) => t.name !== "debug");`,
      `}`,
    ],
  },
  {
    name: "aliased-hooks",
    imports: [`import { MultiServerMCPClient as McpClients } from "@langchain/mcp-adapters";`],
    body: (id) => [
      `export function makeClient${id}(log: (m: string) => void) {`,
      `  return new McpClients({`,
      `    mcpServers: { ${stdioServer} },`,
      `    onMessage: (message, source) => log(\`\${source.server}: \${String(message.data)}\`),`,
      `    onProgress: (progress) => log(\`progress \${progress.progress}\`),`,
      `    defaultToolTimeout: 30_000,`,
      `  });`,
      `}`,
    ],
  },
  {
    name: "namespace",
    imports: [`import * as mcp from "@langchain/mcp-adapters";`],
    body: (id) => [
      `export async function namespaced${id}() {`,
      `  const client = new mcp.MultiServerMCPClient({ mcpServers: { ${httpServer} } });`,
      `  const tools = await client.getTools("weather");`,
      `  await client.close();`,
      `  return tools.length;`,
      `}`,
    ],
  },
  {
    name: "require",
    imports: [`const { MultiServerMCPClient } = require("@langchain/mcp-adapters");`],
    body: (id) => [
      `export async function required${id}() {`,
      `  const client = new MultiServerMCPClient({ ${stdioServer} });`,
      `  const tools = await client.getTools();`,
      `  await client.close();`,
      `  return tools;`,
      `}`,
    ],
  },
  {
    name: "dynamic-import",
    imports: [],
    body: (id) => [
      `export async function lazy${id}() {`,
      `  const { MultiServerMCPClient } = await import("@langchain/mcp-adapters");`,
      `  const client = new MultiServerMCPClient({ mcpServers: { ${httpServer} } });`,
      `  return client.getTools();`,
      `}`,
    ],
  },
  {
    name: "types-errors",
    imports: [
      `import type { Connection, StdioConnection } from "@langchain/mcp-adapters";`,
      `import { MCPClientError } from "@langchain/mcp-adapters";`,
    ],
    body: (id) => [
      `export const connection${id}: StdioConnection = { transport: "stdio", command: "python", args: ["server.py"] };`,
      `export function describe${id}(c: Connection, error: unknown): string {`,
      `  if (error instanceof MCPClientError) return \`connection failed: \${error.message}\`;`,
      `  return JSON.stringify(c);`,
      `}`,
    ],
  },
  {
    name: "re-export",
    imports: [`export { MultiServerMCPClient, loadMcpTools } from "@langchain/mcp-adapters";`],
    body: () => [],
  },
  {
    name: "client-methods",
    imports: [`import { MultiServerMCPClient } from "@langchain/mcp-adapters";`],
    body: (id) => [
      `const shared${id} = new MultiServerMCPClient({ mcpServers: { ${stdioServer} }, throwOnLoadError: false });`,
      `export async function resources${id}() {`,
      `  await shared${id}.initializeConnections();`,
      `  const client = await shared${id}.getClient("math");`,
      `  const listed = await shared${id}.listResources("math");`,
      `  return { client, listed };`,
      `}`,
    ],
  },
];
