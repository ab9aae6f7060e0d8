import { MemoryVectorStore } from "langchain/vectorstores/memory";
import { RecursiveCharacterTextSplitter } from "langchain/text_splitter";
import type { BaseRetriever } from "@langchain/core/retrievers";
import { createRetrievalChain } from "langchain/chains/retrieval";
import { pull } from "langchain/hub";
import { formatLogToString } from "langchain/agents/format_scratchpad";
export { BufferMemory } from "langchain/memory";

export async function loadDirectory(path: string) {
  const { DirectoryLoader } = await import("langchain/document_loaders/fs/directory");
  return new DirectoryLoader(path, {});
}

export const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 500 });
export { MemoryVectorStore, createRetrievalChain, pull, formatLogToString };
export type Retriever = BaseRetriever;
