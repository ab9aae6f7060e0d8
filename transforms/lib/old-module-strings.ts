/**
 * The old package's name in strings that no import names: `require.resolve("<old>")`,
 * `mock.module` of a test runner `imports` does not know, a bundler's
 * `external: ["<old>"]`, a constant handed to `jest.mock(name, factory)`. Where the string is
 * the module name alone, in a value position, it becomes the target module; a subpath, a
 * pattern (a regex, a template, a `moduleNameMapper` key), an object key or a
 * `declare module` is marked. Import sources, `require`/`import()`, `vi.mock`/`jest.mock`
 * and `import("<old>")` types are `imports`' (it runs next).
 */
import { OLD_MODULES, type SourceContext } from "../../src/codemod/migration.js";
import { isOldDynamicImport, isOldRequire } from "./old-package.js";
import { isOldModuleMockCall } from "./test-doubles.js";
import { lookup } from "./scope.js";
import { isStringLit } from "./ast.js";
import { treeIndex } from "./tree-index.js";

const OWNED_BY_IMPORTS =
  /^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration|TSImportType|TSLiteralType)$/;

/** The module-mocking calls of vitest, jest, bun and node's test runner. */
const MOCK_CALL = /^(mock|doMock|module|unstable_mockModule)$/;

const names = (text: string) => OLD_MODULES.some((m) => text.includes(m));
const isExact = (text: string) => (OLD_MODULES as readonly string[]).includes(text);

/** The text a literal holds: a string, a template's quasis, a regex's pattern unescaped. */
function textOf(n: any): string | null {
  if (isStringLit(n)) return n.value;
  if (n.type === "TemplateLiteral") return n.quasis.map((q: any) => q.value.cooked).join("${}");
  if (n.type === "RegExpLiteral" || n.regex)
    return (n.pattern ?? n.regex.pattern).replace(/\\/g, "");
  return null;
}

/** An argument holding the old name (`"<old>"`, or a `const` set to it). */
function holdsOldName(path: any, arg: any): boolean {
  if (isStringLit(arg)) return isExact(arg.value);
  if (arg?.type !== "Identifier") return false;
  const decl = lookup(path.scope, arg.name)?.getBindings()[arg.name]?.[0]?.parent?.node;
  return decl?.type === "VariableDeclarator" && isStringLit(decl.init) && isExact(decl.init.value);
}

export function sweepOldModuleStrings(ctx: SourceContext, rule: string): void {
  const { j } = ctx;
  const target = ctx.options.targetModule;
  const index = treeIndex(ctx);
  const literals = index.find(j.Node, (n: any) => {
    const text = /Literal$/.test(n.type) ? textOf(n) : null;
    return text !== null && names(text);
  });
  const mark = (p: any, message: string) => {
    if (!ctx.isIgnored(p.node)) ctx.todo(p.node, rule, message);
  };
  // A mock given the old name and its own exports: those keep the old names.
  const mocks = (n: any) =>
    n.arguments.length > 1 && MOCK_CALL.test(n.callee?.property?.name ?? "");
  for (const p of index.find(j.CallExpression, mocks)) {
    const [name, ...rest] = p.node.arguments;
    if (!holdsOldName(p, name)) continue;
    if (isOldModuleMockCall(p.node) && /Function/.test(rest[0]?.type)) continue;
    if (!rest.some((a: any) => /Function|ObjectExpression|Identifier/.test(a.type))) continue;
    mark(
      p,
      `mocks the old package with exports the codemod cannot see: they must be the runtime's (MultiServerMCPClient → MCPAdapter, getTools → listTools, initializeConnections → connect, getClient → client)`,
    );
  }
  for (const p of literals) {
    const n = p.node;
    const parent = p.parent?.node;
    if (OWNED_BY_IMPORTS.test(parent?.type ?? "")) continue;
    if (/CallExpression$|ImportExpression/.test(parent?.type ?? "")) {
      if (isOldRequire(parent) || isOldDynamicImport(parent) || isOldModuleMockCall(parent))
        continue;
    }
    const key = /Property$/.test(parent?.type ?? "") && parent.key === n;
    if (isStringLit(n) && isExact(n.value) && !key && parent?.type !== "TSModuleDeclaration") {
      if (ctx.isIgnored(n)) continue;
      p.replace(j.stringLiteral(target));
      ctx.changed();
      continue;
    }
    mark(
      p,
      `\`${textOf(n)}\` names the old package in a way the codemod cannot rewrite (a subpath, a pattern, a key, a module declaration): make it name \`${target}\`, which has no subpaths`,
    );
  }
}
