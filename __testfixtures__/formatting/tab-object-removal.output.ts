import { MCPAdapter } from "langchain-mcp-bridge";

export function build(url: string) {
	return new MCPAdapter({
		// every server the app talks to
		mcpServers: {
			remote: { url },
		},
	}, { toolNames: (server, tool) => `${server}__${tool}` });
}
