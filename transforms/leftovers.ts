/**
 * leftovers: the last source pass before `imports` renames the old names. Every other
 * transform follows the old client class and module object to where they are used: as a
 * construction, a type, a member read, a spy or mock target. What still leaves the file's
 * sight is marked here, at its use, so that no file is half-migrated without a marker:
 * - the class passed along (an argument, a returned value, an alias, a property value), or
 *   extended: code that receives it is not followed, nor a subclass's constructions (its own
 *   `this.getTools()` calls are, by `methods`);
 * - the module object passed along (`register(await import("<old>"))`, `.then((mod) => …)`).
 * What is left of the old client's members, options and results is the name sweep's
 * (`sweep.ts`, next). Runs before `imports`: the old bindings are still the old package's.
 */
import {
  OLD_MODULES,
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { CLIENT_CLASS } from "./lib/clients.js";
import { getOldBindings, isOldDynamicImport } from "./lib/old-package.js";
import { treeIndex } from "./lib/tree-index.js";
import { calleeName, unwrap } from "./lib/ast.js";

const NAME = "leftovers";

/** Callees that only look at a class or module object (mock helpers, assertions). */
const INSPECTORS = /^(expect|vi\.mocked|jest\.mocked|vi\.spyOn|jest\.spyOn|Object\.keys)$/;

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Mark where the old client class or module object leaves the codemod's sight (passed along, aliased, subclassed)",
  prepasses: [projectClients],
  // Files that name the old package; the engine also visits the files that import an old
  // client from another module (the cross-file pre-pass), whatever they mention.
  mentions: OLD_MODULES,
  run(ctx) {
    const bindings = getOldBindings(ctx);
    if (bindings.size === 0) return;
    const { j } = ctx;
    const watched = new Map<string, any[]>();
    for (const [local, list] of bindings) {
      const kept = list.filter(
        (b) => !b.typeOnly && (b.exported === CLIENT_CLASS || b.exported === "*"),
      );
      if (kept.length) watched.set(local, kept);
    }
    const index = treeIndex(ctx);
    if (watched.size) {
      index
        .find(j.Identifier, (n: any) => watched.has(n.name))
        .forEach((p: any) => {
          const b = watched.get(p.node.name)!.find((x) => p.scope?.lookup(p.node.name) === x.scope);
          if (!b || isDeclarationOrName(p) || ctx.isIgnored(p.node)) return;
          if (b.exported === CLIENT_CLASS) checkClassUse(ctx, p);
          else {
            // `mod.MultiServerMCPClient` is the class itself; other members are read in place.
            const m = p.parent?.node;
            if (/MemberExpression$/.test(m?.type) && m.object === p.node) {
              if (!m.computed && m.property.name === CLIENT_CLASS) checkClassUse(ctx, p.parent);
              return;
            }
            checkModuleUse(ctx, p);
          }
        });
    }
    // `import("<old>").then(register)`: what the callback reads from the module is not
    // followed (a function callback is: its parameter is bound in `lib/old-package.ts`);
    // neither is `register(await import("<old>"))` unless `register`'s parameter is.
    if (/\bimport\s*\(/.test(ctx.file.source)) {
      index
        .find(j.Node, (n: any) => isOldDynamicImport(n))
        .forEach((p: any) => {
          if (ctx.isIgnored(p.node)) return;
          let up = p;
          while (up.parent?.node.type === "ParenthesizedExpression") up = up.parent;
          const m = up.parent?.node;
          if (/MemberExpression$/.test(m?.type) && m.object === up.node && !m.computed) {
            if (["then", "catch", "finally"].includes(m.property.name) && !followedThen(up.parent))
              passedAlong(ctx, p, "module");
            return;
          }
          // (`const mod = await import(…)` binds the module: its uses are checked above.)
          const awaited = up.parent?.node.type === "AwaitExpression" ? outermost(up.parent) : null;
          if (/CallExpression$/.test(awaited?.parent?.node.type ?? ""))
            checkModuleUse(ctx, awaited);
        });
    }
  },
};

/** A declaration of the name, a property key, a type position: not a use of the value. */
function isDeclarationOrName(p: any): boolean {
  const parent = p.parent?.node;
  if (!parent) return true;
  if (
    /^Import(Default|Namespace)?Specifier$|^Export(Default|Namespace)?Specifier$/.test(parent.type)
  )
    return true;
  if (/MemberExpression$/.test(parent.type)) return parent.property === p.node && !parent.computed;
  // Anything inside a destructuring pattern declares (or is a key).
  if (/^(Object)?Property$/.test(parent.type) && p.parent.parent?.node.type === "ObjectPattern")
    return true;
  if (/^(ArrayPattern|AssignmentPattern|RestElement)$/.test(parent.type)) return true;
  if (/^(Object)?Property$/.test(parent.type) && parent.key === p.node && !parent.computed)
    return !parent.shorthand;
  if (parent.type === "VariableDeclarator") return parent.id === p.node;
  if (/^TS/.test(parent.type)) return true;
  return false;
}

/** A class declaration of this file, not exported (directly or by an `export { … }` list). */
function isFileLocalClass(cls: any): boolean {
  if (cls.node.type !== "ClassDeclaration" || /^Export/.test(cls.parent?.node.type ?? ""))
    return false;
  const name = cls.node.id?.name;
  const body = cls.parent?.node.type === "Program" ? cls.parent.node.body : [];
  return !body.some(
    (st: any) =>
      st.type === "ExportNamedDeclaration" &&
      !st.source &&
      (st.specifiers ?? []).some((s: any) => s.local?.name === name),
  );
}

/** The path above `p`'s parentheses and TS wrappers (`(X as never)!`). */
function outermost(p: any): any {
  let at = p;
  while (
    /^(ParenthesizedExpression|TSAsExpression|TSNonNullExpression)$/.test(at.parent?.node.type)
  )
    at = at.parent;
  return at;
}

function checkClassUse(ctx: SourceContext, p: any): void {
  const at = outermost(p);
  const parent = at.parent?.node;
  if (!parent) return;
  switch (parent.type) {
    case "NewExpression":
      if (parent.callee === at.node) return;
      return passedAlong(ctx, at, "class");
    case "MemberExpression":
    case "OptionalMemberExpression":
      // `X.fromConfigFile(…)`, `X.prototype` (spies), other statics read in place.
      return;
    case "BinaryExpression":
      return;
    case "ClassDeclaration":
    case "ClassExpression":
      // A class declared here and not exported: its config (`super(…)`), its own calls and
      // its instances in this file are followed. Elsewhere they are not.
      if (parent.superClass === at.node && !isFileLocalClass(at.parent))
        ctx.todo(
          at.node,
          `${NAME}/subclass`,
          parent.type === "ClassExpression"
            ? "a class expression extending the old client (now MCPAdapter): its config passed to super(…) and its own calls are migrated, but not its instances (built where the class value goes): they must call listTools/connect/client"
            : "an exported subclass of the old client (now MCPAdapter): its config passed to super(…) and its own calls are migrated, and its constructions and calls in the other modules of this run; elsewhere they must call listTools/connect/client",
        );
      return;
    case "CallExpression":
    case "OptionalCallExpression": {
      if (parent.callee === at.node) return;
      const callee = calleeName(parent.callee);
      if (callee && INSPECTORS.test(callee)) return;
      if (isAssertion(parent)) return;
      return passedAlong(ctx, at, "class");
    }
    case "VariableDeclarator":
    case "AssignmentExpression":
    case "ReturnStatement":
    case "ArrayExpression":
    case "Property":
    case "ObjectProperty":
    case "ArrowFunctionExpression":
      return passedAlong(ctx, at, "class");
    default:
      return;
  }
}

/**
 * `expect(x).toBeInstanceOf(X)`, `expect(f).not.toThrow(X)`, `expect(p).resolves.toBe(X)`: a
 * matcher on an `expect(…)` chain only compares with the class, it builds nothing from it.
 */
function isAssertion(call: any): boolean {
  let n = unwrap(call.callee);
  if (!/MemberExpression$/.test(n?.type)) return false;
  for (n = unwrap(n.object); /MemberExpression$/.test(n?.type); n = unwrap(n.object));
  return /CallExpression$/.test(n?.type) && /^expect(\.soft)?$/.test(calleeName(n.callee) ?? "");
}

/** `.then((mod) => …)`: a function callback, whose parameter is followed (`lib/old-package.ts`). */
function followedThen(member: any): boolean {
  const call = member.parent?.node;
  return (
    /CallExpression$/.test(call?.type) &&
    call.callee === member.node &&
    /Function/.test(call.arguments[0]?.type ?? "")
  );
}

/** Is the module object at `at` an argument whose parameter is followed as the module object? */
function handedToFollowed(ctx: SourceContext, at: any, call: any): boolean {
  const i = call.arguments.indexOf(at.node);
  const callee = unwrap(call.callee);
  if (i < 0 || callee?.type !== "Identifier") return false;
  for (const list of getOldBindings(ctx).values())
    for (const b of list) {
      const fn = b.parameter?.parent;
      if (b.exported !== "*" || !fn || fn.node.params[i] !== b.parameter.node) continue;
      const id = fn.node.id ?? fn.parent?.node.id;
      if (id?.name === callee.name) return true;
    }
  return false;
}

function checkModuleUse(ctx: SourceContext, p: any): void {
  const at = outermost(p);
  const parent = at.parent?.node;
  if (!parent) return;
  if (/CallExpression$/.test(parent.type) && parent.callee !== at.node) {
    const callee = calleeName(parent.callee);
    if (callee && INSPECTORS.test(callee)) return;
    if (handedToFollowed(ctx, at, parent)) return;
    return passedAlong(ctx, at, "module");
  }
  if (
    /^(VariableDeclarator|AssignmentExpression|ReturnStatement|ArrayExpression|ObjectProperty|Property)$/.test(
      parent.type,
    ) &&
    parent.id !== at.node
  )
    passedAlong(ctx, at, "module");
}

function passedAlong(ctx: SourceContext, p: any, what: "class" | "module"): void {
  ctx.todo(
    p.node,
    `${NAME}/passed-along`,
    what === "class"
      ? "the old client class is handed on here (now MCPAdapter): the code that receives it is not migrated; it must build it as new MCPAdapter(config, options) and call listTools/connect/client"
      : "the old module object is handed on here (now langchain-mcp-bridge): the code that reads names from it (MultiServerMCPClient, …) and calls their methods is not migrated",
  );
}

export default toJscodeshift(migration);
