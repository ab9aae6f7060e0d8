/**
 * hooks-to-middleware: the old client's `beforeToolCall` / `afterToolCall` hooks become one
 * LangChain middleware (`createMiddleware({ name, wrapToolCall })` from `langchain`).
 *
 * Runs after `options` moved the hooks into MCPAdapter's options and `callbacks` rewrote the
 * notification callbacks; before `methods` renames `getTools`.
 * - the hooks leave the options; a `const mcpToolHooks = createMiddleware(…)` is declared
 *   right after the statement that builds the client. It calls the same functions with the
 *   same arguments (`{ serverName, name, args }`, the agent state, the RunnableConfig), merges
 *   returned `args` into the call's arguments as the old client did, and applies what
 *   `afterToolCall` returns (`{ result }`: a string, a `[content, artifact]` tuple, a
 *   `ToolMessage`, a `Command`), only for this client's MCP tools;
 * - when a `createAgent({ tools })` of this file (after that statement, in its scope) receives
 *   this client's tools (directly or through a variable), the middleware is appended to its
 *   `middleware` array (created if absent); otherwise it is exported (top level) with a TODO
 *   saying where to attach it. `createReactAgent` / `ToolNode` consumers get a TODO;
 * - per-call `headers` returned by `beforeToolCall` are sent through `withMCPCallContext`
 *   around the wrapped call: on that call's HTTP requests only, over the server's own headers.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import {
  argsFor,
  callbackKind,
  isTypeScript,
  findOptionSites,
  functionOf,
  propsByKey,
  reindent,
  serverNameNote,
  type OptionsSite,
} from "./lib/callback-options.js";
import { clientTracker, type ClientTracker } from "./lib/clients.js";
import { projectClients, type ProjectFacts } from "./lib/project.js";
import nodePath from "node:path";
import {
  attachMiddleware,
  consumersOf,
  strayToolsOf,
  type Consumer,
} from "./lib/agent-consumers.js";
import { attachImportedHooks } from "./lib/imported-hooks.js";
import { ensureModuleImport } from "./lib/module-import.js";
import { hasOldBindings } from "./lib/old-package.js";
import { reportable } from "./lib/report.js";
import { indentUnit, removeProperties, sourceOf } from "./lib/text.js";
import { ensureTargetImport, namesInFile, uniqueName, usesRequire } from "./lib/target-import.js";
import { keyName, statementPath, unwrap } from "./lib/ast.js";

const NAME = "hooks-to-middleware";
const KEYS = new Set(["beforeToolCall", "afterToolCall"]);

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Turn beforeToolCall/afterToolCall into a createMiddleware({ wrapToolCall }) attached to the createAgent that uses the tools",
  prepasses: [projectClients],
  run(ctx) {
    const project = projectOf(ctx);
    // No `mentions`: a consumer module named by the pre-pass needs `attachImported` although
    // it names no hook; the hook sites themselves need the keys in the text.
    const named = [...KEYS].some((k) => ctx.file.source.includes(k));
    if (named && hasOldBindings(ctx)) {
      const sites = findOptionSites(ctx, KEYS);
      const tracker = sites.length ? clientTracker(ctx) : null;
      for (const site of sites) {
        if (ctx.isIgnored(site.owner.node)) continue;
        migrateSite(ctx, site, tracker!, project);
      }
    }
    if (project) attachImportedHooks(ctx, project);
  },
};

/** The project facts the engine handed over, if it ran the pre-pass. */
function projectOf(ctx: SourceContext): ProjectFacts | null {
  const p = ctx.factsOf(projectClients);
  return p && typeof p === "object" && p.imports ? p : null;
}

/** Consumers in other modules that will attach this module's middleware. */
function attachedElsewhere(ctx: SourceContext, project: ProjectFacts | null): string[] {
  if (!project) return [];
  const me = nodePath.resolve(ctx.file.path);
  return Object.entries(project.imports)
    .filter(([, list]) => list.some((f) => f.origin === me && f.hooks))
    .map(([file]) => nodePath.relative(nodePath.dirname(me), file));
}

