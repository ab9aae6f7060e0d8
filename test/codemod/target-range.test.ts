/** The dependency range `package-json` writes follows this package's own version. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../codemod-fixtures/engine.js";
import { CORE_RANGE, LANGGRAPH_RANGE, TARGET_RANGE } from "../../transforms/package-json.js";

it("package-json writes ^<this package's version>", () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  expect(TARGET_RANGE).toBe(`^${version}`);
});

it("package-json raises @langchain/core and @langchain/langgraph to this package's peer ranges", () => {
  const { peerDependencies } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  expect({ core: CORE_RANGE, langgraph: LANGGRAPH_RANGE }).toEqual({
    core: peerDependencies["@langchain/core"],
    langgraph: peerDependencies["@langchain/langgraph"],
  });
});
