/**
 * imports: rewrite every way a file reaches the old package to the target module.
 *
 * Runs LAST (`order.ts`): the other transforms identify old values by their import source,
 * so the sources must still be old while they run. This one then renames:
 * - `import { MultiServerMCPClient } from "@langchain/mcp-adapters"` →
 *   `import { MCPAdapter } from "langchain-mcp-bridge"` (and every reference of the binding);
 *   aliases, `import type`, mixed value/type and default-interop imports keep their shape;
 * - `import * as mcp`, `const mcp = require(…)`, `await import(…)`: the module object keeps
 *   its local name and member accesses are renamed (`mcp.MultiServerMCPClient` → `mcp.MCPAdapter`);
 * - destructured `require`/`await import`: keys renamed;
 * - `export { … } from`, `export *`: new module and names;
 * - old connection types become `MCPConfig["mcpServers"][string]`;
 * - specifiers whose binding is no longer referenced (the other transforms replaced every
 *   use) are dropped; names with no counterpart stay on the old import with a TODO;
 * - everything merges into an existing import of the target module.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import {
  getOldBindings,
  isOldDynamicImport,
  isOldRequire,
  isOldSource,
  promiseAllModules,
} from "./lib/old-package.js";
import { ADAPTER, CONFIG_TYPE, NAME_MAP, TARGET_EXPORTS, mappingFor } from "./lib/names.js";
import { namesInFile } from "./lib/target-import.js";
import { isOldModuleMockCall, returnedObjects } from "./lib/test-doubles.js";
import { treeIndex, type TreeIndex } from "./lib/tree-index.js";
import { indentUnit, parsePattern } from "./lib/text.js";
import { migrateJsdocImportTypes } from "./lib/jsdoc-types.js";
import { lookup, lookupType } from "./lib/scope.js";
import { isStringLit, memberKeyName, unwrap } from "./lib/ast.js";

const NAME = "imports";

const NAME_MAP_HAS = (name: string) => Object.prototype.hasOwnProperty.call(NAME_MAP, name);

/**
 * Identifier paths that reference the binding `local` declared in `scope`. `index` was taken
 * when this migration started: its changes since rename identifiers in place, detach nodes
 * (the index drops those) or add nodes that are never references of an old binding (new
 * import specifiers, new type references to the target's helper types, property keys).
 */
function referencesOf(
  ctx: SourceContext,
  index: TreeIndex,
  local: string,
  scope: any,
  declNodes: Set<any>,
): any[] {
  const { j } = ctx;
  return index
    .find(j.Identifier, (n: any) => n.name === local && !declNodes.has(n))
    .filter((p: any) => {
      const parent = p.parent?.node;
      if (!parent) return false;
      // Property names are not references.
      if (
        (parent.type === "MemberExpression" || parent.type === "OptionalMemberExpression") &&
        parent.property === p.node &&
        !parent.computed
      )
        return false;
      if (parent.type === "TSQualifiedName" && parent.right === p.node) return false;
      if (
        (parent.type === "Property" || parent.type === "ObjectProperty") &&
        parent.key === p.node &&
        !parent.computed &&
        !parent.shorthand
      )
        return false;
      if (
        (parent.type === "ClassProperty" ||
          parent.type === "PropertyDefinition" ||
          parent.type === "MethodDefinition" ||
          parent.type === "ClassMethod" ||
          parent.type === "TSPropertySignature" ||
          parent.type === "TSMethodSignature") &&
        parent.key === p.node
      )
        return false;
      if (parent.type === "ImportSpecifier" || parent.type === "ImportDefaultSpecifier")
        return false;
      if (
        parent.type === "ExportSpecifier" &&
        parent.exported === p.node &&
        parent.local !== p.node
      )
        return false;
      const found = lookup(p.scope, local) ?? lookupType(p.scope, local);
      return !found || found === scope;
    });
}

/** Replace the identifier at `p` with `name`, keeping shorthand properties meaning the same. */
function renameRef(j: any, p: any, name: string): void {
  const parent = p.parent.node;
  if (
    (parent.type === "Property" || parent.type === "ObjectProperty") &&
    parent.shorthand &&
    parent.value === p.node
  ) {
    // `{ MultiServerMCPClient }` → `{ MultiServerMCPClient: MCPAdapter }` in an object literal;
    // in a pattern the key is the old export and is renamed by the caller.
    parent.shorthand = false;
    parent.key = j.identifier(p.node.name);
    parent.value = j.identifier(name);
    return;
  }
  p.node.name = name;
}

