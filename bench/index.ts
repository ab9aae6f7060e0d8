// `npm run bench [-- --smoke] [--only=runtime|list-tools|trace-context|codemod] [--reps=N]`
// Prints the runtime and codemod tables with their ratios and the issue-8 targets.
// --smoke: tiny sizes, exits non-zero only when something broke (never on slow numbers).
import { buildBench } from "./build.js";
import { runRuntime, type Section } from "./runtime/index.js";
import { runListTools } from "./runtime/list-tools.js";
import { runTraceContext } from "./runtime/trace-context.js";
import { runCodemod } from "./codemod/index.js";

const argv = process.argv.slice(2);
const smoke = argv.includes("--smoke");
const only = argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const repsArg = argv.find((a) => a.startsWith("--reps="));
const reps = repsArg ? Number(repsArg.slice("--reps=".length)) : undefined;

const started = performance.now();
const sections: Section[] = [];
// Each table is printed as soon as it is done (a full run takes minutes).
const print = (s: Section) => {
  sections.push(s);
  process.stdout.write(s.text + "\n\n");
};
await buildBench();
if (!only || only === "runtime") print(await runRuntime({ smoke }));
if (!only || only === "runtime" || only === "list-tools") print(await runListTools({ smoke }));
if (!only || only === "runtime" || only === "trace-context")
  print(await runTraceContext({ smoke }));
if (!only || only === "codemod") print(await runCodemod({ smoke, reps }));

const failures = sections.flatMap((s) => s.failures);
process.stdout.write(
  `bench ${smoke ? "(smoke) " : ""}finished in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
if (failures.length) {
  process.stdout.write("\nBROKEN:\n" + failures.map((f) => `- ${f}`).join("\n") + "\n");
  process.exitCode = 1;
}