function migrateSite(
  ctx: SourceContext,
  site: OptionsSite,
  tracker: ClientTracker,
  project: ProjectFacts | null,
): void {
  const { j } = ctx;
  const props = propsByKey(site.path.node, KEYS);
  for (const [key, prop] of props) {
    const kind = callbackKind(prop);
    if (kind === "method" || (kind === "inline" && usesThis(ctx, prop.value))) {
      ctx.todo(
        site.owner.node,
        `${NAME}/unsupported-hook`,
        `\`${key}\` is a method or uses \`this\`: write it as an arrow function (or a named function) and run the codemod again`,
      );
      return;
    }
  }
  if (!site.construction) serverNameNote(ctx, site, NAME);
  const stmt = statementPath(j, site.owner);
  const container = stmt?.parent?.node;
  const list: any[] | undefined =
    container?.type === "Program" || container?.type === "BlockStatement"
      ? container.body
      : undefined;
  if (!list) {
    ctx.todo(
      site.owner.node,
      `${NAME}/placement`,
      'beforeToolCall/afterToolCall must become a LangChain middleware (createMiddleware({ wrapToolCall }) from "langchain") added to the createAgent that uses these tools: this construction is in a position where the codemod cannot declare it',
    );
    return;
  }
  const topLevel = container.type === "Program";
  const unit = indentUnit(ctx);
  const clientName = clientVariable(site.owner);
  // A second client's middleware is named after its variable (`webToolHooks`).
  const taken = namesInFile(ctx);
  const mw =
    !taken.has("mcpToolHooks") || !clientName || taken.has(`${clientName}ToolHooks`)
      ? uniqueName(ctx, "mcpToolHooks", taken)
      : `${clientName}ToolHooks`;

  // Values that are not functions or names (a factory call) are evaluated once, before.
  const hoisted: string[] = [];
  const callOf = (key: string): string | null => {
    const prop = props.get(key);
    if (!prop) return null;
    const kind = callbackKind(prop);
    const text = sourceOf(ctx, prop.value);
    if (kind === "inline") return `(${text})`;
    if (kind === "reference") return text;
    const name = uniqueName(ctx, `${mw}${key[0].toUpperCase()}${key.slice(1)}`);
    // Its arity is unknown here: typed loosely so that the three old arguments can be passed.
    hoisted.push(
      isTypeScript(ctx)
        ? `const ${name} = ${text} as (...args: any[]) => unknown;`
        : `const ${name} = ${text};`,
    );
    return name;
  };
  // The function behind a hook when this file shows it (to pass only the arguments it takes).
  const hookFunction = (key: string) => {
    const prop = props.get(key);
    return prop && (functionOf(ctx, site.owner, prop.value) ?? prop.value);
  };
  const before = callOf("beforeToolCall");
  const after = callOf("afterToolCall");

  const beforeProp = props.get("beforeToolCall");
  // Unless the hook surely returns no `headers`, what it returns is sent with the call.
  const sendsHeaders =
    beforeProp !== undefined &&
    returnsHeaders(ctx, functionOf(ctx, site.owner, beforeProp.value)) !== false;
  if (sendsHeaders) {
    ctx.note(
      reportable(ctx, beforeProp, originalNode(ctx, site.owner)),
      `${NAME}/headers`,
      "the `headers` beforeToolCall returns are sent with `withMCPCallContext` on that call's HTTP requests, added over the server entry's own headers on the same connection (the old client opened a connection with only the returned headers); stdio servers ignore them",
    );
  }

  const createMiddleware = ensureModuleImport(ctx, "langchain", "createMiddleware");
  const toolMessage = after ? ensureModuleImport(ctx, "langchain", "ToolMessage") : "";
  const command = after ? ensureModuleImport(ctx, "@langchain/langgraph", "Command") : "";
  const getConfig = ensureModuleImport(ctx, "@langchain/langgraph", "getConfig");
  // CommonJS: a one-line `require` built from text (see ensureModuleImport).
  const targetImport = (name: string) =>
    usesRequire(ctx)
      ? ensureModuleImport(ctx, ctx.options.targetModule, name)
      : ensureTargetImport(ctx, name);
  const mcpTool = targetImport("MCPStructuredTool");
  const callContext = sendsHeaders ? targetImport("withMCPCallContext") : null;

  const code = middlewareText({
    mw,
    unit,
    before,
    after,
    clientName,
    createMiddleware,
    toolMessage,
    command,
    getConfig,
    mcpTool,
    callContext,
    ts: isTypeScript(ctx),
    beforeArgs: (...args) => argsFor(ctx, hookFunction("beforeToolCall"), args),
    afterArgs: (...args) => argsFor(ctx, hookFunction("afterToolCall"), args),
  });

  // Remove the hooks from the options (a now empty options object stays: `{}` is harmless).
  removeProperties(ctx, site.path, new Set(props.values()));

  const consumers = consumersOf(ctx, site, tracker).filter((c) => inScopeAfter(c, stmt));
  const agents = consumers.filter((c) => c.kind === "createAgent");
  const others = consumers.filter((c) => c.kind !== "createAgent");
  const elsewhere = attachedElsewhere(ctx, project);
  // Exported when another module attaches it too (it imports it from here).
  const exported =
    (consumers.length === 0 || elsewhere.length > 0) && topLevel && !usesRequire(ctx);
  // Parsed as one text so that recast keeps the line breaks between the new statements.
  const decls = parseStatements(ctx, [...hoisted, `${exported ? "export " : ""}${code}`]);
  decls[0].comments = [
    ctx.j.commentLine(
      " The old client's beforeToolCall/afterToolCall hooks, for its MCP tools only.",
      true,
      false,
    ),
  ];
  list.splice(list.indexOf(stmt.node) + 1, 0, ...decls);
  ctx.changed();

  for (const a of agents) attachMiddleware(ctx, a, mw);
  if (agents.length) {
    for (const stray of strayToolsOf(ctx, site, tracker, consumers))
      ctx.todo(
        stray,
        `${NAME}/unattached`,
        `these are the tools of the client whose beforeToolCall/afterToolCall hooks now run only as the \`${mw}\` middleware: add it to the agent (createAgent's \`middleware\`) that runs these tools`,
      );
  }
  for (const o of others) {
    ctx.todo(
      o.path.node,
      `${NAME}/prebuilt-agent`,
      `${o.kind === "ToolNode" ? "`ToolNode`" : "`createReactAgent`"} cannot take middleware, so the old beforeToolCall/afterToolCall hooks (now \`${mw}\`) no longer run for these tools: move to \`createAgent({ model, tools, middleware: [${mw}] })\` from "langchain", or call the hooks around the tool calls yourself`,
    );
  }
  // Reported at the client (a line of this file), right above the new declaration.
  const at = originalNode(ctx, site.owner);
  if (consumers.length === 0 && exported && elsewhere.length) {
    ctx.note(
      at,
      `${NAME}/middleware`,
      `beforeToolCall/afterToolCall now run as the exported \`${mw}\` middleware, which the createAgent in ${elsewhere.join(", ")} receives: they no longer run when a tool is invoked directly, and an exception they throw fails the agent run`,
    );
  } else if (consumers.length === 0) {
    ctx.todo(
      at,
      `${NAME}/attach`,
      `add \`${mw}\` (declared below) to the \`middleware\` array of the createAgent({ tools }) that receives this client's tools${exported ? " (it is exported for that)" : ""}; until then the old hooks do not run`,
    );
  } else if (agents.length) {
    ctx.note(
      at,
      `${NAME}/middleware`,
      `beforeToolCall/afterToolCall now run as the \`${mw}\` middleware of createAgent: they no longer run when a tool is invoked directly, they are skipped for calls that end in a server error (as before: those threw), and an exception they throw fails the agent run instead of reaching the model as a tool error`,
    );
  }
}

