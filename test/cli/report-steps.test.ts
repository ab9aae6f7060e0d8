// The "Needs a person" section: by rule with a count, its doc section and one example (every
// place with --verbose), error-level rules first; messages whole, wrapped at a terminal's width.
import { describe, expect, it } from "vitest";
import type { ManualStep } from "../../src/codemod/migration.js";
import { manualStepLines, wrap } from "../../src/cli/report-steps.js";

const plain = { bold: (s: string) => s, red: (s: string) => s, yellow: (s: string) => s } as any;

const step = (file: string, line: number, message: string, rule = "methods/x"): ManualStep => ({
  kind: "todo",
  rule,
  message,
  file,
  line,
  column: 1,
});

describe("manualStepLines", () => {
  it("a long message is printed whole: what to change is at its end", () => {
    const message = `${"The old client's method did this. ".repeat(8)}Change it to adapter.client(name).x().`;
    const text = manualStepLines([step("src/a.ts", 3, message)], plain, { verbose: true }).join(
      "\n",
    );
    expect(text).toContain(`    src/a.ts:3  ${message.trim()}`);
    expect(text).not.toContain("…");
  });

  const four = [
    step("src/a.ts", 3, "Same advice."),
    step("src/b.ts", 9, "Same\n  advice."),
    step("src/c.ts", 1, "Other advice."),
    step("src/d.ts", 2, "An import.", "imports/y"),
  ];

  it("by default: each rule with its count, its doc section and one example", () => {
    const lines = manualStepLines(four, plain, { docs: (rule) => `/docs/${rule}.md` });
    expect(lines).toEqual([
      "Needs a person (4), by rule, one example each (--verbose lists every place):",
      "  imports/y (1, marked TODO(mcp-migrate))",
      "    docs: /docs/imports/y.md",
      "    src/d.ts:2  An import.",
      "  methods/x (3, marked TODO(mcp-migrate))",
      "    docs: /docs/methods/x.md",
      "    src/a.ts:3  Same advice.",
      "    …and 2 more places, 1 other message",
    ]);
  });

  it("--verbose: one message at several places, the message once, then the places", () => {
    const lines = manualStepLines(four, plain, { verbose: true });
    expect(lines).toEqual([
      "Needs a person (4), by rule:",
      "  imports/y (1, marked TODO(mcp-migrate))",
      "    src/d.ts:2  An import.",
      "  methods/x (3, marked TODO(mcp-migrate))",
      "    Same advice.",
      "      src/a.ts:3  src/b.ts:9",
      "    src/c.ts:1  Other advice.",
    ]);
  });

  it("--verbose: 240 places of one message, every one listed, wrapped", () => {
    const steps = Array.from({ length: 240 }, (_, i) => step(`src/f${i}.ts`, 1, "Same advice."));
    const lines = manualStepLines(steps, plain, { verbose: true });
    const places = lines.slice(3).join("  ").trim().split(/\s+/);
    expect(places).toHaveLength(240);
    expect(lines.every((l) => l.length <= 110)).toBe(true);
    // By default: one example and a count.
    expect(manualStepLines(steps, plain).slice(2)).toEqual([
      "    src/f0.ts:1  Same advice.",
      "    …and 239 more places",
    ]);
  });

  it("at a terminal's width, a long message wraps and is never cut", () => {
    const message = `${"word ".repeat(60)}end.`;
    const lines = manualStepLines([step("src/a.ts", 3, message)], plain, { width: 80 });
    expect(lines.slice(2).every((l) => l.length <= 80)).toBe(true);
    expect(lines.slice(2).join(" ").replace(/\s+/g, " ")).toBe(` src/a.ts:3 ${message}`);
    expect(wrap("    a  b", 80)).toEqual(["    a  b"]);
  });

  it("error-level rules come first, whatever their names", () => {
    const lines = manualStepLines(
      [
        step("src/a.ts", 1, "Marked.", "a-rule/x"),
        { ...step("package.json", 1, "Blocks install.", "z-rule/y"), kind: "error" },
      ],
      plain,
    );
    expect(lines[1]).toBe("  z-rule/y (1, error: breaks install, build or run until fixed)");
  });

  it("errors and behaviour changes say so on their rule", () => {
    const lines = manualStepLines(
      [
        { ...step("package.json", 1, "Blocks install.", "deps/x"), kind: "error" },
        { ...step("src/a.ts", 1, "Now 10 s.", "opts/t"), kind: "behavior-change" },
      ],
      plain,
    );
    expect(lines).toContain("  deps/x (1, error: breaks install, build or run until fixed)");
    expect(lines).toContain("  opts/t (1, behaviour change)");
  });

  it("no steps, no section", () => {
    expect(manualStepLines([], plain)).toEqual([]);
  });
});
