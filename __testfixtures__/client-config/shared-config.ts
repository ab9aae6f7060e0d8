/** A config module imported by a fixture (fixture helper): built at run time, so not followed. */
export const mcpConfig = JSON.parse(process.env.MCP_CONFIG ?? '{ "mcpServers": {} }') as {
  mcpServers: Record<string, { command: string; args: string[] }>;
};
