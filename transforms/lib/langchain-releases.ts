/**
 * The built-in table of LangChain integration packages: the release from which on every
 * release accepts @langchain/core 1.x (and @langchain/langgraph 1.x where it peers on it), or
 * null when none does. It is the fallback of the registry look-up (offline, a timeout,
 * `MCP_MIGRATE_OFFLINE=1`), so fixture runs are deterministic.
 *
 * Measured with `npm view '<name>@>=0.0.0' name version peerDependencies dependencies --json`
 * on 2026-12-04 (core 1.4.0, langgraph 1.7.3 were the latest): "from on" and not the first,
 * because some early releases declared `"@langchain/core": "<0.3.0 || >0.1.0"` (which admits
 * anything) and some 1.x releases pinned one core (e.g. anthropic 1.3.14–1.3.16 on 1.1.19).
 */
export const ACCEPTS_CORE_1_FROM: Readonly<Record<string, string | null>> = {
  "@langchain/openai": "1.0.0",
  "@langchain/anthropic": "1.3.17",
  "@langchain/community": "1.0.0",
  "@langchain/google-genai": "2.1.17",
  "@langchain/google-vertexai": "1.0.0",
  "@langchain/google-vertexai-web": "1.0.0",
  "@langchain/google-gauth": "1.0.0",
  "@langchain/google-webauth": "2.1.30",
  "@langchain/google-common": "2.1.18",
  "@langchain/aws": "1.0.0",
  "@langchain/mistralai": "1.0.0",
  "@langchain/groq": "1.0.0",
  "@langchain/ollama": "1.0.0",
  "@langchain/cohere": "1.0.0",
  "@langchain/textsplitters": "1.0.0",
  "@langchain/langgraph-checkpoint-sqlite": "1.0.0",
  "@langchain/langgraph-checkpoint-postgres": "1.0.0",
  "@langchain/langgraph-checkpoint-mongodb": "1.0.0",
  "@langchain/langgraph-checkpoint-redis": "1.0.0",
  "@langchain/langgraph-supervisor": "1.0.1",
  "@langchain/langgraph-swarm": "1.0.0",
  "@langchain/classic": "1.0.0",
  "@langchain/pinecone": "1.0.0",
  "@langchain/qdrant": "1.0.0",
  "@langchain/mongodb": "1.0.0",
  "@langchain/redis": "1.0.0",
  "@langchain/weaviate": "1.0.1",
  "@langchain/tavily": "1.0.0",
  "@langchain/exa": "1.0.0",
  "@langchain/deepseek": "1.0.0",
  "@langchain/xai": "1.0.0",
  "@langchain/cerebras": "1.0.0",
  "@langchain/cloudflare": "1.0.0",
  "@langchain/yandex": "1.0.3",
  "@langchain/baidu-qianfan": "1.0.1",
  "@langchain/openrouter": "0.1.4",
  // Deprecated: no release peers on core 1.x (their code moved into other packages).
  "@langchain/azure-openai": null,
  "@langchain/azure-cosmosdb": null,
  "@langchain/nomic": null,
};
