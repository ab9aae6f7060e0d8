/**
 * The project view for cross-file migration: which modules export an old client (an instance,
 * a factory returning one, a class holding one in a field), which of those clients had tool
 * hooks (so their module will export the generated middleware), and which other modules import
 * them, directly or through re-exports.
 *
 * Built by a pre-pass over the file list (`prepareProject`), before the per-file transforms:
 * only files that mention the old package are parsed first (TypeScript's parser, no type
 * checker); then only files whose text names one of those modules' paths are parsed to follow
 * imports and re-exports. The result is plain JSON so that it can be handed to workers.
 */
import path from "node:path";
import type { ts as TsApi } from "ts-morph";
import { OLD_MODULES, type PrePass, type SourceContext } from "../../src/codemod/migration.js";
import { packageNameOf, resolveSpecifier } from "./module-resolution.js";
import { parseModule, typescript } from "./typescript.js";

/**
 * A client instance, a function returning one, a class holding one, a function returning its
 * tools, a function returning what its `getClient(name)` gave (the SDK's client, now the
 * runtime's MCPClient), or the old client class itself (re-exported, maybe under another name).
 */
export type ExportKind =
  "instance" | "factory" | "class" | "subclass" | "tools" | "server-client" | "old-class";

export interface ExportFact {
  kind: ExportKind;
  /** The client's construction had `beforeToolCall`/`afterToolCall`. */
  hooks: boolean;
  /** The module that builds the client (after following re-exports). */
  origin: string;
}

/** One imported binding of a consumer module that is an old client (or gives one). */
export interface ImportFact extends ExportFact {
  /** The local binding, or `ns.name` for a member of a namespace import (`import * as ns`). */
  local: string;
  /** The module specifier as written in the consumer (`"./client.js"`). */
  specifier: string;
  /** The exported name imported. */
  imported: string;
  /** Read from `await import(specifier)`: `local` is no binding then, only a unique key. */
  dynamic?: true;
}

export interface ProjectFacts {
  /** file → exported name → what it is. */
  exports: Record<string, Record<string, ExportFact>>;
  /** consumer file → its imported bindings that are old clients. */
  imports: Record<string, ImportFact[]>;
  /** Files that must be visited although they do not name the old package. */
  files: string[];
}

export const SOURCE_RE = /\.(c|m)?[jt]sx?$/;

/** TypeScript, set by every entry point of this module (`typescript()` loads it once). */
let ts: typeof TsApi;

/**
 * The CommonJS imports of a module: `const <name> = require("<spec>")` at its top level, where
 * `name` is an identifier (the module object) or an object pattern (`{ a, b: c }`).
 */
export function requires(sf: TsApi.SourceFile): { spec: string; name: TsApi.BindingName }[] {
  ts = typescript();
  const out: { spec: string; name: TsApi.BindingName }[] = [];
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      const init = d.initializer;
      if (
        init &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === "require" &&
        init.arguments.length === 1 &&
        ts.isStringLiteral(init.arguments[0])
      )
        out.push({ spec: init.arguments[0].text, name: d.name });
    }
  }
  return out;
}

/** The property an object-pattern element takes (`{ a }`, `{ a: b }`), when static. */
function bindingKey(e: TsApi.BindingElement): string | null {
  const key = e.propertyName ?? e.name;
  return ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : null;
}

/** Local names bound to the old client class (`MultiServerMCPClient`, aliased or namespaced). */
export function oldClientNames(sf: TsApi.SourceFile): {
  direct: Set<string>;
  namespaces: Set<string>;
} {
  ts = typescript();
  const direct = new Set<string>();
  const namespaces = new Set<string>();
  for (const { spec, name } of requires(sf)) {
    if (!(OLD_MODULES as readonly string[]).includes(spec)) continue;
    // `const { MultiServerMCPClient: C } = require("<old>")`, `const lib = require("<old>")`
    if (ts.isIdentifier(name)) namespaces.add(name.text);
    else if (ts.isObjectBindingPattern(name))
      for (const e of name.elements)
        if (ts.isIdentifier(e.name) && bindingKey(e) === CLIENT_CLASS) direct.add(e.name.text);
  }
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    if (!OLD_MODULES.some((m) => (st.moduleSpecifier as TsApi.StringLiteral).text === m)) continue;
    const b = st.importClause?.namedBindings;
    if (b && ts.isNamespaceImport(b)) namespaces.add(b.name.text);
    if (b && ts.isNamedImports(b)) {
      for (const e of b.elements) {
        if ((e.propertyName ?? e.name).text === "MultiServerMCPClient") direct.add(e.name.text);
      }
    }
  }
  return { direct, namespaces };
}

