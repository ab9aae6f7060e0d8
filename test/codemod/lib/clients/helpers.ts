/** A jscodeshift context over one TypeScript source, as the transforms get it. */
import jscodeshift from "jscodeshift";
import { createSourceContext } from "../../../../src/codemod/migration.js";

export const IMPORT_OLD = 'import { MultiServerMCPClient } from "@langchain/mcp-adapters";';

export function contextOf(source: string) {
  const j = jscodeshift.withParser("ts");
  const root = j(source);
  const ctx = createSourceContext(
    j,
    root,
    { path: "/p/a.ts", source },
    { targetModule: "langchain-mcp-bridge", adoptPrefixes: false },
    () => {},
    undefined,
    // A single file: no other module's facts.
    (() => undefined) as any,
  );
  return { j, root, ctx };
}
