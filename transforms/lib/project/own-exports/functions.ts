/**
 * What a function of a module gives, read from its `return`s: a client (a factory), the tools
 * of a local client, or a server's SDK client from a local client's `getClient(name)`.
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../../typescript.js";
import type { Hooks } from "../facts.js";
import { oldConstruction } from "../old-names.js";
import { bare } from "../syntax.js";
import { localClient, wrap, type ExportShape, type ModuleReading } from "./reading.js";

type Reader = (e: TsApi.Expression) => Hooks | null;

/** What the function's `return`s give, by `of` (the first that is one; nested functions aside). */
function returnedBy(of: Reader, body: TsApi.Node | undefined): Hooks | null {
  const ts = typescript();
  if (!body) return null;
  if (!ts.isBlock(body)) return of(body as TsApi.Expression);
  let found: Hooks | null = null;
  const visit = (n: TsApi.Node) => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isReturnStatement(n) && n.expression) found ??= of(n.expression);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** `<method>(…)` called on a local client: the client's hooks. */
function calledOnClient(
  reading: ModuleReading,
  e: TsApi.Expression,
  methods: string[],
): Hooks | null {
  const ts = typescript();
  const n = bare(e);
  if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return null;
  if (!methods.includes(n.expression.name.text)) return null;
  const owner = localClient(reading, n.expression.expression);
  return owner ? { hooks: owner.hooks } : null;
}

/** What a function gives: a client, its tools, or a server's SDK client. */
export function functionFact(
  reading: ModuleReading,
  body: TsApi.Node | undefined,
): ExportShape | null {
  const client: Reader = (e) => oldConstruction(e, reading.names) ?? localClient(reading, e);
  const tools: Reader = (e) => calledOnClient(reading, e, ["getTools", "listTools"]);
  const serverClient: Reader = (e) => calledOnClient(reading, e, ["getClient"]);
  return (
    wrap("factory", returnedBy(client, body)) ??
    wrap("tools", returnedBy(tools, body)) ??
    wrap("server-client", returnedBy(serverClient, body))
  );
}

/** What a value gives: a construction or a local client, or what a function gives. */
export function initializerFact(
  reading: ModuleReading,
  init: TsApi.Expression,
): ExportShape | null {
  const ts = typescript();
  return ts.isArrowFunction(init) || ts.isFunctionExpression(init)
    ? functionFact(reading, init.body)
    : wrap("instance", oldConstruction(init, reading.names) ?? localClient(reading, init));
}

/** What an exported value gives: a known local (as it is), a function, or a construction. */
export function valueFact(
  reading: ModuleReading,
  e: TsApi.Expression,
): ExportShape | null | undefined {
  const ts = typescript();
  return ts.isIdentifier(e) ? reading.local.get(e.text) : initializerFact(reading, e);
}
