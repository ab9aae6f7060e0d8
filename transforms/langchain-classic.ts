/**
 * langchain-classic: in a package whose `langchain` the migration moves from 0.x to 1.x, the
 * 0.x entry points that 1.x dropped (`langchain/chains`, `langchain/vectorstores/memory`, …)
 * are imported from `@langchain/classic` under the same subpath (`package-json` adds it); one
 * with no counterpart gets a marker. Only the module specifier changes: its quotes and every
 * other byte of the statement stay. Which files: the `langchain-classic/moved-imports`
 * pre-pass (`lib/langchain-classic.ts`), as nothing in them names the old package.
 */
import path from "node:path";
import { toJscodeshift, type SourceMigration } from "../src/codemod/migration.js";
import { classicImports, movedSpecifier } from "./lib/langchain-classic.js";

const NAME = "langchain-classic";
/** Calls whose first argument is a module specifier (CommonJS, dynamic import, test mocks). */
const MOCKS = new Set(["mock", "doMock", "unmock", "requireActual", "importActual"]);

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Import the LangChain 0.x entry points that langchain 1.x dropped (chains, retrievers, loaders, memory, …) from @langchain/classic, where langchain moves to 1.x",
  mentions: ["langchain/"],
  prepasses: [classicImports],
  run(ctx) {
    const facts = ctx.factsOf(classicImports);
    const file = path.resolve(ctx.file.path);
    if (!facts || !Object.values(facts.byPackage).some((files) => files.includes(file))) return;
    const { j, root } = ctx;
    const specifiers: any[] = [];
    root
      .find(j.Node, (n: any) =>
        ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration"].includes(n.type),
      )
      .forEach((p: any) => {
        if (p.node.source) specifiers.push(p.node.source);
      });
    root
      .find(j.Node, (n: any) => n.type === "ImportExpression")
      .forEach((p: any) => {
        specifiers.push(p.node.source);
      });
    root.find(j.CallExpression).forEach((p: any) => {
      if (moduleCall(p.node.callee)) specifiers.push(p.node.arguments[0]);
    });
    for (const lit of specifiers) {
      if (!isString(lit) || ctx.isIgnored(lit)) continue;
      const fate = movedSpecifier(lit.value);
      if (!fate) continue;
      if ("to" in fate) {
        setSpecifier(lit, fate.to);
        ctx.changed();
      } else {
        ctx.todo(
          lit,
          `${NAME}/no-equivalent`,
          `\`langchain/${fate.gone}\` is gone in langchain 1.x and has no @langchain/classic counterpart: rewrite this on @langchain/core or pin langchain 0.x`,
        );
      }
    }
  },
};

function moduleCall(callee: any): boolean {
  if (callee?.type === "Import") return true;
  if (callee?.type === "Identifier") return callee.name === "require";
  return (
    callee?.type === "MemberExpression" &&
    callee.property?.type === "Identifier" &&
    MOCKS.has(callee.property.name)
  );
}

function isString(n: any): boolean {
  return (n?.type === "StringLiteral" || n?.type === "Literal") && typeof n.value === "string";
}

/** A new specifier in the literal's own quotes (the printer reuses `extra.raw`). */
function setSpecifier(lit: any, value: string): void {
  const raw: string = lit.extra?.raw ?? lit.raw ?? "";
  const q = raw.startsWith("'") ? "'" : '"';
  lit.value = value;
  lit.extra = { ...lit.extra, raw: `${q}${value}${q}`, rawValue: value };
  if ("raw" in lit) lit.raw = `${q}${value}${q}`;
}

export default toJscodeshift(migration);
