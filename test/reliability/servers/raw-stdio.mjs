// A deliberately broken MCP server over stdio, written by hand (no SDK): it speaks the 2025
// (legacy) handshake with raw JSON-RPC lines, and misbehaves as MODE (env RAW_MODE) says.
// RAW_LOG (a file path) receives one JSON line per message received, so tests can see cancels.
import { appendFileSync, closeSync } from "node:fs";
import process from "node:process";
import { setInterval } from "node:timers";
import { HOSTILE_SCHEMAS, TREE_SCHEMA } from "./hostile-schemas.mjs";
import { ODD_NAMES } from "./odd-names.mjs";

const mode = process.env.RAW_MODE ?? "ok";
const logFile = process.env.RAW_LOG;
const send = (msg) => process.stdout.write(JSON.stringify(msg) + "\n");
const log = (msg) => {
  if (logFile) appendFileSync(logFile, JSON.stringify(msg) + "\n");
};
const text = (t) => ({ content: [{ type: "text", text: t }] });

function tools() {
  const plain = { type: "object", properties: { text: { type: "string" } } };
  const base = [
    { name: "echo", inputSchema: plain },
    { name: "hang", inputSchema: { type: "object" } },
    { name: "die", inputSchema: { type: "object" } },
    { name: "garbage", inputSchema: { type: "object" } },
    { name: "flood", inputSchema: { type: "object", properties: { n: { type: "number" } } } },
    { name: "weird_content", inputSchema: { type: "object" } },
    { name: "env", inputSchema: { type: "object" } },
    { name: "pid", inputSchema: { type: "object" } },
  ];
  if (mode === "many-tools") {
    for (let i = 0; i < 5000; i++)
      base.push({
        name: `tool_${i}`,
        description: `tool number ${i} `.repeat(5),
        inputSchema: { type: "object", properties: { x: { type: "number" } }, required: ["x"] },
      });
  }
  if (mode === "hostile-tools") {
    base.push(
      { name: "with spaces in name", inputSchema: plain },
      { name: "ünïcödé-工具-🔧", inputSchema: plain },
      { name: "x".repeat(300), inputSchema: plain },
      { name: "x".repeat(300) + "y", inputSchema: plain },
      { name: "dup", description: "first", inputSchema: plain },
      { name: "dup", description: "second", inputSchema: plain },
      {
        name: "bad_schema_prop_type",
        inputSchema: { type: "object", properties: { a: { type: "no-such-type" } } },
      },
      {
        name: "bad_schema_prop_not_object",
        inputSchema: { type: "object", properties: { a: 42 } },
      },
      {
        name: "bad_schema_missing_ref",
        inputSchema: { type: "object", properties: { a: { $ref: "#/$defs/nowhere" } } },
      },
      {
        name: "bad_schema_remote_ref",
        inputSchema: {
          type: "object",
          properties: { a: { $ref: "https://example.invalid/s.json" } },
        },
      },
      {
        name: "recursive_schema",
        inputSchema: {
          type: "object",
          properties: { node: { $ref: "#/$defs/Node" } },
          $defs: {
            Node: {
              type: "object",
              properties: { value: { type: "number" }, next: { $ref: "#/$defs/Node" } },
            },
          },
        },
      },
      {
        name: "self_ref_schema",
        inputSchema: {
          type: "object",
          properties: { a: { $ref: "#/$defs/A" } },
          $defs: { A: { $ref: "#/$defs/A" } },
        },
      },
    );
  }
  if (mode === "echo-secrets") base.push({ name: "log_secret", inputSchema: { type: "object" } });
  if (mode === "stdout-faults") {
    base.push(
      { name: "close_stdout", inputSchema: { type: "object" } },
      { name: "null_result", inputSchema: { type: "object" } },
    );
  }
  if (mode === "hostile-schemas") {
    for (const [name, inputSchema] of Object.entries(HOSTILE_SCHEMAS))
      base.push({ name, inputSchema });
    base.push({ name: "tree", inputSchema: TREE_SCHEMA });
  }
  if (mode === "odd-names") {
    // Names that only differ in characters providers reject, and entries that are no tool.
    for (const name of ODD_NAMES) base.push({ name, inputSchema: plain });
    base.splice(2, 0, null, { name: 42, inputSchema: plain }, { description: "no name" }, "tool");
  }
  if (mode === "sdk-invalid-schemas") {
    // Shapes the SDK's own ListToolsResult schema rejects (inputSchema must be an object
    // with type "object"): one such tool must not take the other tools down with it.
    base.push(
      { name: "bad_schema_string", inputSchema: "not a schema" },
      { name: "bad_schema_array_type", inputSchema: { type: "array", items: {} } },
      { name: "bad_schema_props", inputSchema: { type: "object", properties: 42 } },
      { name: "no_schema" },
      {
        name: "bad_schema_required",
        inputSchema: { type: "object", properties: { a: { type: "string" } }, required: "a" },
      },
    );
  }
  return base;
}

