// Writes a synthetic repository for the codemod benchmark: N TypeScript/TSX files of ~150
// lines of ordinary code, a given share of which use @langchain/mcp-adapters in the shapes of
// MIGRATION-MAP.md. Deterministic (seeded), so every run measures the same corpus.
//   node --import tsx bench/codemod/generate-corpus.ts --files 2000 --share 0.1 --out <dir> [--seed 1]
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SHAPES } from "./shapes.js";

export interface CorpusOptions {
  files: number;
  share: number;
  out: string;
  /** also copy the files that use the old package here (to time them alone) */
  matchedOut?: string;
  seed?: number;
}

export interface Corpus {
  dir: string;
  files: number;
  users: string[];
}

const TARGET_LINES = 150;

/** mulberry32: small, fast, seedable. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  "order",
  "user",
  "invoice",
  "cart",
  "price",
  "report",
  "session",
  "item",
  "account",
  "event",
  "ticket",
  "batch",
];

// Blocks of ordinary code: interfaces, functions with loops and branches, classes, JSX.
function block(rand: () => number, id: string, tsx: boolean): string[] {
  const w = WORDS[Math.floor(rand() * WORDS.length)];
  const W = w[0].toUpperCase() + w.slice(1);
  switch (Math.floor(rand() * (tsx ? 5 : 4))) {
    case 0:
      return [
        `export interface ${W}${id} {`,
        `  id: string;`,
        `  createdAt: Date;`,
        `  amount: number;`,
        `  tags: readonly string[];`,
        `  owner?: { name: string; email: string };`,
        `}`,
        ``,
      ];
    case 1:
      return [
        `export function summarise${W}${id}(items: Array<{ amount: number; tags: string[] }>, limit = ${10 + Math.floor(rand() * 90)}): number {`,
        `  let total = 0;`,
        `  for (const item of items) {`,
        `    if (item.tags.includes("${w}")) total += item.amount * 2;`,
        `    else if (item.amount > limit) total += limit;`,
        `    else total += item.amount;`,
        `  }`,
        `  return Math.round(total * 100) / 100;`,
        `}`,
        ``,
      ];
    case 2:
      return [
        `export class ${W}Store${id}<T extends { id: string }> {`,
        `  private readonly byId = new Map<string, T>();`,
        ``,
        `  add(value: T): this {`,
        `    this.byId.set(value.id, value);`,
        `    return this;`,
        `  }`,
        ``,
        `  find(predicate: (value: T) => boolean): T | undefined {`,
        `    for (const value of this.byId.values()) if (predicate(value)) return value;`,
        `    return undefined;`,
        `  }`,
        ``,
        `  get size(): number {`,
        `    return this.byId.size;`,
        `  }`,
        `}`,
        ``,
      ];
    case 3:
      return [
        `export const ${w}Labels${id} = Object.freeze({`,
        `  draft: "Draft ${w}",`,
        `  active: \`Active \${"${w}".toUpperCase()}\`,`,
        `  archived: "Archived",`,
        `} as const);`,
        ``,
        `export async function fetch${W}${id}(base: string, signal?: AbortSignal): Promise<unknown[]> {`,
        `  const response = await fetch(\`\${base}/${w}s?limit=${Math.floor(rand() * 100)}\`, { signal });`,
        `  if (!response.ok) throw new Error(\`${w} request failed: \${response.status}\`);`,
        `  const body = (await response.json()) as { data?: unknown[] };`,
        `  return body.data ?? [];`,
        `}`,
        ``,
      ];
    default:
      return [
        `export function ${W}Row${id}(props: { label: string; count: number; onSelect?: () => void }) {`,
        `  const tone = props.count > ${Math.floor(rand() * 10)} ? "strong" : "muted";`,
        `  return (`,
        `    <li className={\`row row-\${tone}\`} onClick={props.onSelect}>`,
        `      <span>{props.label}</span>`,
        `      {props.count > 0 && <strong>{props.count}</strong>}`,
        `    </li>`,
        `  );`,
        `}`,
        ``,
      ];
  }
}

function file(rand: () => number, index: number, tsx: boolean, user: boolean): string {
  const head = [`// Generated for the codemod benchmark (file ${index}).`];
  const body: string[] = [];
  if (user) {
    const shape = SHAPES[index % SHAPES.length];
    head.push(...shape.imports);
    body.push(...shape.body(String(index)), "");
  }
  if (tsx) head.push(`import { useState } from "react";`);
  head.push(`import { readFile } from "node:fs/promises";`, "");
  let n = 0;
  while (head.length + body.length < TARGET_LINES)
    body.push(...block(rand, `${index}_${n++}`, tsx));
  return [...head, ...body].join("\n") + "\n";
}

export function generateCorpus(opts: CorpusOptions): Corpus {
  const rand = rng(opts.seed ?? 1);
  rmSync(opts.out, { recursive: true, force: true });
  if (opts.matchedOut) rmSync(opts.matchedOut, { recursive: true, force: true });
  const users: string[] = [];
  // Users spread evenly through the tree (every 1/share-th file), as in a real code base.
  const every = opts.share > 0 ? 1 / opts.share : Infinity;
  for (let i = 0; i < opts.files; i++) {
    const tsx = rand() < 0.3;
    const user = Math.floor((i + 1) / every) > Math.floor(i / every);
    const rel = join(
      `packages/pkg-${Math.floor(i / 500)}`,
      `src/module-${Math.floor(i / 25)}`,
      `file-${i}.${tsx ? "tsx" : "ts"}`,
    );
    const text = file(rand, i, tsx, user);
    for (const root of user && opts.matchedOut ? [opts.out, opts.matchedOut] : [opts.out]) {
      mkdirSync(join(root, rel, ".."), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    if (user) users.push(rel);
  }
  for (const root of opts.matchedOut ? [opts.out, opts.matchedOut] : [opts.out]) {
    // The old dependency only where some file uses it: "nothing to change" means nothing at all.
    const deps = {
      ...(users.length > 0 && { "@langchain/mcp-adapters": "^1.1.4" }),
      "@langchain/core": "^1.4.0",
    };
    writeFileSync(
      join(root, "package.json"),
      JSON.stringify({ name: "corpus", private: true, dependencies: deps }, null, 2),
    );
    // A project's own compiler options: the codemod's type-check safety net runs on it.
    writeFileSync(
      join(root, "tsconfig.json"),
      JSON.stringify(
        {
          compilerOptions: {
            strict: true,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            jsx: "preserve",
            skipLibCheck: true,
            noEmit: true,
          },
          include: ["packages"],
        },
        null,
        2,
      ),
    );
    // Its own git work tree: the codemod lists files with `git ls-files`, and the corpus sits in
    // this repository's ignored bench/.corpus/.
    execFileSync("git", ["init", "-q"], { cwd: root });
  }
  return { dir: opts.out, files: opts.files, users };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string, fallback?: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : fallback;
  };
  const corpus = generateCorpus({
    files: Number(arg("files", "2000")),
    share: Number(arg("share", "0.1")),
    out: arg("out", "bench/.corpus/repo")!,
    matchedOut: arg("matched-out"),
    seed: Number(arg("seed", "1")),
  });
  process.stdout.write(
    `${corpus.files} files, ${corpus.users.length} using the old package, in ${corpus.dir}\n`,
  );
}
