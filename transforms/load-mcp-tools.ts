/**
 * load-mcp-tools: the standalone helpers that took a user-managed SDK client.
 *
 * Runs before `options` and `callbacks`, which rewrite the options it moves:
 * - `loadMcpTools(name, client, options?)` (≥0.3) and `loadMcpTools(client, responseFormat?)`
 *   (0.2) → `new MCPAdapter(client, { toolNames, … }).listTools()`; the tool names stay the
 *   old ones (bare, or `name__tool` / `prefix__name__tool` when the prefix options were set,
 *   using the name argument since the runtime does not know it);
 * - `convertMcpToolToLangchainTool(client, tool)` (0.2) and the `langchainjs-mcp-adapters`
 *   form `(client, name, description, schema)` → `await asLangChainTool(tool, new MCPClient(client))`
 *   (now async: an `await` is added, and a `.map(…)` over tools becomes `await Promise.all(…)`).
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { canAwait } from "./lib/context.js";
import { describe, resolveObject } from "./lib/config.js";
import { hasOldBindings, oldExportOf } from "./lib/old-package.js";
import {
  LOAD_TOOLS_CALLBACKS,
  NAMING_OPTIONS,
  RENAMED_CLIENT_OPTIONS,
  REMOVED_CLIENT_OPTIONS,
  removedOptionNote,
} from "./lib/old-options.js";
import { treeIndex } from "./lib/tree-index.js";
import { ensureTargetImport } from "./lib/target-import.js";
import { buildObject, parseExpression, sourceOf, type Member } from "./lib/text.js";
import { BARE, toolNamesValue, versionBelow } from "./lib/tool-names.js";
import { keyName, literalValue, unwrap } from "./lib/ast.js";

const NAME = "load-mcp-tools";

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Rewrite loadMcpTools and convertMcpToolToLangchainTool to MCPAdapter(client).listTools() and asLangChainTool",
  prepasses: [projectClients],
  mentions: ["loadMcpTools", "convertMcpToolToLangchainTool"],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    const { j } = ctx;
    const calls = treeIndex(ctx).find(j.CallExpression).reverse();
    for (const p of calls) {
      const name = oldExportOf(ctx, p, p.node.callee);
      if (!name || ctx.isIgnored(p.node)) continue;
      if (name === "loadMcpTools") loadMcpTools(ctx, p);
      else if (name === "convertMcpToolToLangchainTool") convertTool(ctx, p);
    }
  },
};

function loadMcpTools(ctx: SourceContext, p: any): void {
  const args = p.node.arguments as any[];
  if (args.length === 0) return;
  // 0.2: (client, responseFormat?). ≥0.3: (serverName, client, options?).
  const nameFirst =
    typeof literalValue(args[0]) === "string" || unwrap(args[0]).type === "TemplateLiteral";
  const legacy =
    !nameFirst &&
    (versionBelow(ctx.options.oldVersion, 0, 3) ||
      args.length === 1 ||
      (args.length === 2 && typeof literalValue(args[1]) === "string"));
  if (!legacy && !nameFirst && !ctx.options.oldVersion) {
    ctx.note(
      p.node,
      `${NAME}/assumed-signature`,
      "the installed @langchain/mcp-adapters version is unknown: read as loadMcpTools(serverName, client, options) (0.3 and later); in 0.2 it was loadMcpTools(client, responseFormat)",
    );
  }
  const serverName = legacy ? null : args[0];
  const client = legacy ? args[0] : args[1];
  const members: Member[] = [];
  let naming: { prefix?: any; add?: any } = {};
  if (legacy && args[1]) {
    ctx.note(
      args[1],
      `${NAME}/response-format`,
      `responseFormat ${describe(ctx, args[1])} is gone: tool results are standard content blocks, with structured content in the ToolMessage artifact`,
    );
  }
  const opts = legacy ? null : args[2];
  if (opts) {
    const r = resolveObject(ctx, p, opts);
    if (!r.object) {
      ctx.todo(
        p.node,
        `${NAME}/unresolved-options`,
        `the options \`${describe(ctx, opts)}\` cannot be followed here (${r.reason}): pass MCPAdapter options instead (toolNames, timeout); prefixToolNameWithServerName/additionalToolNamePrefix become toolNames`,
      );
      return;
    }
    for (const prop of r.object.properties) {
      const key = keyName(prop);
      switch (key) {
        case NAMING_OPTIONS.prefix:
          naming = { ...naming, prefix: prop.value };
          break;
        case NAMING_OPTIONS.add:
          naming = { ...naming, add: prop.value };
          break;
        default:
          if (key && key in RENAMED_CLIENT_OPTIONS) {
            members.push({ key: RENAMED_CLIENT_OPTIONS[key], value: prop.value });
          } else if (key && key in REMOVED_CLIENT_OPTIONS) {
            const note = removedOptionNote(key, literalValue(prop.value));
            if (note) ctx.note(prop, `${NAME}/${note.rule}`, note.message);
          } else if (key && LOAD_TOOLS_CALLBACKS.has(key)) members.push({ prop });
          else {
            ctx.todo(
              p.node,
              `${NAME}/unknown-option`,
              `\`${key ?? "a spread"}\` is not an option of MCPAdapter: remove it or find its counterpart`,
            );
            return;
          }
      }
    }
  }
  // The runtime names an SDK client's server itself: the old name argument is spelled out.
  const names = toolNamesValue(ctx, naming.prefix, naming.add, BARE, serverName ?? undefined);
  if (!names) {
    ctx.todo(
      p.node,
      `${NAME}/tool-names`,
      "the tool-name options are computed: give MCPAdapter a `toolNames: (server, tool) => …` that yields the names loadMcpTools produced",
    );
    return;
  }
  members.unshift({ key: "toolNames", value: names });
  const adapter = ensureTargetImport(ctx, "MCPAdapter");
  const expr = parseExpression(
    ctx,
    `new ${adapter}(${sourceOf(ctx, client)}, ${sourceOf(ctx, buildObject(ctx, members))}).listTools()`,
  );
  p.replace(expr);
  ctx.changed();
}

/** Does the file use the predecessor package `langchainjs-mcp-adapters`? */
function usesPredecessor(ctx: SourceContext): boolean {
  return ctx.file.source.includes("langchainjs-mcp-adapters");
}

