/** What `ownExports` knows of one module while it reads it, and what a reference gives. */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../../typescript.js";
import type { ExportFact, ExportKind, Hooks } from "../facts.js";
import type { OldClassNames } from "../old-names.js";
import { bare } from "../syntax.js";

/** An export's fact before the module that builds it is attached. */
export type ExportShape = Omit<ExportFact, "origin">;

export interface ModuleReading {
  file: string;
  /** How the module names the old class. */
  names: OldClassNames;
  /** Top-level bindings that are clients or give one (or give its tools, a server's client). */
  local: Map<string, ExportFact>;
  /** What the module exports, by exported name (`default` too). */
  exports: Record<string, ExportFact>;
}

/** A fact of this kind for what `r` found (no fact when it found nothing). */
export function wrap(kind: ExportKind, r: Hooks | null): ExportShape | null {
  return r ? { kind, hooks: r.hooks } : null;
}

/** A client the expression refers to: a local client, or a call of a local factory. */
export function localClient(reading: ModuleReading, e: TsApi.Expression): Hooks | null {
  const ts = typescript();
  const n = bare(e);
  if (ts.isIdentifier(n)) {
    // A function giving tools or a server's SDK client is not a client.
    const f = reading.local.get(n.text);
    return f && f.kind !== "tools" && f.kind !== "server-client" ? f : null;
  }
  if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
    const f = reading.local.get(n.expression.text);
    return f?.kind === "factory" ? { hooks: f.hooks } : null;
  }
  return null;
}
