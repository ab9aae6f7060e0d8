/** The dependency range `package-json` writes follows the runtime package's version and peers. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../codemod-fixtures/engine.js";
import { CORE_RANGE, LANGGRAPH_RANGE, TARGET_RANGE } from "../../transforms/package-json.js";

const runtime = () => JSON.parse(readFileSync(join(ROOT, "runtime", "package.json"), "utf8"));

it("package-json writes ^<the runtime's version>", () => {
  const { version } = runtime();
  expect(TARGET_RANGE).toBe(`^${version}`);
});

it("package-json raises @langchain/core and @langchain/langgraph to the runtime's peer ranges", () => {
  const { peerDependencies } = runtime();
  expect({ core: CORE_RANGE, langgraph: LANGGRAPH_RANGE }).toEqual({
    core: peerDependencies["@langchain/core"],
    langgraph: peerDependencies["@langchain/langgraph"],
  });
});
