// The "Needs a person" section: messages whole, shared messages once with their places, long
// lists counted.
import { describe, expect, it } from "vitest";
import type { ManualStep } from "../../src/codemod/migration.js";
import { PLACES_SHOWN, manualStepLines } from "../../src/cli/report-steps.js";

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
    const text = manualStepLines([step("src/a.ts", 3, message)], plain).join("\n");
    expect(text).toContain(`    src/a.ts:3  ${message.trim()}`);
    expect(text).not.toContain("…");
  });

  it("one message at several places: the message once, then the places", () => {
    const lines = manualStepLines(
      [
        step("src/a.ts", 3, "Same advice."),
        step("src/b.ts", 9, "Same\n  advice."),
        step("src/c.ts", 1, "Other advice."),
        step("src/d.ts", 2, "An import.", "imports/y"),
      ],
      plain,
    );
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

  it(`240 places of one message: ${PLACES_SHOWN} listed, wrapped, the rest counted`, () => {
    const steps = Array.from({ length: 240 }, (_, i) => step(`src/f${i}.ts`, 1, "Same advice."));
    const lines = manualStepLines(steps, plain);
    expect(lines.length).toBeLessThan(15);
    const places = lines.slice(3, -1).join("  ").trim().split(/\s+/);
    expect(places).toHaveLength(PLACES_SHOWN);
    expect(lines.every((l) => l.length <= 110)).toBe(true);
    expect(lines.at(-1)).toBe(
      `      …and ${240 - PLACES_SHOWN} more (each marked in its file; --json lists every one)`,
    );
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
