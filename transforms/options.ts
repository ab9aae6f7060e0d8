/**
 * options: the old client's options move out of the config into MCPAdapter's second argument.
 *
 * Runs after `client-config` normalised the construction, before `methods`:
 * - `prefixToolNameWithServerName` / `additionalToolNamePrefix` (or their absence) →
 *   `toolNames` that keeps every tool's exact old name, with the defaults of the installed
 *   generation (0.4–0.5: `mcp__server__tool`; otherwise bare), literal or not;
 * - `onConnectionError`: `"throw"` and functions as they are, `"ignore"` → `"skip"`;
 * - `defaultToolTimeout` → `timeout`;
 * - `throwOnLoadError`, `useStandardContentBlocks`, `outputHandling`: removed, with a note;
 * - callbacks and hooks (`onMessage`, `onProgress`, `beforeToolCall`, …) are moved unchanged
 *   for the callback/hook transforms to rewrite;
 * - anything else stays where it is, with a TODO.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { declaredConfigsOf, importedConfigOf, projectConfigs } from "./lib/project-configs.js";
import { findConstructions } from "./lib/clients.js";
import { describe, pathOf, resolveObject } from "./lib/config.js";
import { hasOldBindings } from "./lib/old-package.js";
import { clientNamingDefaults, toolNamesValue } from "./lib/tool-names.js";
import { isBuiltGroup } from "./lib/client-group.js";
import {
  CALLBACK_OPTIONS,
  NAMING_OPTIONS,
  OLD_OPTION_KEYS,
  RENAMED_CLIENT_OPTIONS,
  REMOVED_CLIENT_OPTIONS,
  removedOptionNote,
} from "./lib/old-options.js";
import { buildObject, parseExpression, removeProperties, type Member } from "./lib/text.js";
import { keyName, literalValue, unwrap } from "./lib/ast.js";
import { reportable } from "./lib/report.js";

const NAME = "options";

const isLoaderCall = (node: any) => {
  const n = unwrap(node);
  return (
    n?.type === "CallExpression" &&
    n.callee.type === "Identifier" &&
    /loadMCPConfig$/.test(n.callee.name)
  );
};

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Move the old client's options to MCPAdapter's options: toolNames that keep the old names, timeout, onConnectionError",
  prepasses: [projectClients, projectConfigs],
  mentions: ["MultiServerMCPClient"],
  run(ctx) {
    // A config literal whose options the constructing modules now pass (the pre-pass's facts).
    for (const declared of declaredConfigsOf(ctx))
      if (declared.moved) dropOptions(ctx, declared.path);
    if (!hasOldBindings(ctx)) return;
    for (const c of findConstructions(ctx)) {
      if (c.kind === "fromConfigFile" || ctx.isIgnored(c.path.node)) continue;
      if (c.path.node.arguments.length > 1) continue;
      migrateOptions(ctx, c.path);
    }
  },
};

function migrateOptions(ctx: SourceContext, path: any): void {
  const { j } = ctx;
  const arg = path.node.arguments[0];
  const out: Member[] = [];
  let naming: { prefix?: any; add?: any } = {};
  let namingAt = 0;
  let assumed = false;
  /** False when the naming options stay as they are (with a TODO): nothing was assumed. */
  let namesBuilt = true;
  const fromFile = !arg || isLoaderCall(arg);
  let config: any = null;

  if (!fromFile) {
    const r = resolveObject(ctx, path, arg);
    if (!r.object) {
      const imported = importedConfigOf(ctx, path, arg);
      if (!imported) {
        // Untraceable (a parameter, injected, read at run time): client-config left the TODO.
        // Its options cannot be seen, but the names the old client gave by default are kept
        // (the runtime's default prefixes the names of several servers).
        const names = toolNamesValue(
          ctx,
          undefined,
          undefined,
          clientNamingDefaults(ctx.options.oldVersion).defaults,
        );
        if (names) {
          path.node.arguments.push(buildObject(ctx, [{ key: "toolNames", value: names }]));
          ctx.changed();
        }
        return;
      }
      if (!imported.options) {
        ctx.todo(
          path.node,
          `${NAME}/imported-options`,
          `the options of \`${describe(ctx, arg)}\` (in "${imported.specifier}") could not be moved here (${imported.kept}): give them to MCPAdapter as its second argument (toolNames, timeout, onConnectionError, …)`,
        );
        return;
      }
      // Its options, moved from the declaring module: worked on here as if written inline.
      r.object = optionsLiteral(ctx, imported.options);
    } else if (!r.path) r.path = pathOf(ctx, path, r.object);
    config = r.object;
    const d = clientNamingDefaults(ctx.options.oldVersion);
    const defaults = d.defaults;
    assumed = !d.known;
    const kept: any[] = [];
    for (const prop of config.properties) {
      if (prop.type === "SpreadElement" || prop.type === "SpreadProperty") {
        kept.push(prop);
        spreadOptions(ctx, path, prop);
        continue;
      }
      const key = keyName(prop) ?? methodName(prop);
      const value = prop.value;
      switch (key) {
        case "mcpServers":
          kept.push(prop);
          break;
        case NAMING_OPTIONS.prefix:
          if (!naming.prefix && !naming.add) namingAt = out.length;
          naming = { ...naming, prefix: prop };
          break;
        case NAMING_OPTIONS.add:
          if (!naming.prefix && !naming.add) namingAt = out.length;
          naming = { ...naming, add: prop };
          break;
        case "onConnectionError": {
          const v = literalValue(value);
          out.push(
            v === "ignore"
              ? { key: "onConnectionError", value: j.stringLiteral("skip") }
              : { prop },
          );
          break;
        }
        default:
          if (key && key in RENAMED_CLIENT_OPTIONS) {
            out.push({ key: RENAMED_CLIENT_OPTIONS[key], value });
          } else if (key && key in REMOVED_CLIENT_OPTIONS) {
            const note = removedOptionNote(key, literalValue(value));
            if (note)
              ctx.note(reportable(ctx, prop, path.node), `${NAME}/${note.rule}`, note.message);
          } else if (key && CALLBACK_OPTIONS.has(key)) {
            // `onMessage(log) {}`: the callback transforms work on `key: function`, so the
            // method becomes a property holding the same function (same `this`, same body).
            out.push({ prop: prop.type === "ObjectMethod" ? methodAsProperty(ctx, prop) : prop });
          } else {
            kept.push(prop);
            ctx.todo(
              path.node,
              `${NAME}/unknown-option`,
              `\`${key ?? describe(ctx, prop.key)}\` is not an option of MCPAdapter: remove it or find its counterpart`,
            );
          }
      }
    }
    // The prefix props stay where they are when their value cannot be re-evaluated.
    const names = toolNamesValue(ctx, naming.prefix?.value, naming.add?.value, defaults);
    if (!names) {
      namesBuilt = false;
      if (naming.prefix) kept.push(naming.prefix);
      if (naming.add) kept.push(naming.add);
      ctx.todo(
        path.node,
        `${NAME}/tool-names`,
        "the tool-name prefix options are computed with side effects: set MCPAdapter's `toolNames` to `(server, tool) => …` giving the names the old client produced",
      );
    } else {
      out.splice(namingAt, 0, { key: "toolNames", value: names });
    }
    if (kept.length !== config.properties.length) {
      const keptSet = new Set(kept);
      const objPath = r.path;
      if (objPath) {
        removeProperties(
          ctx,
          objPath,
          new Set(config.properties.filter((p: any) => !keptSet.has(p))),
        );
        config = objPath.node;
      } else {
        config.properties = kept;
      }
      ctx.changed();
    }
  } else {
    // File configs (0.2/0.3 `fromConfigFile`, `./mcp.json`) had no naming options: bare names.
    out.push({ key: "toolNames", value: j.stringLiteral("bare") });
  }

  // Any naming option left out took a default that differs by generation; so does one whose
  // value is computed (the generated names fall back to the default when it is undefined).
  const takesDefault = (prop: any) => (prop ? whenComputed(prop.value) : "");
  const defaulted = [
    ...(naming.prefix && !takesDefault(naming.prefix)
      ? []
      : [
          `prefixToolNameWithServerName${takesDefault(naming.prefix)} (false since 0.6, true in 0.4–0.5)`,
        ]),
    ...(naming.add && !takesDefault(naming.add)
      ? []
      : [`additionalToolNamePrefix${takesDefault(naming.add)} ("" since 0.6, "mcp" in 0.4–0.5)`]),
  ];
  if (assumed && namesBuilt && defaulted.length) {
    ctx.note(
      path.node,
      `${NAME}/assumed-tool-names`,
      `the installed @langchain/mcp-adapters version is unknown: the tool names assume the defaults since 0.6 for ${defaulted.join(" and ")}; under 0.4–0.5 the old names were ${naming.add || naming.prefix ? "different (see the defaults named here)" : "mcp__<server>__<tool>"}`,
    );
  }
  path.node.arguments.push(buildObject(ctx, out));
  // A ClientGroup built by client-config becomes the adapter's target.
  const inline = unwrap(path.node.arguments[0]);
  if (
    config &&
    inline === config &&
    config.properties.length === 1 &&
    keyName(config.properties[0]) === "mcpServers" &&
    isBuiltGroup(ctx, config.properties[0].value)
  ) {
    path.node.arguments[0] = config.properties[0].value;
  }
  ctx.changed();
}