async function call(id, name, args) {
  switch (name) {
    case "echo":
      return send({ jsonrpc: "2.0", id, result: text(String(args?.text ?? "")) });
    case "hang":
      return; // never answers
    case "die":
      process.exit(3);
      return;
    case "garbage":
      process.stdout.write("this is not json\n");
      process.stdout.write('{"jsonrpc":"2.0","id":\n');
      process.stdout.write('{"jsonrpc":"2.0","method":42}\n');
      process.stdout.write('{"jsonrpc":"2.0","id":999999,"result":{}}\n');
      process.stdout.write("[1,2,3]\n");
      return send({ jsonrpc: "2.0", id, result: text("after garbage") });
    case "flood": {
      const n = Number(args?.n ?? 10000);
      let chunk = "";
      for (let i = 0; i < n; i++) {
        chunk +=
          JSON.stringify({
            jsonrpc: "2.0",
            method: "notifications/message",
            params: { level: "info", logger: "flood", data: `log line ${i} ${"z".repeat(100)}` },
          }) + "\n";
        if (chunk.length > 1 << 16) {
          process.stdout.write(chunk);
          chunk = "";
        }
      }
      process.stdout.write(chunk);
      return send({ jsonrpc: "2.0", id, result: text(`flooded ${n}`) });
    }
    case "weird_content":
      return send({
        jsonrpc: "2.0",
        id,
        result: {
          content: [
            { type: "text", text: "known" },
            { type: "hologram", frames: 3, data: "AAAA" },
            { type: "video", url: "https://example.invalid/v.mp4" },
          ],
        },
      });
    case "env":
      return send({ jsonrpc: "2.0", id, result: text(JSON.stringify(process.env)) });
    case "log_secret":
      // a server that echoes the key it was started with, in a log message and a result
      send({
        jsonrpc: "2.0",
        method: "notifications/message",
        params: { level: "info", data: `using key ${process.env.API_KEY}` },
      });
      return send({ jsonrpc: "2.0", id, result: text(`key ${process.env.API_KEY}`) });
    case "close_stdout":
      // Closes stdout without answering, and keeps running (stdin stays open).
      closeSync(1);
      setInterval(() => {}, 60_000);
      return;
    case "null_result":
      return process.stdout.write(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":null}\n`);
    case "pid":
      return send({ jsonrpc: "2.0", id, result: text(String(process.pid)) });
    default:
      return send({ jsonrpc: "2.0", id, error: { code: -32602, message: `unknown tool ${name}` } });
  }
}

let buffer = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (data) => {
  buffer += data;
  let nl;
  while ((nl = buffer.indexOf("\n")) >= 0) {
    const line = buffer.slice(0, nl);
    buffer = buffer.slice(nl + 1);
    if (!line.trim()) continue;
    const msg = JSON.parse(line);
    log(msg);
    const { id, method, params } = msg;
    if (id === undefined || method === undefined) continue; // notifications and responses
    if (mode === "mute") continue; // reads everything, never answers (not even the handshake)
    if (method === "initialize") {
      if (mode === "garbage-handshake") {
        process.stdout.write("}}}} not json {{{{\n");
        continue;
      }
      send({
        jsonrpc: "2.0",
        id,
        result: {
          protocolVersion: params?.protocolVersion ?? "2025-06-18",
          capabilities: { tools: {}, logging: {} },
          serverInfo: { name: "raw-broken", version: "0.0.1" },
        },
      });
    } else if (method === "tools/list") {
      send({ jsonrpc: "2.0", id, result: { tools: tools() } });
    } else if (method === "tools/call") {
      void call(id, params?.name, params?.arguments);
    } else if (method === "ping") {
      send({ jsonrpc: "2.0", id, result: {} });
    } else if (method === "logging/setLevel") {
      send({ jsonrpc: "2.0", id, result: {} });
    } else {
      send({ jsonrpc: "2.0", id, error: { code: -32601, message: `Method not found: ${method}` } });
    }
  }
});
process.stdin.on("end", () => process.exit(0));