/** `MultiServerMCPClient`, `Alias` or `ns.MultiServerMCPClient`, as the file names the class. */
export function namesOldClass(
  c: TsApi.Expression,
  names: { direct: Set<string>; namespaces: Set<string> },
): boolean {
  ts = typescript();
  return (
    (ts.isIdentifier(c) && names.direct.has(c.text)) ||
    (ts.isPropertyAccessExpression(c) &&
      ts.isIdentifier(c.expression) &&
      names.namespaces.has(c.expression.text) &&
      c.name.text === CLIENT_CLASS)
  );
}

/** `new MultiServerMCPClient(…)` (as the file names the class), with whether it has hooks. */
function oldConstruction(
  node: TsApi.Node | undefined,
  names: { direct: Set<string>; namespaces: Set<string> },
): { hooks: boolean } | null {
  let n = node;
  while (n && (ts.isAwaitExpression(n) || ts.isParenthesizedExpression(n) || ts.isAsExpression(n)))
    n = n.expression;
  if (!n || !ts.isNewExpression(n) || !namesOldClass(n.expression, names)) return null;
  const text = n.arguments?.map((a) => a.getText()).join(",") ?? "";
  return { hooks: /\b(beforeToolCall|afterToolCall)\b/.test(text) };
}

/** The clients a module builds and exports (instances, factories, classes). */
function ownExports(file: string, sf: TsApi.SourceFile): Record<string, ExportFact> {
  const names = oldClientNames(sf);
  const out: Record<string, ExportFact> = {};
  const local = new Map<string, ExportFact>();
  const isExported = (n: TsApi.Node) =>
    ts.canHaveModifiers(n) &&
    (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (n: TsApi.Node) =>
    ts.canHaveModifiers(n) &&
    isExported(n) &&
    (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  /** What a function body returns, when it is a construction or a known local. */
  const returns = (body: TsApi.Node | undefined): { hooks: boolean } | null => {
    if (!body) return null;
    if (!ts.isBlock(body)) return oldConstruction(body, names) ?? refOf(body as TsApi.Expression);
    let found: { hooks: boolean } | null = null;
    const visit = (n: TsApi.Node) => {
      if (ts.isFunctionLike(n) && n !== body.parent) return;
      if (ts.isReturnStatement(n) && n.expression)
        found ??= oldConstruction(n.expression, names) ?? refOf(n.expression);
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  };
  /** `client.getTools()` / `listTools()` on a local client: the function gives its tools. */
  const toolsOf = (e: TsApi.Expression): { hooks: boolean } | null => {
    let n: TsApi.Expression = e;
    while (ts.isAwaitExpression(n) || ts.isParenthesizedExpression(n)) n = n.expression;
    if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return null;
    if (!["getTools", "listTools"].includes(n.expression.name.text)) return null;
    const owner = refOf(n.expression.expression);
    return owner ? { hooks: owner.hooks } : null;
  };
  /** `client.getClient(name)` on a local client: the function gives a server's SDK client. */
  const serverClientOf = (e: TsApi.Expression): { hooks: boolean } | null => {
    let n: TsApi.Expression = e;
    while (ts.isAwaitExpression(n) || ts.isParenthesizedExpression(n) || ts.isNonNullExpression(n))
      n = n.expression;
    if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return null;
    if (n.expression.name.text !== "getClient") return null;
    const owner = refOf(n.expression.expression);
    return owner ? { hooks: owner.hooks } : null;
  };
  /** What the function's `return`s give, by `of` (the first that is one). */
  const returnsBy =
    (of: (e: TsApi.Expression) => { hooks: boolean } | null) =>
    (body: TsApi.Node | undefined): { hooks: boolean } | null => {
      if (!body) return null;
      if (!ts.isBlock(body)) return of(body as TsApi.Expression);
      let found: { hooks: boolean } | null = null;
      const visit = (n: TsApi.Node) => {
        if (ts.isFunctionLike(n)) return;
        if (ts.isReturnStatement(n) && n.expression) found ??= of(n.expression);
        ts.forEachChild(n, visit);
      };
      ts.forEachChild(body, visit);
      return found;
    };
  const returnsTools = returnsBy(toolsOf);
  const returnsServerClient = returnsBy(serverClientOf);
  /** What a function gives: a client, its tools, or a server's SDK client. */
  const functionFact = (body: TsApi.Node | undefined) =>
    wrap("factory", returns(body)) ??
    wrap("tools", returnsTools(body)) ??
    wrap("server-client", returnsServerClient(body));
  const refOf = (e: TsApi.Expression): { hooks: boolean } | null => {
    let n: TsApi.Expression = e;
    while (ts.isAwaitExpression(n) || ts.isParenthesizedExpression(n)) n = n.expression;
    if (ts.isIdentifier(n)) {
      // A function giving tools or a server's SDK client is not a client.
      const f = local.get(n.text);
      return f && f.kind !== "tools" && f.kind !== "server-client" ? f : null;
    }
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
      const f = local.get(n.expression.text);
      return f?.kind === "factory" ? { hooks: f.hooks } : null;
    }
    return null;
  };
  /** What an exported value gives: a known local, a function, or a construction. */
  const valueFact = (e: TsApi.Expression): Omit<ExportFact, "origin"> | null | undefined =>
    ts.isIdentifier(e)
      ? local.get(e.text)
      : ts.isArrowFunction(e) || ts.isFunctionExpression(e)
        ? functionFact(e.body)
        : wrap("instance", oldConstruction(e, names) ?? refOf(e));
  // Two passes: a factory may return a variable declared after it.
  for (let pass = 0; pass < 2; pass++) {
    for (const st of sf.statements) {
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          if (!ts.isIdentifier(d.name) || !d.initializer) continue;
          const init = d.initializer;
          const fn = ts.isArrowFunction(init) || ts.isFunctionExpression(init) ? init : null;
          const fact = fn
            ? functionFact(fn.body)
            : wrap("instance", oldConstruction(init, names) ?? refOf(init));
          if (fact) {
            local.set(d.name.text, { ...fact, origin: file });
            if (isExported(st)) out[d.name.text] = { ...fact, origin: file };
          }
        }
      } else if (ts.isFunctionDeclaration(st)) {
        const fact = functionFact(st.body);
        if (fact) {
          if (st.name) local.set(st.name.text, { ...fact, origin: file });
          if (isDefault(st)) out.default = { ...fact, origin: file };
          else if (st.name && isExported(st)) out[st.name.text] = { ...fact, origin: file };
        }
      } else if (ts.isClassDeclaration(st) && st.name) {
        let hooks: boolean | null = null;
        const visit = (n: TsApi.Node) => {
          const c = oldConstruction(n as TsApi.Expression, names);
          if (c) hooks = (hooks ?? false) || c.hooks;
          ts.forEachChild(n, visit);
        };
        visit(st);
        // `class AppClient extends MultiServerMCPClient`: its instances are clients.
        const extendsOld = st.heritageClauses?.some(
          (h) =>
            h.token === ts.SyntaxKind.ExtendsKeyword &&
            h.types.some(
              (t) => ts.isIdentifier(t.expression) && names.direct.has(t.expression.text),
            ),
        );
        const kind = extendsOld ? "subclass" : hooks !== null ? "class" : null;
        if (kind && isExported(st))
          out[isDefault(st) ? "default" : st.name.text] = {
            kind,
            hooks: hooks ?? false,
            origin: file,
          };
      }
    }
  }
  // `export { client }`, `export default client`; the old class re-exported:
  // `export { MultiServerMCPClient as ToolClient } from "<old>"`, `export * from "<old>"`,
  // `import { MultiServerMCPClient as C } from "<old>"; export { C as ToolClient }`.
  const oldClass: ExportFact = { kind: "old-class", hooks: false, origin: file };
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st) && !st.isTypeOnly && isOldSpecifier(st.moduleSpecifier)) {
      if (!st.exportClause) out[CLIENT_CLASS] = oldClass;
      // (`export * as ns from "<old>"` is a namespace: not followed)
      else if (ts.isNamedExports(st.exportClause)) {
        for (const e of st.exportClause.elements)
          if ((e.propertyName ?? e.name).text === CLIENT_CLASS) out[e.name.text] = oldClass;
      }
      continue;
    }
    if (
      ts.isExportDeclaration(st) &&
      !st.moduleSpecifier &&
      !st.isTypeOnly &&
      st.exportClause &&
      ts.isNamedExports(st.exportClause)
    ) {
      for (const e of st.exportClause.elements)
        if (names.direct.has((e.propertyName ?? e.name).text)) out[e.name.text] = oldClass;
    }
    if (
      ts.isExportDeclaration(st) &&
      !st.moduleSpecifier &&
      st.exportClause &&
      ts.isNamedExports(st.exportClause)
    ) {
      for (const e of st.exportClause.elements) {
        const f = local.get((e.propertyName ?? e.name).text);
        if (f) out[e.name.text] = f;
      }
    }
    // `export default client`, `export default new MultiServerMCPClient(…)`, `() => client`
    if (ts.isExportAssignment(st) && !st.isExportEquals) {
      const f = valueFact(st.expression);
      if (f) out.default = { ...f, origin: file };
    }
    // CommonJS: `module.exports = client` (the module itself, as `default`),
    // `module.exports = { client, make: () => … }`, `exports.client = …`.
    const assigned = commonJsExport(st);
    if (assigned?.name === "default" && ts.isObjectLiteralExpression(assigned.value)) {
      for (const p of assigned.value.properties) {
        const key =
          p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
        const value = ts.isShorthandPropertyAssignment(p)
          ? p.name
          : ts.isPropertyAssignment(p)
            ? p.initializer
            : undefined;
        const f = key !== null && value && valueFact(value);
        if (f) out[key!] = { ...f, origin: file };
      }
    } else if (assigned) {
      const f = valueFact(assigned.value);
      if (f) out[assigned.name] = { ...f, origin: file };
    }
  }
  return out;
}

