/**
 * callbacks: the old client's notification callbacks become the runtime's handlers.
 *
 * Runs after `options` moved the callbacks, unchanged, into MCPAdapter's options object (and
 * `load-mcp-tools` into `new MCPAdapter(client, { … })`), before `methods` and `imports`
 * (`order.ts`). When `options` did not run, the callbacks are still in the config
 * (the constructor's only argument) and are rewritten there.
 * - `onMessage(log, source)` → `logHandler`: same arguments (`source.server`); only the old
 *   `source.options` is gone (reported when the function may read it);
 * - `onProgress(progress, source)` → `progressHandler: (progress, total, message, source) => …`
 *   calling the old function with `{ progress, total?, message? }` and
 *   `{ type: "tool", name, server }` (the old `source.args` is gone: reported);
 * - `onToolsListChanged`, `onPromptsListChanged`, `onResourcesListChanged`,
 *   `onResourcesUpdated`, `onRootsListChanged`, `onInitialized`, `onCancelled` → one
 *   `messageHandler` that dispatches on `notification.method` and calls each old function
 *   with the arguments it received before.
 * Inline functions stay where they are (called in place, so TypeScript still types their
 * parameters from the arguments); names are called; any other expression (a factory call) is
 * evaluated once, as before, by binding it through a wrapping arrow.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import {
  argsFor,
  callbackKind,
  isTypeScript,
  findOptionSites,
  functionOf,
  propsByKey,
  readsParamProperty,
  reindent,
  serverNameNote,
  type OptionsSite,
} from "./lib/callback-options.js";
import { hasOldBindings } from "./lib/old-package.js";
import { reportable } from "./lib/report.js";
import {
  buildObject,
  indentUnit,
  parseExpression,
  removeProperties,
  sourceOf,
} from "./lib/text.js";
import { namesInFile } from "./lib/target-import.js";
import { lookup } from "./lib/scope.js";
import { unwrap } from "./lib/ast.js";

const NAME = "callbacks";

/** Old list-changed style callbacks → the notification method each one received. */
export const NOTIFICATIONS: Record<string, string> = {
  onToolsListChanged: "notifications/tools/list_changed",
  onPromptsListChanged: "notifications/prompts/list_changed",
  onResourcesListChanged: "notifications/resources/list_changed",
  onResourcesUpdated: "notifications/resources/updated",
  onRootsListChanged: "notifications/roots/list_changed",
  onInitialized: "notifications/initialized",
  onCancelled: "notifications/cancelled",
};

const KEYS = new Set(["onMessage", "onProgress", ...Object.keys(NOTIFICATIONS)]);

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Turn onMessage/onProgress/list-changed callbacks into logHandler, progressHandler and one messageHandler",
  prepasses: [projectClients],
  mentions: [...KEYS],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    for (const site of findOptionSites(ctx, KEYS)) {
      if (ctx.isIgnored(site.owner.node)) continue;
      migrateSite(ctx, site);
    }
  },
};

/** A callback as it will be called from generated code. */
interface Callee {
  key: string;
  prop: any;
  /** Text to put before `(…)`: `(inline fn)`, `name`, or the bound parameter's name. */
  call: string;
  /** For a computed value: the expression text bound once. */
  bound?: string;
  /** The argument list for a call with these arguments (trimmed for inline functions). */
  args(...args: string[]): string;
}