/** The generated `const <mw> = createMiddleware({ … })` text. */
function middlewareText(o: {
  mw: string;
  unit: string;
  before: string | null;
  after: string | null;
  clientName: string | null;
  createMiddleware: string;
  toolMessage: string;
  command: string;
  getConfig: string;
  mcpTool: string;
  /** `withMCPCallContext` when the hook may return headers. */
  callContext: string | null;
  beforeArgs: (...args: string[]) => string;
  afterArgs: (...args: string[]) => string;
  /** TypeScript file: type assertions may be written. */
  ts: boolean;
}): string {
  const u = o.unit;
  const lines: string[] = [];
  const add = (depth: number, text: string) =>
    lines.push(reindent(u.repeat(depth) + text, u.repeat(depth)));
  add(0, `const ${o.mw} = ${o.createMiddleware}({`);
  add(1, `name: ${JSON.stringify(o.mw === "mcpToolHooks" ? "MCPToolHooks" : o.mw)},`);
  add(1, `wrapToolCall: async (request, handler) => {`);
  add(2, `const tool = request.tool;`);
  add(2, `if (!(tool instanceof ${o.mcpTool}) || !tool.metadata?.mcp) return handler(request);`);
  if (o.clientName) {
    add(2, `// Only the tools of \`${o.clientName}\`, as the hooks were given to that client.`);
    add(
      2,
      `if (!${o.clientName}.serverNames.includes(tool.client.name) || ${o.clientName}.client(tool.client.name) !== tool.client)`,
    );
    add(3, `return handler(request);`);
  }
  add(2, `const config = ${o.getConfig}();`);
  add(
    2,
    `const call = { serverName: tool.client.name, name: tool.mcpToolName, args: request.toolCall.args };`,
  );
  if (o.before) {
    const call = `await ${o.before}(${o.beforeArgs("call", "request.state", "config")})`;
    if (o.ts) {
      add(2, `const before = (${call}) as`);
      add(3, `| { args?: Record<string, unknown>; headers?: Record<string, string> }`);
      add(3, `| undefined;`);
    } else {
      add(2, `const before = ${call};`);
    }
    add(2, `// The old client merged the returned args into the call's arguments.`);
    add(2, `const args = { ...call.args, ...before?.args };`);
    const next = `handler({ ...request, toolCall: { ...request.toolCall, args } })`;
    const lead = o.after ? `const result = await` : `return`;
    if (o.callContext) {
      // The returned headers go on this call's requests only.
      add(2, `${lead} ${o.callContext}({ headers: before?.headers }, () =>`);
      add(3, `${next},`);
      add(2, `);`);
    } else {
      add(2, `${lead} ${next};`);
    }
  } else {
    add(2, `const args = call.args;`);
    add(2, `const result = await handler(request);`);
  }
  if (o.after) {
    const tm = o.toolMessage;
    add(
      2,
      `// A server error threw before afterToolCall ran; it now arrives as an error ToolMessage.`,
    );
    add(2, `if (!${tm}.isInstance(result) || result.status === "error") return result;`);
    add(
      2,
      `const content = [result.content, result.artifact === undefined ? [] : [result.artifact]];`,
    );
    const call = `await ${o.after}(${o.afterArgs("{ ...call, args, result: content }", "request.state", "config")})`;
    if (o.ts) {
      add(2, `const after = (${call}) as`);
      add(3, `| { result?: unknown }`);
      add(3, `| undefined;`);
    } else {
      add(2, `const after = ${call};`);
    }
    add(2, `if (!after) return result;`);
    add(2, `const replaced = after.result;`);
    add(2, `const fields = { tool_call_id: result.tool_call_id, name: result.name };`);
    add(
      2,
      `if (typeof replaced === "string") return new ${tm}({ ...fields, content: replaced, artifact: [] });`,
    );
    add(
      2,
      `if (Array.isArray(replaced)) return new ${tm}({ ...fields, content: replaced[0], artifact: replaced[1] });`,
    );
    add(2, `if (${tm}.isInstance(replaced))`);
    add(3, `return new ${tm}({ ...fields, content: replaced.contentBlocks, artifact: [] });`);
    add(2, `if (replaced instanceof ${o.command}) return replaced;`);
    add(
      2,
      `throw new Error(\`Unexpected result value type from afterToolCall: \${String(replaced)}\`);`,
    );
  }
  add(1, `},`);
  add(0, `});`);
  return lines.join("\n");
}

