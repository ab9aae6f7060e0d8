import { MultiServerMCPClient } from "@langchain/mcp-adapters";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [name: string]: Record<string, unknown>;
    }
  }
}

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

/** A server component listing the tools. */
export async function ToolList() {
  const tools = await client.getTools();
  return (
    <ul>
      {tools.map((t) => (
        <li key={t.name}>{t.name}</li>
      ))}
    </ul>
  );
}