/** `MCPConfig["mcpServers"][string]`, with `config` as the (possibly qualified) type name. */
function entryType(j: any, config: any): any {
  return j.tsIndexedAccessType(
    j.tsIndexedAccessType(
      j.tsTypeReference(config),
      j.tsLiteralType(j.stringLiteral("mcpServers")),
    ),
    j.tsStringKeyword(),
  );
}

/** `NonNullable<ConstructorParameters<typeof MCPAdapter>[1]>` */
function optionsType(j: any, adapter: any): any {
  return j.tsTypeReference(
    j.identifier("NonNullable"),
    j.tsTypeParameterInstantiation([
      j.tsIndexedAccessType(
        j.tsTypeReference(
          j.identifier("ConstructorParameters"),
          j.tsTypeParameterInstantiation([j.tsTypeQuery(adapter)]),
        ),
        j.tsLiteralType(j.numericLiteral(1)),
      ),
    ]),
  );
}

/** Replace a type reference (`Connection`, `mcp.Connection`) at `p` with `type`. */
function replaceTypeRef(p: any, type: any): boolean {
  // p is the Identifier / TSQualifiedName inside a TSTypeReference.
  const ref = p.parent;
  if (ref?.node.type !== "TSTypeReference" || ref.node.typeName !== p.node) return false;
  ref.replace(type);
  return true;
}