/** The nearest node at or above `path` that comes from this file's text (has a real line). */
function originalNode(ctx: SourceContext, path: any): any {
  const lines = ctx.root.get().node.loc?.lines;
  for (let p = path; p; p = p.parent) if (p.node.loc && p.node.loc.lines === lines) return p.node;
  return path.node;
}

function parseStatements(ctx: SourceContext, texts: string[]): any[] {
  return ctx.j(texts.join("\n")).get().node.program.body;
}

/** `const client = new …` / `const client = await …`: the variable holding the adapter. */
function clientVariable(owner: any): string | null {
  let p = owner.parent;
  while (
    p &&
    ["AwaitExpression", "TSAsExpression", "ParenthesizedExpression"].includes(p.node.type)
  )
    p = p.parent;
  const d = p?.node;
  if (d?.type === "VariableDeclarator" && d.id.type === "Identifier") return d.id.name;
  return null;
}

/** Does an inline function use `this` (not inside a nested non-arrow function)? */
function usesThis(ctx: SourceContext, fn: any): boolean {
  const f = unwrap(fn);
  if (f.type === "FunctionExpression") return false; // its own `this`
  return ctx.j(f.body).find(ctx.j.ThisExpression).size() > 0;
}

/**
 * Does the function return an object with a `headers` key? `null` when the function cannot be
 * seen, or returns something the codemod cannot read.
 */
function returnsHeaders(ctx: SourceContext, fn: any): boolean | null {
  if (!fn) return null;
  const { j } = ctx;
  const objects: any[] = [];
  let opaque = false;
  const consider = (n: any) => {
    const v = unwrap(n);
    if (!v) return;
    if (v.type === "ObjectExpression") objects.push(v);
    else if (v.type !== "Identifier" || v.name !== "undefined") opaque = true;
  };
  if (fn.body.type !== "BlockStatement") consider(fn.body);
  else
    j(fn.body)
      .find(j.ReturnStatement)
      .forEach((p: any) => {
        if (p.node.argument) consider(p.node.argument);
      });
  if (
    objects.some((o) =>
      o.properties.some((p: any) => keyName(p) === "headers" || p.type === "SpreadElement"),
    )
  )
    return true;
  return opaque ? null : false;
}

/** Is the consumer after `stmt` and inside the block that holds it (so it sees the middleware)? */
function inScopeAfter(c: Consumer, stmt: any): boolean {
  const block = stmt.parent;
  let inside = false;
  for (let p = c.path; p; p = p.parent) if (p === block || p.node === block.node) inside = true;
  const end = stmt.node.loc?.end;
  const start = c.path.node.loc?.start;
  if (!inside || !end || !start) return false;
  return start.line > end.line || (start.line === end.line && start.column >= end.column);
}

export default toJscodeshift(migration);