/** `{ key: value, … }` parsed from the declaring module's text (its values are printed here). */
function optionsLiteral(ctx: SourceContext, options: { key: string; value: string }[]): any {
  const text = options.map((o) => `${JSON.stringify(o.key)}: ${o.value}`).join(", ");
  return parseExpression(ctx, `{ ${text} }`);
}

/** The declaring module's side: the literal keeps only `mcpServers`. */
function dropOptions(ctx: SourceContext, at: any): void {
  const moved = new Set(
    at.node.properties.filter((p: any) => OLD_OPTION_KEYS.has(keyName(p) ?? "")),
  );
  if (!moved.size) return;
  removeProperties(ctx, at, moved);
  ctx.changed();
}

/**
 * `{ ...base, mcpServers }`: MCPAdapter's config takes `mcpServers` only. A spread followed to
 * an object literal is marked only when it holds other keys, named; one that cannot be
 * followed is marked with every old option it might hold.
 */
function spreadOptions(ctx: SourceContext, path: any, prop: any): void {
  const spread = describe(ctx, prop.argument);
  const r = resolveObject(ctx, path, prop.argument);
  if (r.object) {
    const keys = r.object.properties.map((p: any) =>
      p.type === "SpreadElement" || p.type === "SpreadProperty"
        ? `...${describe(ctx, p.argument)}`
        : (keyName(p) ?? describe(ctx, p.key)),
    );
    const old = keys.filter((k: string) => k !== "mcpServers");
    if (old.length === 0) return;
    ctx.todo(
      path.node,
      `${NAME}/spread-options`,
      `the config spreads \`${spread}\`, which holds ${old.map((k: string) => `\`${k}\``).join(", ")}: MCPAdapter's config takes only mcpServers; move the options to its second argument (toolNames, timeout, onConnectionError, …)`,
    );
    return;
  }
  ctx.todo(
    path.node,
    `${NAME}/spread-options`,
    `the config spreads \`${spread}\` (${r.reason ?? "not followed"}): MCPAdapter's config takes only mcpServers; if it holds any of ${[...OLD_OPTION_KEYS].join(", ")}, move them to its second argument`,
  );
}

/** " when undefined" for a computed option value (it may take the default), else "". */
function whenComputed(value: any): string {
  return literalValue(value) === undefined ? " when undefined" : "";
}

/** The name of a plain object method (`onMessage(log) {}`), null for anything else. */
function methodName(prop: any): string | null {
  if (prop?.type !== "ObjectMethod" || prop.kind !== "method" || prop.computed) return null;
  return prop.key?.type === "Identifier" ? prop.key.name : null;
}

/** `name(params) { body }` → `name: function (params) { body }` (async/generator kept). */
function methodAsProperty(ctx: SourceContext, method: any): any {
  const { j } = ctx;
  const fn = j.functionExpression(null, method.params, method.body, method.generator, false);
  fn.async = Boolean(method.async);
  if (method.returnType) (fn as any).returnType = method.returnType;
  if (method.typeParameters) (fn as any).typeParameters = method.typeParameters;
  const prop = j.objectProperty(j.identifier(method.key.name), fn);
  (prop as any).comments = method.comments;
  return prop;
}

export default toJscodeshift(migration);
