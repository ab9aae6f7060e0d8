import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export function build(url: string) {
	return new MultiServerMCPClient({
		// every server the app talks to
		mcpServers: {
			remote: { url },
		},
		// old option: the runtime has no counterpart
		throwOnLoadError: true,
		useStandardContentBlocks: true, // the default now
		prefixToolNameWithServerName: true,
	});
}
