// The hot path of ours, alone, for `node --cpu-prof`: in-memory (so the transport costs least
// and the adapter's own work shows), both eras, both tools, plain args and ToolCall.
// Also runs the raw SDK clients the same way, so the profile can be read against them.
import { openClient, type ClientKind, type ToolName } from "./clients.js";
import type { Era } from "./servers.js";

const kinds = (process.argv[2] ?? "ours").split(",") as ClientKind[];
const calls = Number(process.argv[3] ?? "3000");

for (const kind of kinds) {
  for (const era of ["modern", "legacy"] as Era[]) {
    const client = await openClient(kind, { era, transport: "memory" });
    for (const caller of client.callers) {
      for (const tool of ["add", "text"] as ToolName[]) {
        const n = tool === "add" ? calls : Math.ceil(calls / 5);
        for (let i = 0; i < n / 4; i++) await caller.call(tool); // warm-up
        const t0 = performance.now();
        for (let i = 0; i < n; i++) await caller.call(tool);
        const us = ((performance.now() - t0) / n) * 1000;
        process.stdout.write(`${kind} ${era} ${caller.label} ${tool}: ${us.toFixed(1)} µs/call\n`);
      }
    }
    await client.close();
  }
}
process.exit(0);
