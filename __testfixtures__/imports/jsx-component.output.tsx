import { MCPAdapter } from "langchain-mcp-bridge";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [name: string]: Record<string, unknown>;
    }
  }
}

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

/** A server component listing the tools. */
export async function ToolList() {
  const tools = await client.listTools();
  return (
    <ul>
      {tools.map((t) => (
        <li key={t.name}>{t.name}</li>
      ))}
    </ul>
  );
}