interface Plan {
  /** Specifiers to put on the target import, in their original order. */
  specs: any[];
  /** Old specifiers kept only for uses under `// mcp-migrate-ignore` (no TODO). */
  ignored: Set<any>;
  /** Specifiers kept on the old import (no counterpart, still used). */
  leftover: any[];
}

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Rewrite imports, requires, dynamic imports and re-exports of @langchain/mcp-adapters to langchain-mcp-bridge",
  prepasses: [projectClients],
  run(ctx) {
    const { j } = ctx;
    const target = ctx.options.targetModule;
    // One walk, before this migration changes anything (see `referencesOf`).
    const index = treeIndex(ctx);
    const taken = namesInFile(ctx, index);
    // Parameters that receive the module object, read before the sources are rewritten.
    const parameters = [...getOldBindings(ctx)].flatMap(([local, list]) =>
      list.filter((b) => b.parameter).map((b) => ({ local, ...b })),
    );
    /** Names that the target import will bind, mapped to the local chosen for them. */
    const chosen = new Map<string, string>();
    // Names another transform already imported from the target (e.g. MCPAdapter for
    // loadMcpTools) are reused, not imported again under an alias.
    moduleDecls(ctx, j.ImportDeclaration).forEach((p: any) => {
      if (p.node.source.value !== target) return;
      for (const s of p.node.specifiers ?? []) {
        if (s.type === "ImportSpecifier")
          chosen.set(s.imported.name, s.local?.name ?? s.imported.name);
      }
    });
    const localFor = (to: string, preferred: string): string => {
      const have = chosen.get(to);
      if (have) return have;
      const helper = helperTypes.get(to);
      if (helper && preferred === to) {
        // A helper type import of this name was planned: this specifier binds it instead.
        helperTypes.delete(to);
        chosen.set(to, helper);
        return helper;
      }
      let local = preferred;
      if (local !== to || taken.has(local)) {
        // `preferred` is the user's alias or must avoid a local of the same name.
        if (local === to) {
          local = `Bridge${to}`;
          for (let i = 2; taken.has(local); i++) local = `Bridge${to}${i}`;
        }
      }
      taken.add(local);
      chosen.set(to, local);
      return local;
    };
    /** Local name of a type-only helper import (MCPConfig, MCPAdapter for `typeof`). */
    const helperTypes = new Map<string, string>();
    const helperType = (name: string): string => {
      if (chosen.has(name)) return chosen.get(name)!;
      if (!helperTypes.has(name)) {
        let local = name;
        for (let i = 2; taken.has(local); i++) local = `${name}${i}`;
        if (local === name && taken.has(name)) local = `Bridge${name}`;
        taken.add(local);
        helperTypes.set(name, local);
      }
      return helperTypes.get(name)!;
    };

    let touched = false;

    // --- import declarations -------------------------------------------------------------
    const oldDecls = moduleDecls(ctx, j.ImportDeclaration).filter((p: any) =>
      isOldSource(p.node.source.value),
    );
    const targetValueDecl = () =>
      moduleDecls(ctx, j.ImportDeclaration).filter(
        (p: any) =>
          p.node.source.value === target &&
          p.node.importKind !== "type" &&
          !(p.node.specifiers ?? []).some((s: any) => s.type !== "ImportSpecifier"),
      )[0];

    oldDecls.forEach((p: any) => {
      if (ctx.isIgnored(p.node)) return;
      const decl = p.node;
      const specifiers = decl.specifiers ?? [];
      if (specifiers.length === 0) {
        // side-effect import
        decl.source = j.stringLiteral(target);
        touched = true;
        return;
      }
      const declType = decl.importKind === "type";
      const plan: Plan = { specs: [], leftover: [], ignored: new Set() };
      const declNodes = new Set<any>();
      for (const s of specifiers) {
        declNodes.add(s.local);
        if (s.imported) declNodes.add(s.imported);
      }
      let moduleObject: any = null;
      for (const s of specifiers) {
        if (s.type === "ImportNamespaceSpecifier" || s.type === "ImportDefaultSpecifier") {
          moduleObject = s;
          continue;
        }
        const exported = s.imported.name ?? s.imported.value;
        const local = s.local?.name ?? exported;
        const isType = declType || s.importKind === "type";
        const all = referencesOf(ctx, index, local, p.scope, declNodes);
        const m = mappingFor(exported);
        if (all.length === 0) continue; // replaced by another transform, or unused: drop
        // Uses under `// mcp-migrate-ignore` keep the old import (and its name).
        const refs = all.filter((r: any) => !ctx.isIgnored(r.node));
        if (refs.length < all.length) {
          plan.leftover.push(s);
          plan.ignored.add(s);
          if (refs.length === 0) continue;
        }
        if (m.kind === "rename") {
          let newLocal = local === exported ? localFor(m.to, m.to) : local;
          if (newLocal === local && plan.ignored.has(s)) newLocal = localFor(m.to, `Bridge${m.to}`);
          if (local !== exported) taken.add(local);
          for (const r of refs) if (r.node.name !== newLocal) renameRef(j, r, newLocal);
          const spec = j.importSpecifier(
            j.identifier(m.to),
            newLocal === m.to ? null : j.identifier(newLocal),
          );
          if (isType && !declType) (spec as any).importKind = "type";
          plan.specs.push(spec);
        } else if (m.kind === "entry-type" || m.kind === "options-type") {
          let all = true;
          for (const r of refs) {
            const t =
              m.kind === "entry-type"
                ? entryType(j, j.identifier(helperType(CONFIG_TYPE)))
                : optionsType(j, j.identifier(helperType(ADAPTER)));
            if (!replaceTypeRef(r, t)) all = false;
          }
          if (!all) {
            plan.leftover.push(s);
            ctx.todo(
              p.node,
              `${NAME}/no-counterpart`,
              `\`${exported}\` is used as a value; it is a type of the old package only`,
            );
          }
        } else {
          plan.leftover.push(s);
        }
      }
      touched = true;
      if (moduleObject) {
        // Namespace and default-interop imports keep their local; the module object's members
        // are renamed. (The target is ESM with named exports, so default interop becomes `* as`.)
        renameModuleMembers(ctx, index, moduleObject.local.name, p.scope, (member, at) =>
          ctx.todo(at.node, `${NAME}/no-counterpart`, mappingWhy(member)),
        );
        const ns = j.importNamespaceSpecifier(j.identifier(moduleObject.local.name));
        const nsDecl = j.importDeclaration([ns], j.stringLiteral(target));
        if (declType) (nsDecl as any).importKind = "type";
        // Named specifiers next to a default import go through the plan below.
        if (plan.specs.length || plan.leftover.length) {
          p.insertBefore(nsDecl);
        } else {
          decl.specifiers = [ns];
          decl.source = j.stringLiteral(target);
          if (moduleObject.type === "ImportDefaultSpecifier")
            decl.importKind = declType ? "type" : "value";
          return;
        }
      }
      applyPlan(ctx, p, plan, declType, targetValueDecl);
    });

    // --- helper types (MCPConfig for connection types, MCPAdapter for typeof) -------------
    for (const [name, local] of helperTypes) {
      const spec = j.importSpecifier(
        j.identifier(name),
        local === name ? null : j.identifier(local),
      );
      addTypeImport(ctx, spec, chosen.has(name));
    }

    // --- re-exports ------------------------------------------------------------------------
    moduleDecls(ctx, j.ExportAllDeclaration).forEach((p: any) => {
      if (!isOldSource(p.node.source?.value) || ctx.isIgnored(p.node)) return;
      p.node.source = j.stringLiteral(target);
      ctx.note(
        p.node,
        `${NAME}/re-export-all`,
        "`export *` now re-exports langchain-mcp-bridge: importers of this module get the new names (MCPAdapter, …)",
      );
      touched = true;
    });
    moduleDecls(ctx, j.ExportNamedDeclaration).forEach((p: any) => {
      if (!p.node.source || !isOldSource(p.node.source.value) || ctx.isIgnored(p.node)) return;
      const declType = p.node.exportKind === "type";
      const moved: any[] = [];
      const leftovers: any[] = [];
      for (const s of p.node.specifiers ?? []) {
        const exported = s.local.name;
        const as = s.exported?.name ?? exported;
        const m = mappingFor(exported);
        if (m.kind === "rename") {
          moved.push(
            j.exportSpecifier.from({
              local: j.identifier(m.to),
              exported: j.identifier(as === exported ? m.to : as),
            }),
          );
          if (as === exported) {
            ctx.note(
              s,
              `${NAME}/re-export-renamed`,
              `re-exported \`${exported}\` is now \`${m.to}\`: importers of this module must use the new name`,
            );
          }
        } else {
          leftovers.push(s);
          ctx.todo(p.node, `${NAME}/no-counterpart`, mappingWhy(exported));
        }
      }
      touched = true;
      if (moved.length) {
        const decl = j.exportNamedDeclaration(null, moved, j.stringLiteral(target));
        if (declType) (decl as any).exportKind = "type";
        if (leftovers.length) {
          p.node.specifiers = leftovers;
          p.insertBefore(decl);
        } else {
          p.node.specifiers = moved;
          p.node.source = j.stringLiteral(target);
        }
      }
    });

    // --- require() and import() ----------------------------------------------------------
    const calls = /\b(require|import)\s*\(/.test(ctx.file.source)
      ? index.find(j.CallExpression)
      : [];
    calls.forEach((p: any) => {
      const call = p.node;
      const isReq = isOldRequire(call);
      if (!isReq && !isOldDynamicImport(call)) return;
      if (ctx.isIgnored(call)) return;
      // Where does the module object go?
      const { up, holder } = moduleHolder(p);
      // Names used under `// mcp-migrate-ignore` keep the old require (and their name).
      if (holder.type === "VariableDeclarator" && holder.id.type === "ObjectPattern") {
        if (!keepIgnoredRequireNames(ctx, index, up, holder, call, isReq, localFor)) return;
      }
      touched = true;
      if (holder.type === "VariableDeclarator" && unwrap(holder.init) !== undefined) {
        if (holder.id.type === "ObjectPattern") {
          rewritePattern(ctx, index, up, holder.id, taken, localFor);
        } else if (holder.id.type === "Identifier") {
          renameModuleMembers(ctx, index, holder.id.name, up.scope, (member, at) =>
            ctx.todo(at.node, `${NAME}/no-counterpart`, mappingWhy(member)),
          );
        }
      } else if (
        (holder.type === "MemberExpression" || holder.type === "OptionalMemberExpression") &&
        !holder.computed &&
        holder.property.type === "Identifier" &&
        // `import(old).then(…)`: a member of the promise, not of the module (`leftovers` marks it).
        (isReq || p.parent.node.type === "AwaitExpression")
      ) {
        const m = mappingFor(holder.property.name);
        if (m.kind === "rename") holder.property = j.identifier(m.to);
        else if (m.kind === "none") ctx.todo(up.node, `${NAME}/no-counterpart`, m.why);
      }
      // Other flows (`import(old).then(m => …)`): the module object is not followed.
      setModuleSource(j, call, target);
    });
    (/\bimport\s*\(/.test(ctx.file.source) ? index.find(j.ImportExpression as any) : []).forEach(
      (p: any) => {
        if (!isOldDynamicImport(p.node) || ctx.isIgnored(p.node)) return;
        touched = true;
        const { up, holder } = moduleHolder(p);
        if (holder.type === "VariableDeclarator" && holder.id.type === "ObjectPattern") {
          rewritePattern(ctx, index, up, holder.id, taken, localFor);
        } else if (holder.type === "VariableDeclarator" && holder.id.type === "Identifier") {
          renameModuleMembers(ctx, index, holder.id.name, up.scope, (member, at) =>
            ctx.todo(at.node, `${NAME}/no-counterpart`, mappingWhy(member)),
          );
        } else if (
          holder.type === "MemberExpression" &&
          holder.property?.type === "Identifier" &&
          p.parent.node.type === "AwaitExpression"
        ) {
          const m = mappingFor(holder.property.name);
          if (m.kind === "rename") holder.property = j.identifier(m.to);
        }
        p.node.source = j.stringLiteral(target);
      },
    );

    // --- parameters holding the module object (`import(old).then((mod) => …)`, `f(mod)`) --
    const patterns = new Set<any>();
    for (const b of parameters) {
      if (ctx.isIgnored(b.parameter.node)) continue;
      touched = true;
      if (b.exported === "*")
        renameModuleMembers(ctx, index, b.local, b.scope, (member, at) =>
          ctx.todo(at.node, `${NAME}/no-counterpart`, mappingWhy(member)),
        );
      else patterns.add(b.parameter);
    }
    // A destructured parameter's locals are the function's own: they keep their names.
    for (const p of patterns)
      rewritePattern(
        ctx,
        index,
        p,
        p.node.type === "AssignmentPattern" ? p.node.left : p.node,
        taken,
        (to, preferred) => preferred,
      );

    // --- test doubles and structural types ------------------------------------------------
    if (/\b(vi|jest)\s*\./.test(ctx.file.source)) {
      index.find(j.CallExpression, isOldModuleMockCall).forEach((p: any) => {
        if (ctx.isIgnored(p.node)) return;
        touched = true;
        setModuleSource(j, p.node, target);
        const factory = p.node.arguments[1];
        for (const o of factory ? returnedObjects(factory) : []) renameMockedExports(ctx, p, o);
      });
    }
    // `typeof import("<old>")`, `import("<old>").MultiServerMCPClient` in type positions.
    if (/\bimport\s*\(/.test(ctx.file.source)) {
      index.find(j.TSImportType as any).forEach((p: any) => {
        const arg = p.node.argument;
        if (!isStringLit(arg) || !isOldSource(arg.value) || ctx.isIgnored(p.node)) return;
        touched = true;
        p.node.argument = j.stringLiteral(target);
        const q = p.node.qualifier;
        if (q?.type !== "Identifier") return;
        const m = mappingFor(q.name);
        if (m.kind === "rename") p.node.qualifier = j.identifier(m.to);
        else ctx.todo(p.node, `${NAME}/no-counterpart`, mappingWhy(q.name));
      });
    }

    // The same types in JavaScript, written in JSDoc comments.
    const inComments = migrateJsdocImportTypes(ctx, (node, name) =>
      ctx.todo(node, `${NAME}/no-counterpart`, mappingWhy(name)),
    );
    if (touched || inComments) ctx.changed();
  },
};

/**
 * The old export names a mock factory of the old module returns
 * (`{ MultiServerMCPClient: vi.fn(…) }` → `{ MCPAdapter: vi.fn(…) }`); a mocked export with
 * no counterpart is marked (nothing imports it any more once the code is migrated).
 */
function renameMockedExports(ctx: SourceContext, p: any, object: any): void {
  const { j } = ctx;
  for (const prop of object.properties) {
    const key = memberKeyName(prop);
    if (!key || prop.type === "SpreadElement") continue;
    const m = mappingFor(key);
    if (m.kind !== "rename") {
      if (m.kind === "none") ctx.todo(p.node, `${NAME}/no-counterpart`, `mocked ${m.why}`);
      continue;
    }
    // `{ MultiServerMCPClient }` names a local: the key alone changes.
    if (prop.shorthand && prop.value) prop.value = j.identifier(key);
    prop.key = prop.key.type === "Identifier" ? j.identifier(m.to) : j.stringLiteral(m.to);
    prop.shorthand = false;
  }
}

/**
 * Where the module object of a `require`/`import()` at `p` goes: the declarator (or member
 * access) above it, or for an element of `const [a, b] = await Promise.all([…])` a stand-in
 * declarator whose `id` is that element's pattern (it shares the real one's path and scope).
 */
function moduleHolder(p: any): { up: any; holder: any } {
  let up = p.parent;
  if (up.node.type === "AwaitExpression") up = up.parent;
  while (up.node.type === "ParenthesizedExpression") up = up.parent;
  if (up.node.type !== "ArrayExpression") return { up, holder: up.node };
  const index = up.node.elements.indexOf(p.node);
  let decl = up.parent;
  while (
    decl &&
    decl.node.type !== "VariableDeclarator" &&
    decl.node.type !== "ExpressionStatement"
  )
    decl = decl.parent;
  if (decl?.node.type !== "VariableDeclarator" || decl.node.id.type !== "ArrayPattern")
    return { up, holder: up.node };
  if (!promiseAllModules(decl.node.init).has(index)) return { up, holder: up.node };
  const id = decl.node.id.elements[index];
  return { up: decl, holder: id ? { type: "VariableDeclarator", id, init: p.node } : up.node };
}

function mappingWhy(name: string): string {
  const m = mappingFor(name);
  return m.kind === "none" ? m.why : `\`${name}\` has no counterpart`;
}

function setModuleSource(j: any, call: any, target: string): void {
  if (call.type === "ImportExpression") call.source = j.stringLiteral(target);
  else call.arguments[0] = j.stringLiteral(target);
}

/** Add a type specifier to the target's `import type` (or value import), or a new declaration. */
function addTypeImport(ctx: SourceContext, spec: any, alreadyBound: boolean): void {
  if (alreadyBound) return;
  const { j, root } = ctx;
  const target = ctx.options.targetModule;
  const decls = moduleDecls(ctx, j.ImportDeclaration).filter(
    (p: any) =>
      p.node.source.value === target &&
      (p.node.specifiers ?? []).every((s: any) => s.type === "ImportSpecifier"),
  ) as any[];
  const typeDecl = decls.find((p) => p.node.importKind === "type");
  if (typeDecl) {
    typeDecl.node.specifiers.push(spec);
    return;
  }
  const valueDecl = decls[0];
  if (valueDecl) {
    spec.importKind = "type";
    valueDecl.node.specifiers.push(spec);
    return;
  }
  const decl = j.importDeclaration([spec], j.stringLiteral(target));
  (decl as any).importKind = "type";
  const body = root.get().node.program.body as any[];
  let at = -1;
  body.forEach((s, i) => {
    if (s.type === "ImportDeclaration") at = i;
  });
  body.splice(at + 1, 0, decl);
}

/**
 * Put the planned specifiers on the target import: merged into an existing one, else this
 * declaration is rewritten in place (keeping its comments and position).
 */
function applyPlan(
  ctx: SourceContext,
  p: any,
  plan: Plan,
  declType: boolean,
  targetValueDecl: () => any,
): void {
  const { j } = ctx;
  const target = ctx.options.targetModule;
  const decl = p.node;
  const leftoverWhy = plan.leftover
    .filter((s: any) => !plan.ignored.has(s))
    .map((s: any) => mappingWhy(s.imported.name ?? s.imported.value));
  const key = (s: any) => `${s.imported.name}:${s.local?.name ?? s.imported.name}`;
  const existing = targetValueDecl();
  const present = new Set<string>(
    existing && existing !== p ? existing.node.specifiers.map((s: any) => key(s)) : [],
  );
  // Two old names can map to one new name (ClientConfig, MCPConfig → MCPConfig): import it once.
  const newSpecs = plan.specs.filter((s) => {
    if (present.has(key(s))) return false;
    present.add(key(s));
    return true;
  });
  if (existing && existing !== p && (newSpecs.length || plan.specs.length)) {
    // Merge into the file's existing import of the target module.
    if (declType) for (const s of newSpecs) s.importKind = "type";
    existing.node.specifiers = [...existing.node.specifiers, ...newSpecs];
    if (!plan.leftover.length) {
      if (decl.comments?.length)
        existing.node.comments = [...(existing.node.comments ?? []), ...decl.comments];
      p.prune();
      return;
    }
    decl.specifiers = plan.leftover;
  } else if (newSpecs.length) {
    if (!plan.leftover.length) {
      decl.specifiers = newSpecs;
      decl.source = j.stringLiteral(target);
      return;
    }
    const nd = j.importDeclaration(newSpecs, j.stringLiteral(target));
    if (declType) (nd as any).importKind = "type";
    p.insertBefore(nd);
    decl.specifiers = plan.leftover;
  } else if (!plan.leftover.length) {
    // Nothing left to import: drop the declaration, keeping its leading comment on the next one.
    const comments = decl.comments;
    const body = p.parent.node.body;
    const idx = body?.indexOf(decl) ?? -1;
    p.prune();
    if (comments?.length && idx >= 0 && body[idx]) {
      body[idx].comments = [
        ...comments.filter((c: any) => c.leading),
        ...(body[idx].comments ?? []),
      ];
    }
    return;
  } else {
    decl.specifiers = plan.leftover;
  }
  for (const why of leftoverWhy) ctx.todo(p.node, `${NAME}/no-counterpart`, why);
}

/**
 * Rename `ns.OldName` accesses of a module object (`import * as ns`, `const ns = require(…)`)
 * to the new names; connection types become the entry type; report names with no counterpart.
 */
function renameModuleMembers(
  ctx: SourceContext,
  index: TreeIndex,
  local: string,
  scope: any,
  noCounterpart: (member: string, at: any) => void,
): void {
  const { j } = ctx;
  index
    .find(
      j.MemberExpression,
      (n: any) => n.object?.type === "Identifier" && n.object.name === local,
    )
    .forEach((p: any) => {
      if (p.node.computed || p.node.property.type !== "Identifier") return;
      const found = lookup(p.scope, local);
      if (found && found !== scope) return;
      const m = mappingFor(p.node.property.name);
      if (m.kind === "rename") p.node.property = j.identifier(m.to);
      else if (m.kind === "none") noCounterpart(p.node.property.name, p);
    });
  index
    .find(j.TSQualifiedName, (n: any) => n.left?.type === "Identifier" && n.left.name === local)
    .forEach((p: any) => {
      const m = mappingFor(p.node.right.name);
      if (m.kind === "rename") p.node.right = j.identifier(m.to);
      else if (m.kind === "entry-type" || m.kind === "options-type") {
        const q =
          m.kind === "entry-type"
            ? entryType(j, j.tsQualifiedName(j.identifier(local), j.identifier(CONFIG_TYPE)))
            : optionsType(j, j.tsQualifiedName(j.identifier(local), j.identifier(ADAPTER)));
        replaceTypeRef(p, q);
      } else noCounterpart(p.node.right.name, p);
    });
}

/**
 * `const { A, B } = require(old)` where uses of `A` are under `// mcp-migrate-ignore`: `A` keeps
 * an old require of its own (`const { A } = require(old);` just below), the rest is migrated.
 * Other uses of `A` move to the runtime's name, added to the migrated pattern. Returns false
 * when nothing is left to migrate (the require stays as it is).
 */
function keepIgnoredRequireNames(
  ctx: SourceContext,
  index: TreeIndex,
  declPath: any,
  declarator: any,
  call: any,
  isRequire: boolean,
  localFor: (to: string, preferred: string) => string,
): boolean {
  const { j } = ctx;
  const pattern = declarator.id;
  const ignored: any[] = [];
  const rest: string[] = [];
  let split = false;
  for (const prop of pattern.properties) {
    const value =
      prop.type === "Property" || prop.type === "ObjectProperty"
        ? prop.value.type === "AssignmentPattern"
          ? prop.value.left
          : prop.value
        : null;
    if (value?.type !== "Identifier" || prop.computed) {
      rest.push(j(prop).toSource());
      continue;
    }
    const refs = referencesOf(ctx, index, value.name, declPath.scope, new Set([value, prop.key]));
    const kept = refs.filter((r: any) => !ctx.isIgnored(r.node));
    if (kept.length === refs.length) {
      rest.push(j(prop).toSource());
      continue;
    }
    split = true;
    ignored.push(prop);
    const key = prop.key.name ?? prop.key.value;
    const m = mappingFor(key);
    if (!kept.length || m.kind !== "rename" || m.type) continue;
    // The other uses get the runtime's name now (`rewritePattern` keeps runtime names).
    const local = localFor(m.to, m.to);
    for (const r of kept) renameRef(j, r, local);
    rest.push(local === m.to ? m.to : `${m.to}: ${local}`);
  }
  if (!split) return true;
  const stmt = declPath.parent;
  if (
    !isRequire ||
    rest.length === 0 ||
    stmt?.node.type !== "VariableDeclaration" ||
    stmt.node.declarations.length !== 1
  )
    return false;
  const source = String(call.arguments[0].value);
  const q = /require\(\s*'/.test(ctx.file.source) ? "'" : '"';
  const names = ignored.map((p: any) => j(p).toSource()).join(", ");
  // Built from text so that recast prints the patterns on one line, like the input.
  const old = j(`${stmt.node.kind} { ${names} } = require(${q}${source}${q});`)
    .find(j.VariableDeclaration)
    .get().node;
  const inner = j(pattern).toSource().includes("\n")
    ? `\n${indentUnit(ctx)}${rest.join(`,\n${indentUnit(ctx)}`)}\n`
    : ` ${rest.join(", ")} `;
  declarator.id = parsePattern(ctx, `{${inner}}`);
  stmt.insertAfter(old);
  return true;
}

/**
 * Paths of the module-level declarations of a type (imports, exports), in order. They can only
 * sit in the program's body, or in a `declare module "…" { }` block: without one, the body is
 * read directly instead of walking the whole tree.
 */
function moduleDecls(ctx: SourceContext, type: any): any[] {
  const { root } = ctx;
  if (/\bdeclare\s+(module|namespace|global)\b/.test(ctx.file.source))
    return root.find(type).paths();
  const body = root.get("program", "body");
  const out: any[] = [];
  const n = body.value?.length ?? 0;
  for (let i = 0; i < n; i++) {
    const p = body.get(i);
    if (type.check(p.node)) out.push(p);
  }
  return out;
}

function rewritePattern(
  ctx: SourceContext,
  index: TreeIndex,
  declPath: any,
  pattern: any,
  taken: Set<string>,
  localFor: (to: string, preferred: string) => string,
): void {
  const { j } = ctx;
  const oneLine = !j(pattern).toSource().includes("\n");
  const kept: any[] = [];
  // Runtime names another transform added to this require (e.g. MCPAdapter for loadMcpTools):
  // an old name renamed to one of them takes that binding instead of a second one.
  const added = new Map<string, string>();
  for (const prop of pattern.properties) {
    const key = prop.key?.name ?? prop.key?.value;
    if (TARGET_EXPORTS.has(key) && !NAME_MAP_HAS(key) && prop.value?.type === "Identifier")
      added.set(key, prop.value.name);
  }
  for (const prop of pattern.properties) {
    if (!(prop.type === "Property" || prop.type === "ObjectProperty") || prop.computed) {
      kept.push(prop);
      continue;
    }
    const key = prop.key.name ?? prop.key.value;
    const valueNode = prop.value.type === "AssignmentPattern" ? prop.value.left : prop.value;
    if (valueNode.type !== "Identifier") {
      kept.push(prop);
      continue;
    }
    const local = valueNode.name;
    if (TARGET_EXPORTS.has(key) && !NAME_MAP_HAS(key)) {
      kept.push(prop);
      continue;
    }
    const refs = referencesOf(ctx, index, local, declPath.scope, new Set([valueNode, prop.key]));
    if (refs.length === 0) continue;
    const m = mappingFor(key);
    const shared = m.kind === "rename" && !m.type ? added.get(m.to) : undefined;
    if (shared !== undefined && prop.value.type === "Identifier") {
      for (const r of refs) if (r.node.name !== shared) renameRef(j, r, shared);
      continue;
    }
    if (m.kind === "rename" && !m.type) {
      const newLocal = local === key ? localFor(m.to, m.to) : local;
      for (const r of refs) if (r.node.name !== newLocal) renameRef(j, r, newLocal);
      // Renamed in place, so the pattern keeps its layout.
      if (prop.shorthand && newLocal === m.to) {
        prop.key.name = m.to;
        valueNode.name = m.to;
      } else {
        prop.key = j.identifier(m.to);
        valueNode.name = newLocal;
        prop.shorthand = false;
      }
      kept.push(prop);
      taken.add(newLocal);
    } else {
      kept.push(prop);
      ctx.todo(declPath.node, `${NAME}/no-counterpart`, mappingWhy(key));
    }
  }
  if (kept.length === pattern.properties.length) return;
  pattern.properties = kept;
  // A pattern recast builds anew is printed one key per line: keep a one-line pattern on one.
  if (oneLine && declPath.node.id === pattern && kept.length > 0) {
    const text = kept.map((prop: any) => j(prop).toSource()).join(", ");
    declPath.node.id = parsePattern(ctx, `{ ${text} }`);
  }
}

export default toJscodeshift(migration);