/**
 * `module.exports = value` (name `default`: what `require` gives), `module.exports.name = value`
 * or `exports.name = value`, as a top-level statement.
 */
function commonJsExport(st: TsApi.Statement): { name: string; value: TsApi.Expression } | null {
  if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression)) return null;
  const { left, operatorToken, right } = st.expression;
  if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left))
    return null;
  const isModuleExports = (e: TsApi.Expression) =>
    ts.isPropertyAccessExpression(e) &&
    ts.isIdentifier(e.expression) &&
    e.expression.text === "module" &&
    e.name.text === "exports";
  if (isModuleExports(left)) return { name: "default", value: right };
  const owner = left.expression;
  if (isModuleExports(owner) || (ts.isIdentifier(owner) && owner.text === "exports"))
    return { name: left.name.text, value: right };
  return null;
}

const CLIENT_CLASS = "MultiServerMCPClient";

function isOldSpecifier(node: TsApi.Expression | undefined): boolean {
  return Boolean(
    node && ts.isStringLiteral(node) && (OLD_MODULES as readonly string[]).includes(node.text),
  );
}

function wrap(kind: ExportKind, r: { hooks: boolean } | null): Omit<ExportFact, "origin"> | null {
  return r ? { kind, hooks: r.hooks } : null;
}

