/**
 * tool-name-strings: with `--adopt-prefixes` only, switch a client to the runtime's own tool
 * names and rewrite the string literals that name its tools.
 *
 * By default every migration keeps the exact old names (`options` sets `toolNames`), so tool
 * names in strings keep working and this transform does nothing.
 *
 * Runs after `options` wrote `toolNames`, before `methods`/`imports`: for every
 * `new MultiServerMCPClient(config, { toolNames, … })` whose servers are static keys of an
 * object literal and whose `toolNames` is one `options` generates (`"bare"` or a template
 * arrow), `toolNames` is removed (the runtime then names tools `{server}_{tool}` with several
 * servers, and by their own names with one), and in this file:
 * - `x.name === "…"` (and `==`, `!==`, `!=`, either side), `case "…"` of `switch (x.name)`,
 *   `["…"].includes(x.name)`, `toolChoice: "…"` and the keys of `interruptOn: { … }`
 *   are rewritten from the old name to the new one;
 * - a literal that is an old bare name while there are several servers cannot be tied to one
 *   server: TODO, as is a `toolNames` the transform cannot read.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { findConstructions } from "./lib/clients.js";
import { resolveObject } from "./lib/config.js";
import { hasOldBindings } from "./lib/old-package.js";
import { treeIndex } from "./lib/tree-index.js";
import { removeProperties } from "./lib/text.js";
import { keyName, literalValue, propOf, unwrap } from "./lib/ast.js";

const NAME = "tool-name-strings";

/** How one client named its tools before, and names them now. */
interface Naming {
  servers: string[];
  /** Old name → tool, for a given server (null when it does not match). */
  oldTool(name: string, server: string): string | null;
  /** Old names carried no server: a bare name cannot be tied to one of several servers. */
  bare: boolean;
}

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "--adopt-prefixes: drop the name-keeping toolNames and rewrite tool names in strings to {server}_{tool}",
  prepasses: [projectClients],
  mentions: ["MultiServerMCPClient"],
  run(ctx) {
    if (!ctx.options.adoptPrefixes || !hasOldBindings(ctx)) return;
    const namings: Naming[] = [];
    for (const c of findConstructions(ctx)) {
      if (c.kind === "fromConfigFile" || ctx.isIgnored(c.path.node)) continue;
      const n = adopt(ctx, c.path);
      if (n) namings.push(n);
    }
    if (namings.length) rewriteLiterals(ctx, namings);
  },
};

/** Read the client's servers and old naming, and drop `toolNames`. Null when it cannot. */
function adopt(ctx: SourceContext, path: any): Naming | null {
  const [config, options] = path.node.arguments;
  const r = resolveObject(ctx, path, config);
  const servers = r.object && unwrap(propOf(r.object, "mcpServers")?.value);
  const keys =
    servers?.type === "ObjectExpression" ? servers.properties.map((p: any) => keyName(p)) : [];
  const optionsObj = unwrap(options);
  const toolNames = optionsObj?.type === "ObjectExpression" && propOf(optionsObj, "toolNames");
  const naming = toolNames ? oldNaming(toolNames.value) : null;
  if (!keys.length || keys.includes(null) || !toolNames || !naming) {
    ctx.todo(
      path.node,
      `${NAME}/unknown-names`,
      "--adopt-prefixes: the codemod cannot read this client's servers or old tool names, so it kept them (toolNames); switch to the runtime's {server}_{tool} names by hand, with every string that names a tool",
    );
    return null;
  }
  const optionsPath = path.get("arguments", 1);
  removeProperties(ctx, optionsPath, new Set([toolNames]));
  // `new MCPAdapter(config, {})`: an empty options object says nothing.
  if (unwrap(path.node.arguments[1])?.properties?.length === 0) path.node.arguments.splice(1, 1);
  ctx.note(
    path.node,
    `${NAME}/adopted`,
    keys.length > 1
      ? `--adopt-prefixes: tools of this client are now named {server}_{tool} (servers: ${keys.join(", ")})`
      : `--adopt-prefixes: tools of this client now keep the server's own names`,
  );
  ctx.changed();
  return { servers: keys as string[], ...naming };
}

/** The old naming from the `toolNames` value that `options` wrote. */
function oldNaming(value: any): Omit<Naming, "servers"> | null {
  const v = unwrap(value);
  if (literalValue(v) === "bare") return { bare: true, oldTool: (name) => name };
  if (v?.type !== "ArrowFunctionExpression" || v.body.type !== "TemplateLiteral") return null;
  const [serverParam, toolParam] = v.params.map((p: any) => p.name);
  const t = v.body;
  const parts: ({ text: string } | { name: string })[] = [];
  t.quasis.forEach((q: any, i: number) => {
    parts.push({ text: q.value.cooked });
    if (t.expressions[i]) {
      const e = t.expressions[i];
      if (e.type !== "Identifier") parts.push({ name: "?" });
      else
        parts.push({
          name: e.name === serverParam ? "server" : e.name === toolParam ? "tool" : "?",
        });
    }
  });
  if (parts.some((p) => "name" in p && p.name === "?")) return null;
  const usesServer = parts.some((p) => "name" in p && p.name === "server");
  return {
    bare: !usesServer,
    oldTool(name, server) {
      const source = parts
        .map((p) =>
          "text" in p
            ? p.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
            : p.name === "server"
              ? server.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
              : "(.+)",
        )
        .join("");
      const m = new RegExp(`^${source}$`).exec(name);
      return m ? m[1] : null;
    },
  };
}

