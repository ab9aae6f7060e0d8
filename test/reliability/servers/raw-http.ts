// A deliberately broken MCP server over Streamable HTTP, written by hand on node:http (no SDK):
// the 2025 handshake with a session id, and tools that fail at the HTTP level.
//   reset      – the TCP connection is destroyed before any response
//   status500  – HTTP 500 with a plain-text body
//   truncated  – an SSE response that ends in the middle of its only event
//   echo       – a normal text result
//   hang       – never answers
//   broken_json – HTTP 200, application/json, a body cut in the middle
//   empty_body  – HTTP 200, application/json, no body
//   null_result – a JSON-RPC response with `result: null`
//   foreign_id  – (not listed) HTTP 200 JSON answering an id that was never sent
//   echo_auth_error  – a JSON-RPC error whose message echoes the request's Authorization header
//   echo_auth_result – an `isError` result whose text echoes it
//   echo_auth_ok     – a successful result whose text echoes it
//   log_auth         – a log message echoing it (on the call's SSE stream), then a result
// (each echo: the request's Authorization and X-Api-Key headers)
// With `token`, every request without `Authorization: Bearer <token>` gets 401.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RawHttpHandle {
  url: URL;
  /** Every JSON-RPC message received, in order. */
  messages: Array<{ id?: unknown; method?: string; params?: any }>;
  /** Every Authorization / Cookie header received. */
  authHeaders: string[];
  /** Requests by HTTP method. */
  httpMethods: string[];
  close(): Promise<void>;
}

export async function startRawHttp(options: { token?: string } = {}): Promise<RawHttpHandle> {
  const messages: RawHttpHandle["messages"] = [];
  const authHeaders: string[] = [];
  const httpMethods: string[] = [];
  let sessions = 0;

  const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(200, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    httpMethods.push(req.method ?? "");
    if (req.headers.authorization) authHeaders.push(req.headers.authorization);
    if (req.headers.cookie) authHeaders.push(req.headers.cookie);
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, {
        "content-type": "text/plain",
        "www-authenticate": 'Bearer error="invalid_token"',
      });
      res.end(`unauthorized: got ${req.headers.authorization ?? "nothing"}`);
      return;
    }
    if (req.method === "GET") {
      res.writeHead(405).end();
      return;
    }
    if (req.method === "DELETE") {
      res.writeHead(200).end();
      return;
    }
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const echoed = [req.headers.authorization, req.headers["x-api-key"]]
        .filter((value) => value !== undefined)
        .join(" ");
      const msg = JSON.parse(body);
      messages.push(msg);
      const { id, method, params } = msg;
      if (id === undefined) {
        res.writeHead(202).end();
        return;
      }
      if (method === "initialize") {
        sessions++;
        json(
          res,
          {
            jsonrpc: "2.0",
            id,
            result: {
              protocolVersion: params?.protocolVersion ?? "2025-06-18",
              capabilities: { tools: {} },
              serverInfo: { name: "raw-http", version: "0.0.1" },
            },
          },
          { "mcp-session-id": `session-${sessions}` },
        );
        return;
      }
      if (method === "tools/list") {
        const tools = [
          "echo",
          "reset",
          "status500",
          "truncated",
          "hang",
          "broken_json",
          "empty_body",
          "null_result",
          "echo_auth_error",
          "echo_auth_result",
          "echo_auth_ok",
          "log_auth",
        ].map((name) => ({
          name,
          inputSchema: { type: "object", properties: { text: { type: "string" } } },
        }));
        json(res, { jsonrpc: "2.0", id, result: { tools } });
        return;
      }
      if (method === "tools/call") {
        switch (params?.name) {
          case "echo":
            json(res, {
              jsonrpc: "2.0",
              id,
              result: { content: [{ type: "text", text: String(params.arguments?.text ?? "") }] },
            });
            return;
          case "reset":
            req.socket.destroy();
            return;
          case "status500":
            res.writeHead(500, { "content-type": "text/plain" });
            res.end("internal server error");
            return;
          case "truncated":
            res.writeHead(200, { "content-type": "text/event-stream" });
            res.write(`event: message\ndata: {"jsonrpc":"2.0","id":${JSON.stringify(id)},"resu`);
            res.end();
            return;
          case "hang":
            return;
          case "broken_json":
            res.writeHead(200, { "content-type": "application/json" });
            res.end(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[`);
            return;
          case "empty_body":
            res.writeHead(200, { "content-type": "application/json" });
            res.end();
            return;
          case "echo_auth_error":
            json(res, {
              jsonrpc: "2.0",
              id,
              error: { code: -32603, message: `rejected credentials ${echoed}`, data: { echoed } },
            });
            return;
          case "echo_auth_result":
            json(res, {
              jsonrpc: "2.0",
              id,
              result: {
                isError: true,
                content: [{ type: "text", text: `bad auth: ${echoed}` }],
              },
            });
            return;
          case "echo_auth_ok":
            json(res, {
              jsonrpc: "2.0",
              id,
              result: { content: [{ type: "text", text: `signed in as ${echoed}` }] },
            });
            return;
          case "log_auth": {
            const event = (message: unknown) =>
              `event: message\ndata: ${JSON.stringify(message)}\n\n`;
            res.writeHead(200, { "content-type": "text/event-stream" });
            res.write(
              event({
                jsonrpc: "2.0",
                method: "notifications/message",
                params: { level: "info", data: `using ${echoed}` },
              }),
            );
            res.end(
              event({
                jsonrpc: "2.0",
                id,
                result: { content: [{ type: "text", text: "logged" }] },
              }),
            );
            return;
          }
          case "null_result":
            json(res, { jsonrpc: "2.0", id, result: null });
            return;
          case "foreign_id":
            // Not listed: an answer for an id that was never sent (called by name in tests).
            json(res, {
              jsonrpc: "2.0",
              id: typeof id === "number" ? id + 1000 : `${id}-other`,
              result: { content: [{ type: "text", text: "for someone else" }] },
            });
            return;
        }
      }
      json(res, {
        jsonrpc: "2.0",
        id,
        error: { code: -32601, message: `Method not found: ${method}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    messages,
    authHeaders,
    httpMethods,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
