/**
 * What LangChain 1.x moved: `langchain` 1.x keeps only the agent APIs; the 0.x entry points
 * (chains, retrievers, loaders, memory, …) live on in `@langchain/classic` under the same
 * subpaths. Measured from the packages' `exports` (`npm pack langchain@0.3.37 langchain@1.5.14
 * @langchain/classic@1.0.50`): MOVED are 0.3 subpaths that 1.x lacks and classic has; GONE are
 * 0.3 subpaths that neither has. Subpaths in both (`hub`, `load`, `storage/*`, `tools`,
 * `chat_models/universal`) stay as they are.
 *
 * The pre-pass finds, per migrated package.json whose `langchain` moves from 0.x to 1.x (what
 * `package-json` does to it), the source files of that package that import such a subpath:
 * `langchain-classic` rewrites those files, `package-json` adds `@langchain/classic`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { OLD_MODULES, type PrePass } from "../../src/codemod/migration.js";

export const CLASSIC = "@langchain/classic";

export const MOVED = new Set([
  "agents",
  "agents/load",
  "agents/toolkits",
  "agents/toolkits/sql",
  "agents/format_scratchpad/openai_tools",
  "agents/format_scratchpad/log",
  "agents/format_scratchpad/xml",
  "agents/format_scratchpad/log_to_message",
  "agents/react/output_parser",
  "agents/xml/output_parser",
  "agents/openai/output_parser",
  "tools/chain",
  "tools/render",
  "tools/retriever",
  "tools/sql",
  "tools/webbrowser",
  "chains",
  "chains/combine_documents",
  "chains/combine_documents/reduce",
  "chains/history_aware_retriever",
  "chains/load",
  "chains/openai_functions",
  "chains/query_constructor",
  "chains/query_constructor/ir",
  "chains/retrieval",
  "chains/sql_db",
  "chains/graph_qa/cypher",
  "embeddings/cache_backed",
  "embeddings/fake",
  "vectorstores/memory",
  "text_splitter",
  "memory",
  "memory/chat_memory",
  "document",
  "document_loaders/base",
  "document_loaders/fs/buffer",
  "document_loaders/fs/directory",
  "document_loaders/fs/json",
  "document_loaders/fs/multi_file",
  "document_loaders/fs/text",
  "document_transformers/openai_functions",
  "sql_db",
  "callbacks",
  "output_parsers",
  "output_parsers/expression",
  "retrievers/contextual_compression",
  "retrievers/document_compressors",
  "retrievers/ensemble",
  "retrievers/multi_query",
  "retrievers/multi_vector",
  "retrievers/parent_document",
  "retrievers/time_weighted",
  "retrievers/document_compressors/chain_extract",
  "retrievers/document_compressors/embeddings_filter",
  "retrievers/hyde",
  "retrievers/score_threshold",
  "retrievers/self_query",
  "retrievers/self_query/functional",
  "retrievers/matryoshka_retriever",
  "cache/file_system",
  "stores/doc/base",
  "stores/doc/in_memory",
  "stores/file/in_memory",
  "stores/file/node",
  "stores/message/in_memory",
  "util/document",
  "util/math",
  "util/time",
  "experimental/autogpt",
  "experimental/openai_assistant",
  "experimental/openai_files",
  "experimental/babyagi",
  "experimental/generative_agents",
  "experimental/plan_and_execute",
  "experimental/chains/violation_of_expectations",
  "experimental/masking",
  "experimental/prompts/custom_format",
  "experimental/prompts/handlebars",
  "evaluation",
  "smith",
  "indexes",
  "schema/query_constructor",
  "schema/prompt_template",
]);

/** 0.3 subpaths with no 1.x or classic counterpart. */
export const GONE = new Set(["agents/format_scratchpad", "runnables/remote"]);

/** `langchain/<sub>` → its fate, or undefined for a specifier that did not move. */
export function movedSpecifier(spec: string): { to: string } | { gone: string } | undefined {
  const m = /^langchain\/(.+)$/.exec(spec);
  if (!m) return undefined;
  if (MOVED.has(m[1])) return { to: `${CLASSIC}/${m[1]}` };
  if (GONE.has(m[1])) return { gone: m[1] };
  return undefined;
}

/** Does `package-json` move this declared `langchain` range from 0.x to 1.x? */
export function langchainMovesTo1(range: string): boolean {
  if (!semver.validRange(range)) return false;
  return semver.minVersion(range)?.major === 0 && !semver.subset(range, "^1.0.0");
}

export interface ClassicFacts {
  /** By migrated package.json (absolute): its source files that import a moved subpath. */
  byPackage: Record<string, string[]>;
}

const SOURCE_RE = /\.(c|m)?[jt]sx?$/;
const SPECIFIER_RE = /["'`]langchain\/([\w/.-]+)["'`]/g;

export const classicImports: PrePass<ClassicFacts> = {
  name: "langchain-classic/moved-imports",
  run(files, read) {
    const byPackage: Record<string, string[]> = {};
    const moving = files.filter((f) => {
      if (path.basename(f) !== "package.json") return false;
      const text = read(f);
      if (!OLD_MODULES.some((m) => text.includes(m))) return false;
      try {
        const json = JSON.parse(text);
        return ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"].some(
          (s) => typeof json?.[s]?.langchain === "string" && langchainMovesTo1(json[s].langchain),
        );
      } catch {
        return false;
      }
    });
    for (const pj of moving) {
      const dir = path.dirname(pj);
      byPackage[pj] = files.filter(
        (f) =>
          SOURCE_RE.test(f) &&
          f.startsWith(dir + path.sep) &&
          !nestedPackage(dir, f) &&
          [...read(f).matchAll(SPECIFIER_RE)].some((m) => movedSpecifier(`langchain/${m[1]}`)),
      );
    }
    return { byPackage };
  },
  visits: (facts) => Object.values(facts.byPackage).flat(),
};

/** Is `file` inside a package of its own below `dir`? */
function nestedPackage(dir: string, file: string): boolean {
  for (let d = path.dirname(file); d !== dir && d.startsWith(dir); d = path.dirname(d))
    if (existsSync(path.join(d, "package.json"))) return true;
  return false;
}
