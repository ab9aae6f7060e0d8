// One client against the many-tools server, in a process of its own (run with --expose-gc):
// cold list (connect + list + convert), a second list on the same client, and for ours a list
// from a catalog (no connection); heap retained by the listed tools. Prints one JSON line.
import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernHttp,
} from "@modelcontextprotocol/client";
import { Client as LegacyClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as LegacyHttp } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { loadOurs } from "./clients.js";

export type ListClient = "raw" | "raw-1x" | "old" | "ours";
export interface ListResult {
  client: ListClient;
  tools: number;
  coldMs: number;
  secondMs: number;
  catalogMs?: number;
  heapMB: number;
  error?: string;
}

const [client, url] = process.argv.slice(2) as [ListClient, string];
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await work();
  return [value, performance.now() - t0];
};

async function main(): Promise<ListResult> {
  const base = heap();
  let close: () => Promise<unknown>;
  let list: () => Promise<unknown[]>;
  let catalogMs: number | undefined;
  if (client === "raw" || client === "raw-1x") {
    const sdk =
      client === "raw"
        ? new ModernClient({ name: "bench", version: "1" })
        : new LegacyClient({ name: "bench", version: "1" });
    const transport =
      client === "raw" ? new ModernHttp(new URL(url)) : new LegacyHttp(new URL(url));
    list = async () => {
      if (!sdk.transport) await (sdk as ModernClient).connect(transport as never);
      return (await sdk.listTools()).tools;
    };
    close = () => sdk.close();
  } else if (client === "old") {
    const { MultiServerMCPClient } = await import("@langchain/mcp-adapters");
    const old = new MultiServerMCPClient({
      mcpServers: { bench: { transport: "http", url } },
    } as never);
    list = () => old.getTools() as Promise<unknown[]>;
    close = () => old.close();
  } else {
    const { MCPAdapter } = await loadOurs();
    const adapter = new MCPAdapter(url);
    list = () => adapter.listTools();
    close = async () => {
      const catalog = JSON.stringify(await adapter.exportCatalog());
      await adapter.close();
      const cold = new MCPAdapter(url, { catalog });
      [, catalogMs] = await timed(() => cold.listTools());
      await cold.close();
    };
  }
  const [tools, coldMs] = await timed(list);
  const heapMB = (heap() - base) / 2 ** 20;
  const [, secondMs] = await timed(list);
  await close();
  return { client, tools: tools.length, coldMs, secondMs, catalogMs, heapMB };
}

// Exits once the line is out: a client that leaves handles open must not stall the table.
const done = (result: ListResult) =>
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
main().then(done, (error: Error) =>
  done({ client, tools: 0, coldMs: 0, secondMs: 0, heapMB: 0, error: error.message }),
);
