import { MemoryVectorStore } from "@langchain/classic/vectorstores/memory";
import { RecursiveCharacterTextSplitter } from "@langchain/classic/text_splitter";
import type { BaseRetriever } from "@langchain/core/retrievers";
import { createRetrievalChain } from "@langchain/classic/chains/retrieval";
import { pull } from "langchain/hub";
// TODO(mcp-migrate): `langchain/agents/format_scratchpad` is gone in langchain 1.x and has no @langchain/classic counterpart: rewrite this on @langchain/core or pin langchain 0.x
import { formatLogToString } from "langchain/agents/format_scratchpad";
export { BufferMemory } from "@langchain/classic/memory";

export async function loadDirectory(path: string) {
  const { DirectoryLoader } = await import("@langchain/classic/document_loaders/fs/directory");
  return new DirectoryLoader(path, {});
}

export const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 500 });
export { MemoryVectorStore, createRetrievalChain, pull, formatLogToString };
export type Retriever = BaseRetriever;
