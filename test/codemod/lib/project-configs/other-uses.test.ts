/** Uses of a declared literal besides constructions (`project-configs/other-uses.ts`). */
import { expect, test } from "vitest";
import { otherUse } from "../../../../transforms/lib/project-configs/other-uses.js";
import { consumer, runOf, servers, where } from "./run.js";

const CONST = `export const mcpConfig = { ${servers} };`;
const BUILDER = `export function mcpConfig() { return { ${servers} }; }`;
const IMPORT = 'import { mcpConfig } from "./config.js";';

test.each([
  ["a spread", CONST, [IMPORT, "export const c = { ...mcpConfig };"], "other.ts:3"],
  ["a shorthand property", CONST, [IMPORT, "export const all = { mcpConfig };"], "other.ts:3"],
  [
    "an option read through a namespace",
    CONST,
    ['import * as ns from "./config.js";', "ns.mcpConfig.throwOnLoadError;"],
    "other.ts:3",
  ],
  ["a hand-over in its own module", `${CONST}\nsetup(mcpConfig);`, [], "config.ts:2"],
  ["a builder handed on uncalled", BUILDER, [IMPORT, "register(mcpConfig);"], "other.ts:3"],
  ["a builder exported as default", BUILDER, [IMPORT, "export default mcpConfig;"], "other.ts:3"],
  ["not a construction", CONST, [IMPORT, "new MultiServerMCPClient((mcpConfig as any));"], null],
  ["not its servers", CONST, [IMPORT, "Object.keys(mcpConfig.mcpServers);"], null],
  ["not `typeof`", CONST, [IMPORT, "type C = typeof mcpConfig;"], null],
  ["not a const exported as default", CONST, [IMPORT, "export default mcpConfig;"], null],
  [
    "not a builder's call in a construction",
    BUILDER,
    [IMPORT, "new MultiServerMCPClient(mcpConfig());"],
    null,
  ],
  ["not a builder's servers", BUILDER, [IMPORT, "mcpConfig().mcpServers;"], null],
  ["not the declaration of a builder", BUILDER, [], null],
  [
    "not a parameter of the same name",
    CONST,
    [IMPORT, "export function make(mcpConfig: object) { return [mcpConfig]; }"],
    null,
  ],
  ["not a string naming it", CONST, ['export const label = "mcpConfig";'], null],
  [
    "not a name it does not import",
    CONST,
    ['import { other } from "./config.js";', "use(mcpConfig);"],
    null,
  ],
])("%s", (_, config, other, expected) => {
  const builder = config === BUILDER;
  const construction = `new MultiServerMCPClient(mcpConfig${builder ? "()" : ""});`;
  const run = runOf({
    "/p/config.ts": config,
    "/p/agent.ts": consumer(IMPORT, construction),
    "/p/other.ts": consumer(...other),
  });
  const origin = { file: "/p/config.ts", binding: "mcpConfig", builder };
  expect(where(otherUse(origin, ["mcpConfig"], run))).toBe(expected);
});