function convertTool(ctx: SourceContext, p: any): void {
  const { j } = ctx;
  const args = p.node.arguments as any[];
  if (args.length < 2) return;
  const client = args[0];
  let toolText: string;
  const predecessorForm =
    usesPredecessor(ctx) &&
    args.length >= 3 &&
    !(args.length === 4 && typeof literalValue(args[3]) === "string");
  if (predecessorForm) {
    const parts = [`name: ${sourceOf(ctx, args[1])}`, `description: ${sourceOf(ctx, args[2])}`];
    if (args[3]) parts.push(`inputSchema: ${sourceOf(ctx, args[3])}`);
    toolText = `{ ${parts.join(", ")} }`;
  } else {
    toolText = sourceOf(ctx, args[1]);
    if (args.length === 4) {
      ctx.note(
        args[3],
        `${NAME}/response-format`,
        `responseFormat ${describe(ctx, args[3])} is gone: tool results are standard content blocks, with structured content in the ToolMessage artifact`,
      );
    }
  }
  const as = ensureTargetImport(ctx, "asLangChainTool");
  const mcpClient = ensureTargetImport(ctx, "MCPClient");
  const call = parseExpression(
    ctx,
    `${as}(${toolText}, new ${mcpClient}(${sourceOf(ctx, client)}))`,
  );

  // Now async: `await` it where it stands, or turn a `.map(cb)` into `await Promise.all(…)`.
  const parent = p.parent;
  const fn = parent.node;
  const mapCall =
    fn.type === "ArrowFunctionExpression" && fn.body === p.node ? parent.parent : null;
  if (
    mapCall?.node.type === "CallExpression" &&
    mapCall.node.callee.type === "MemberExpression" &&
    mapCall.node.callee.property.name === "map" &&
    mapCall.node.arguments[0] === fn &&
    canAwait(ctx, mapCall)
  ) {
    p.replace(call);
    const outer = parseExpression(ctx, `await Promise.all(${sourceOf(ctx, mapCall.node)})`);
    mapCall.replace(outer);
    ctx.changed();
    return;
  }
  if (parent.node.type === "AwaitExpression") {
    p.replace(call);
  } else if (canAwait(ctx, p)) {
    const needsParens = parent.node.type === "MemberExpression" && parent.node.object === p.node;
    const awaited = j.awaitExpression(call);
    p.replace(needsParens ? j.parenthesizedExpression(awaited) : awaited);
  } else {
    p.replace(call);
    ctx.todo(
      p.node,
      `${NAME}/async-convert`,
      "asLangChainTool is async (convertMcpToolToLangchainTool was not): await its result in an async function",
    );
  }
  ctx.changed();
}

export default toJscodeshift(migration);