function migrateSite(ctx: SourceContext, site: OptionsSite): void {
  const object = site.path.node;
  const props = propsByKey(object, KEYS);
  const taken = new Set(["logHandler", "progressHandler", "messageHandler"]);
  const clash = object.properties.find((p: any) => taken.has(p.key?.name ?? p.key?.value));
  if (clash) {
    ctx.todo(
      site.owner.node,
      `${NAME}/handler-exists`,
      `these options set both old callbacks (${[...props.keys()].join(", ")}) and the runtime's handlers: merge them by hand into logHandler/progressHandler/messageHandler`,
    );
    return;
  }
  for (const [key, prop] of props) {
    if (callbackKind(prop) === "method") {
      ctx.todo(
        site.owner.node,
        `${NAME}/method`,
        `\`${key}\` is written as a method: write it as \`${key}: (…) => …\` and run the codemod again`,
      );
      return;
    }
  }
  // Names the generated parameters must not shadow: everything the callbacks' text mentions.
  const used = freeNames(ctx, site.path, [...props.values()]);
  // Each generated handler is its own scope: names are fresh per handler.
  let scopeNames = new Set(used);
  const fresh = (name: string) => {
    let n = name;
    while (scopeNames.has(n)) n = `${n}_`;
    scopeNames.add(n);
    return n;
  };
  const fileNames = namesInFile(ctx);
  const callee = (key: string, prop: any): Callee => {
    const kind = callbackKind(prop);
    const text = sourceOf(ctx, prop.value);
    const args = (...a: string[]) =>
      argsFor(ctx, functionOf(ctx, site.owner, prop.value) ?? prop.value, a);
    if (kind === "inline") return { key, prop, call: `(${text})`, args };
    if (kind === "reference") return { key, prop, call: text, args };
    let bound = key;
    while (used.has(bound) || fileNames.has(bound)) bound = `${bound}_`;
    used.add(bound);
    return { key, prop, call: bound, bound: text, args };
  };
  const unit = indentUnit(ctx);
  const remove = new Set<any>();
  if (!site.construction) serverNameNote(ctx, site, NAME);

  const onMessage = props.get("onMessage");
  if (onMessage) {
    reportSourceOptions(ctx, site, onMessage, 1, "onMessage");
    renameKey(onMessage, "logHandler");
  }

  const onProgress = props.get("onProgress");
  if (onProgress) {
    const c = callee("onProgress", onProgress);
    const [progress, total, message, source] = ["progress", "total", "message", "source"].map(
      fresh,
    );
    const fn = functionOf(ctx, site.owner, onProgress.value);
    const readsArgs = readsParamProperty(ctx, fn, 1, "args");
    if (readsArgs !== false) {
      const msg =
        "`onProgress` became `progressHandler`: its `source` still has `type`, `name` (the tool) and `server`, but no longer the call's `args`";
      if (readsArgs) ctx.todo(site.owner.node, `${NAME}/progress-args`, msg);
      else ctx.note(reportable(ctx, onProgress, site.owner.node), `${NAME}/progress-args`, msg);
    }
    const progressArg = `{ ${shorthand("progress", progress)}, ...(${total} === undefined ? {} : { ${shorthand("total", total)} }), ...(${message} === undefined ? {} : { ${shorthand("message", message)} }) }`;
    const sourceArg = `{ type: "tool", name: ${source}.tool ?? "", server: ${source}.server }`;
    const args = c.args(progressArg, sourceArg);
    let value: string;
    if (c.prop && callbackKind(c.prop) === "inline") {
      // Called in place: TypeScript types the function's parameters from these arguments.
      const body = args
        ? `${c.call}(\n${unit}${args.replace(", { type:", `,\n${unit}{ type:`)},\n)`
        : `${c.call}()`;
      value = `(${progress}, ${total}, ${message}, ${source}) =>\n${unit}${reindent(body, unit)}`;
    } else {
      // Named values: the old shapes go through variables (a declared parameter type may be narrower).
      const [p, s] = [fresh("oldProgress"), fresh("oldSource")];
      const names = c.args(p, s);
      value =
        `(${progress}, ${total}, ${message}, ${source}) => {\n` +
        (names.includes(p) ? `${unit}const ${p} = ${progressArg};\n` : "") +
        (names.includes(s) ? `${unit}const ${s} = ${sourceArg};\n` : "") +
        `${unit}return ${c.call}(${names});\n` +
        `}`;
    }
    if (c.bound) value = `((${c.call}) =>\n${unit}${reindent(value, unit)})(${c.bound})`;
    setValue(ctx, onProgress, "progressHandler", value);
  }

  const notes = Object.keys(NOTIFICATIONS).filter((k) => props.has(k));
  if (notes.length) {
    scopeNames = new Set(used);
    const notification = fresh("notification");
    const source = fresh("source");
    const callees = notes.map((k) => callee(k, props.get(k)));
    const cases = callees.map((c) => caseFor(c, notification, source, unit, isTypeScript(ctx)));
    for (const c of callees) {
      const index = c.key === "onResourcesUpdated" || c.key === "onCancelled" ? 1 : 0;
      reportSourceOptions(ctx, site, c.prop, index, c.key);
    }
    const hasAwait = callees.some((c) => c.key === "onCancelled");
    let value =
      `${hasAwait ? "async " : ""}(${notification}, ${source}) => {\n` +
      `${unit}switch (${notification}.method) {\n` +
      cases.map((t) => indentAll(t, unit + unit)).join("\n") +
      `\n${unit}}\n}`;
    const bound = callees.filter((c) => c.bound);
    if (bound.length) {
      value =
        `((${bound.map((c) => c.call).join(", ")}) =>\n${unit}${reindent(value, unit)})(` +
        `${bound.map((c) => c.bound).join(", ")})`;
    }
    const first = props.get(notes[0]);
    setValue(ctx, first, "messageHandler", value);
    for (const k of notes.slice(1)) remove.add(props.get(k));
  }
  if (remove.size) removeProperties(ctx, site.path, remove);
  // A one-line options object (as `options` builds short ones) that now holds a multi-line
  // handler is laid out one member per line.
  const now = site.path.node;
  const oneLine = !now.loc || now.loc.start.line === now.loc.end.line;
  if (oneLine && now.properties.some((p: any) => sourceOf(ctx, p).includes("\n"))) {
    site.path.replace(
      buildObject(
        ctx,
        now.properties.map((prop: any) => ({ prop })),
      ),
    );
  }
  ctx.changed();
}

/** One `case` of the generated `messageHandler`, calling the old function as it was called. */
function caseFor(
  c: Callee,
  notification: string,
  source: string,
  unit: string,
  ts: boolean,
): string {
  const as = (type: string) => (ts ? ` as ${type}` : "");
  const method = JSON.stringify(NOTIFICATIONS[c.key]);
  const call = reindent(c.call, unit);
  if (c.key === "onResourcesUpdated") {
    return `case ${method}:\n${unit}return ${call}(${c.args(`{ uri: ${notification}.params?.uri${as("string")} }`, source)});`;
  }
  if (c.key === "onCancelled") {
    // The old client skipped cancellations without a request id and swallowed rejections.
    return (
      `case ${method}: {\n` +
      `${unit}const requestId = ${notification}.params?.requestId${as("string | number | undefined")};\n` +
      `${unit}if (requestId == null) return;\n` +
      `${unit}const reason = ${notification}.params?.reason${as("string | undefined")};\n` +
      `${unit}await Promise.resolve(${call}(${c.args("{ requestId, reason }", source)})).catch(() => {});\n` +
      `${unit}return;\n` +
      `}`
    );
  }
  return `case ${method}:\n${unit}return ${call}(${c.args(source)});`;
}

/** Indent every line of `text` (the first included) by `indent`. */
function indentAll(text: string, indent: string): string {
  return text
    .split("\n")
    .map((l) => (l.trim().length ? indent + l : l))
    .join("\n");
}

/**
 * Identifiers the callbacks' text refers to outside themselves (their own parameters and
 * locals do not count): generated parameters must not shadow these.
 */
function freeNames(ctx: SourceContext, objectPath: any, props: any[]): Set<string> {
  const used = new Set<string>();
  objectPath.node.properties.forEach((prop: any, i: number) => {
    if (!props.includes(prop) || !prop.value) return;
    const valuePath = objectPath.get("properties", i, "value");
    ctx
      .j(valuePath)
      .find(ctx.j.Identifier)
      .forEach((p: any) => {
        const parent = p.parent?.node;
        // `x.total`, `{ total: … }`: property names, not references.
        if (
          (parent?.type === "MemberExpression" || parent?.type === "OptionalMemberExpression") &&
          parent.property === p.node &&
          !parent.computed
        )
          return;
        if (
          (parent?.type === "ObjectProperty" || parent?.type === "Property") &&
          parent.key === p.node &&
          !parent.shorthand &&
          !parent.computed
        )
          return;
        const scope = lookup(p.scope, p.node.name);
        for (let q = scope?.path; q; q = q.parent) if (q.node === prop.value) return;
        used.add(p.node.name);
      });
    if (prop.value.type === "Identifier") used.add(prop.value.name);
  });
  return used;
}

function shorthand(key: string, name: string): string {
  return key === name ? key : `${key}: ${name}`;
}

/** Rename a property's key in place (a shorthand `{ onMessage }` gets its value spelled out). */
function renameKey(prop: any, key: string): void {
  if (prop.shorthand) prop.shorthand = false;
  prop.key = { type: "Identifier", name: key };
}

/** Replace a property's key and value; the value is parsed from `text` so it prints as written. */
function setValue(ctx: SourceContext, prop: any, key: string, text: string): void {
  prop.shorthand = false;
  prop.key = ctx.j.identifier(key);
  prop.value = parseExpression(ctx, text);
}

/**
 * The old callbacks received `source = { server, options }`; the runtime's `source` is
 * `{ server }`. Report it where the function reads `options` (TODO) or cannot be seen (note).
 */
function reportSourceOptions(
  ctx: SourceContext,
  site: OptionsSite,
  prop: any,
  index: number,
  key: string,
): void {
  const fn = functionOf(ctx, site.owner, unwrap(prop.value));
  const reads = readsParamProperty(ctx, fn, index, "options");
  if (reads === false) return;
  const msg = `\`${key}\`: the runtime's \`source\` carries the server name only; the old \`source.options\` (the server's connection config) is no longer passed`;
  if (reads) ctx.todo(site.owner.node, `${NAME}/source-options`, msg);
  else ctx.note(reportable(ctx, prop, site.owner.node), `${NAME}/source-options`, msg);
}

export default toJscodeshift(migration);