/** `from "<old>"` or `require("<old>")` (comments allowed before the string). */
const FROM_OLD = new RegExp(
  `(?:\\bfrom|\\brequire\\s*\\()(?:\\s|/\\*[\\s\\S]*?\\*/|//[^\\n]*\\n)*["'](?:${OLD_MODULES.map(
    (m) => m.replace(/[/.-]/g, "\\$&"),
  ).join("|")})["']`,
);

/**
 * Can `ownExports` find anything in this text? It needs an import (or a re-export, or a
 * `require`) of the old package and an `export` (or `exports`); and `export * from`, or the
 * class's name with a `new`, an `export { … }`, an `extends` or `exports`: other files are not
 * parsed.
 */
function mayExportClient(text: string): boolean {
  if (!FROM_OLD.test(text) || !/\bexports?\b/.test(text)) return false;
  // A re-export of the class itself: `export * from`, `export { MultiServerMCPClient … }`.
  if (/\bexport\s*\*\s*from\b/.test(text)) return true;
  return (
    text.includes("MultiServerMCPClient") &&
    /\bnew\b|\bexport\s*\{|\bextends\b|\bexports\b/.test(text)
  );
}

/**
 * Matches a text that may have a relative specifier naming one of `files`: its base name after
 * a `/` (`./client.js`, `../lib/client`), or for an `index` file its folder's name (`./client`)
 * or `.`/`..`, followed by an extension, a quote or a `/`. A superset: a match is then parsed.
 */
export function namesModules(files: string[]): RegExp {
  const stems = new Set<string>();
  const packages = new Set<string>();
  let index = false;
  for (const f of files) {
    const stem = path.basename(f).replace(SOURCE_RE, "");
    stems.add(stem);
    if (stem === "index") {
      index = true;
      stems.add(path.basename(path.dirname(f)));
    }
    const name = packageNameOf(f);
    if (name) packages.add(name);
  }
  if (stems.size === 0) return /(?!)/;
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const named = `/(?:${[...stems].map(escape).join("|")})[./"'\`]`;
  // A workspace package by its name (`"@acme/mcp"`, `"@acme/mcp/client"`).
  const byPackage = packages.size ? `|["'\`](?:${[...packages].map(escape).join("|")})["'/\`]` : "";
  // `from "."`, `from "../"`: an index module named by its folder alone.
  return new RegExp(`${named}${byPackage}${index ? `|["'\`]\\.\\.?/?["'\`]` : ""}`);
}

/**
 * The pre-pass. `files` are absolute paths (the CLI's discovered list); `read` gives a file's
 * text. Deterministic and independent of the order of `files`.
 */
export function prepareProject(files: string[], read: (file: string) => string): ProjectFacts {
  ts = typescript();
  const sources = files.filter((f) => SOURCE_RE.test(f) && !f.endsWith(".d.ts"));
  const known = new Set(sources);
  const texts = new Map<string, string>();
  const text = (f: string) => {
    if (!texts.has(f)) texts.set(f, read(f));
    return texts.get(f)!;
  };
  const parsed = new Map<string, TsApi.SourceFile>();
  const sf = (f: string) => {
    if (!parsed.has(f)) parsed.set(f, parseModule(f, text(f)));
    return parsed.get(f)!;
  };
  const exports: Record<string, Record<string, ExportFact>> = {};
  for (const f of sources) {
    if (!mayExportClient(text(f))) continue;
    const own = ownExports(f, sf(f));
    if (Object.keys(own).length) exports[f] = own;
  }
  const imports: Record<string, ImportFact[]> = {};
  // Follow imports and re-exports until nothing new is learnt (re-export chains).
  for (let round = 0; round < 8; round++) {
    let grew = false;
    const names = namesModules(Object.keys(exports));
    // A specifier that is not relative goes to TypeScript's resolver only when it may name one
    // of those modules (`@/lib/mcp`, a workspace package): most (`react`) cannot.
    const moduleOf = (f: string, spec: string) =>
      spec.startsWith(".") || names.test(`"${spec}"`) ? resolveSpecifier(f, spec, known) : null;
    for (const f of sources) {
      // Cheap text filter: a relative specifier of the file must end in one of those modules.
      if (!names.test(text(f))) continue;
      // `const { client } = require("./mcp")`, `const mcp = require("./mcp")` (its members
      // as `mcp.name`, or the module's own value when it set `module.exports = client`).
      for (const { spec, name } of requires(sf(f))) {
        const target = moduleOf(f, spec);
        const theirs = target && exports[target];
        if (!theirs) continue;
        const pairs: [string, string][] = [];
        if (ts.isIdentifier(name)) {
          if (theirs.default) pairs.push([name.text, "default"]);
          for (const k of Object.keys(theirs))
            if (k !== "default") pairs.push([`${name.text}.${k}`, k]);
        } else if (ts.isObjectBindingPattern(name)) {
          for (const e of name.elements) {
            const key = bindingKey(e);
            if (key !== null && ts.isIdentifier(e.name) && !e.dotDotDotToken)
              pairs.push([e.name.text, key]);
          }
        }
        const list = (imports[f] ??= []);
        for (const [localName, imported] of pairs) {
          if (theirs[imported] && !list.some((x) => x.local === localName)) {
            list.push({ ...theirs[imported], local: localName, specifier: spec, imported });
            grew = true;
          }
        }
        if (!list.length) delete imports[f];
      }
      for (const st of sf(f).statements) {
        const spec =
          (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) &&
          st.moduleSpecifier &&
          ts.isStringLiteral(st.moduleSpecifier)
            ? st.moduleSpecifier.text
            : null;
        if (!spec) continue;
        const target = moduleOf(f, spec);
        const theirs = target && exports[target];
        if (!theirs) continue;
        if (ts.isImportDeclaration(st)) {
          const clause = st.importClause;
          if (!clause || clause.isTypeOnly) continue;
          const b = clause.namedBindings;
          // `import client from`, `import * as lib from` (each export as `lib.name`)
          const others: [string, string][] = [];
          if (clause.name) others.push([clause.name.text, "default"]);
          if (b && ts.isNamespaceImport(b))
            for (const k of Object.keys(theirs)) others.push([`${b.name.text}.${k}`, k]);
          for (const [localName, imported] of others) {
            const list = (imports[f] ??= []);
            if (theirs[imported] && !list.some((x) => x.local === localName)) {
              list.push({ ...theirs[imported], local: localName, specifier: spec, imported });
              grew = true;
            }
          }
          if (!b || !ts.isNamedImports(b)) continue;
          for (const e of b.elements) {
            const imported = (e.propertyName ?? e.name).text;
            const fact = theirs[imported];
            if (!fact) continue;
            const list = (imports[f] ??= []);
            if (!list.some((x) => x.local === e.name.text)) {
              list.push({ ...fact, local: e.name.text, specifier: spec, imported });
              grew = true;
            }
            // `import { client } from "./a.js"; export { client };`
            for (const s2 of sf(f).statements) {
              if (!ts.isExportDeclaration(s2) || s2.moduleSpecifier || !s2.exportClause) continue;
              if (!ts.isNamedExports(s2.exportClause)) continue;
              for (const x of s2.exportClause.elements) {
                if ((x.propertyName ?? x.name).text !== e.name.text) continue;
                const mine = (exports[f] ??= {});
                if (!mine[x.name.text]) {
                  mine[x.name.text] = fact;
                  grew = true;
                }
              }
            }
          }
        } else if (ts.isExportDeclaration(st)) {
          const mine = (exports[f] ??= {});
          const pairs: [string, string][] =
            st.exportClause && ts.isNamedExports(st.exportClause)
              ? st.exportClause.elements.map((x) => [(x.propertyName ?? x.name).text, x.name.text])
              : // `export * from` re-exports every name but `default`
                Object.keys(theirs)
                  .filter((k) => k !== "default")
                  .map((k) => [k, k]);
          for (const [from, to] of pairs) {
            if (theirs[from] && !mine[to]) {
              mine[to] = theirs[from];
              grew = true;
            }
          }
        }
      }
    }
    if (!grew) break;
  }
  // `await import("./client.js")`: the module object's client exports, read at use.
  const exporters = namesModules(Object.keys(exports));
  for (const f of sources) {
    if (!text(f).includes("import(") || !exporters.test(text(f))) continue;
    const visit = (n: TsApi.Node): void => {
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      ) {
        const spec = n.arguments[0].text;
        const target =
          spec.startsWith(".") || exporters.test(`"${spec}"`)
            ? resolveSpecifier(f, spec, known)
            : null;
        const list = (imports[f] ??= []);
        for (const [k, fact] of Object.entries((target && exports[target]) || {})) {
          const local = `import(${spec}).${k}`;
          if (!list.some((x) => x.local === local))
            list.push({ ...fact, local, specifier: spec, imported: k, dynamic: true });
        }
        if (!list.length) delete imports[f];
      }
      ts.forEachChild(n, visit);
    };
    visit(sf(f));
  }
  const files_ = Object.keys(imports)
    .filter((f) => !OLD_MODULES.some((m) => text(f).includes(m)))
    .sort();
  return { exports, imports, files: files_ };
}

/**
 * The pre-pass every source migration declares: the old clients that modules export and
 * import (the old bindings of a file include the old class re-exported by another module).
 * Its `files` are visited although they do not name the old package.
 */
export const projectClients: PrePass<ProjectFacts> = {
  name: "project/clients",
  run: prepareProject,
  visits: (facts) => facts.files,
};

/**
 * The facts of the pre-pass about this file's imports (keyed by absolute path): one entry per
 * imported binding that is an old client, gives one, or is the old class. Empty without a
 * pre-pass.
 */
export function importFactsOf(ctx: SourceContext): ImportFact[] {
  const list = ctx.factsOf(projectClients)?.imports?.[path.resolve(ctx.file.path)];
  if (!Array.isArray(list)) return [];
  return list.filter((f: any) => f && typeof f.local === "string" && typeof f.kind === "string");
}