/** The new name for an old tool-name literal: a string, "ambiguous", or null (not a tool name). */
function newName(namings: Naming[], value: string): string | "ambiguous" | null {
  const hits = new Set<string>();
  let ambiguous = false;
  for (const n of namings) {
    if (n.bare && n.servers.length > 1) {
      ambiguous = true;
      continue;
    }
    for (const s of n.servers) {
      const tool = n.oldTool(value, s);
      if (tool !== null) hits.add(n.servers.length > 1 ? `${s}_${tool}` : tool);
    }
  }
  if (hits.size === 1 && !ambiguous) return [...hits][0];
  if (hits.size > 1 || ambiguous) return "ambiguous";
  return null;
}

function rewriteLiterals(ctx: SourceContext, namings: Naming[]): void {
  const { j } = ctx;
  const rewritten = new Set<any>();
  const apply = (holder: any, set: (v: string) => void, value: unknown, at: any) => {
    if (typeof value !== "string") return;
    const next = newName(namings, value);
    if (next === null || next === value) return;
    if (next === "ambiguous") {
      ctx.todo(
        at.node,
        `${NAME}/ambiguous`,
        `--adopt-prefixes: "${value}" names a tool, but the codemod cannot tell which server it comes from: write "<server>_${value}"`,
      );
      return;
    }
    void holder;
    set(next);
    rewritten.add(next);
    ctx.changed();
  };
  const isNameAccess = (n: any) =>
    (n?.type === "MemberExpression" || n?.type === "OptionalMemberExpression") &&
    !n.computed &&
    n.property.name === "name";
  treeIndex(ctx)
    .find(j.BinaryExpression)
    .forEach((p: any) => {
      const n = p.node;
      if (!["===", "==", "!==", "!="].includes(n.operator)) return;
      for (const side of ["left", "right"] as const) {
        const other = side === "left" ? n.right : n.left;
        if (!isNameAccess(other)) continue;
        apply(n, (v) => (n[side] = j.stringLiteral(v)), literalValue(n[side]), p);
      }
    });
  treeIndex(ctx)
    .find(j.SwitchStatement)
    .forEach((p: any) => {
      if (!isNameAccess(p.node.discriminant)) return;
      for (const c of p.node.cases)
        if (c.test) apply(c, (v) => (c.test = j.stringLiteral(v)), literalValue(c.test), p);
    });
  treeIndex(ctx)
    .find(j.CallExpression)
    .forEach((p: any) => {
      const callee = p.node.callee;
      if (callee.type !== "MemberExpression" || callee.property.name !== "includes") return;
      if (!isNameAccess(p.node.arguments[0]) || callee.object.type !== "ArrayExpression") return;
      const els = callee.object.elements;
      els.forEach((e: any, i: number) =>
        apply(e, (v) => (els[i] = j.stringLiteral(v)), literalValue(e), p),
      );
    });
  treeIndex(ctx)
    .find(j.ObjectExpression)
    .forEach((p: any) => {
      for (const prop of p.node.properties) {
        const key = keyName(prop);
        if ((key === "toolChoice" || key === "tool_choice") && prop.value) {
          apply(prop, (v) => (prop.value = j.stringLiteral(v)), literalValue(prop.value), p);
        }
        if (key === "interruptOn" && unwrap(prop.value)?.type === "ObjectExpression") {
          for (const entry of unwrap(prop.value).properties) {
            const k = keyName(entry);
            if (k === null) continue;
            apply(
              entry,
              (v) => {
                // Keep the key's own form: quoted stays quoted.
                const quoted = entry.key.type !== "Identifier";
                entry.key =
                  !quoted && /^[A-Za-z_$][\w$]*$/.test(v) ? j.identifier(v) : j.stringLiteral(v);
                if (entry.shorthand) entry.shorthand = false;
              },
              k,
              p,
            );
          }
        }
      }
    });
  // Any other string that is an old prefixed name of these servers (`"math__add"` passed
  // around, compared with a variable, written in a prompt): it cannot be proven to name a tool.
  treeIndex(ctx)
    .find(j.StringLiteral)
    .forEach((p: any) => {
      const value = p.node.value;
      if (rewritten.has(value) || p.parent?.node.type === "ImportDeclaration") return;
      const named = namings.some(
        (n) => !n.bare && n.servers.some((server) => n.oldTool(value, server) !== null),
      );
      if (!named) return;
      // A marker on a whole `switch` makes recast reprint it: put it on the case's first statement.
      const parent = p.parent?.node;
      const inCase =
        parent?.type === "SwitchCase" && parent.test === p.node && parent.consequent[0];
      ctx.todo(
        inCase ? p.parent.node.consequent[0] : p.node,
        `${NAME}/unproven`,
        `--adopt-prefixes: "${value}" looks like an old tool name; if it names a tool, write "${newName(namings, value)}"`,
      );
    });
}

export default toJscodeshift(migration);
