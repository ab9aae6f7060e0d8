// The loopback redirect listener of the authorization-code flow (RFC 8252): an HTTP server on
// 127.0.0.1 that waits for the browser to come back with `?code=…&state=…`.
import { createServer, type Server } from "node:http";
import { OAuthFlowError } from "./errors.js";

export interface AuthorizationCallback {
  code: string;
  /** RFC 9207 `iss`, when the authorization server sent one. */
  iss?: string;
}

export const CALLBACK_PATH = "/callback";

const PAGE = (title: string) =>
  `<!doctype html><meta charset="utf-8"><title>${title}</title><p>${title}. You can close this window.</p>`;

export class LoopbackListener {
  private waiting?: { resolve: (c: AuthorizationCallback) => void; reject: (e: Error) => void };
  private received?: AuthorizationCallback | Error;
  /** The `state` the callback must carry; set before the browser is sent off. */
  expectedState?: string;

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly serverLabel: string,
  ) {
    server.on("request", (req, res) => {
      const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
      if (url.pathname !== CALLBACK_PATH) {
        res.writeHead(404).end();
        return;
      }
      const params = url.searchParams;
      // A request without our state is not the browser we sent; ignore it and keep waiting.
      if (this.expectedState !== undefined && params.get("state") !== this.expectedState) {
        res
          .writeHead(400, { "content-type": "text/html" })
          .end(PAGE("Unexpected authorization response"));
        return;
      }
      const error = params.get("error");
      const code = params.get("code");
      if (error || !code) {
        const description = params.get("error_description");
        res.writeHead(400, { "content-type": "text/html" }).end(PAGE("Authorization failed"));
        this.settle(
          new OAuthFlowError(
            `Authorization for ${this.serverLabel} was refused: ${error ?? "no code returned"}` +
              (description ? ` (${description})` : ""),
          ),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/html" }).end(PAGE("Authorization complete"));
      this.settle({ code, iss: params.get("iss") ?? undefined });
    });
  }

  /** Listens on 127.0.0.1, on `preferredPort` when it is free, else on any free port. */
  static async start(serverLabel: string, preferredPort?: number): Promise<LoopbackListener> {
    const server = createServer();
    const listen = (port: number) =>
      new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server.off("error", reject);
          resolve((server.address() as { port: number }).port);
        });
      });
    let port: number;
    try {
      port = await listen(preferredPort ?? 0);
    } catch (error) {
      if (!preferredPort) throw error;
      port = await listen(0);
    }
    return new LoopbackListener(server, port, serverLabel);
  }

  get redirectUrl(): string {
    return `http://127.0.0.1:${this.port}${CALLBACK_PATH}`;
  }

  /** Resolves with the authorization code, or rejects on refusal or after `timeoutMs`. */
  waitForCallback(timeoutMs: number): Promise<AuthorizationCallback> {
    if (this.received !== undefined) return settled(this.received);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new OAuthFlowError(
              `Authorization for ${this.serverLabel} timed out after ${Math.round(timeoutMs / 1000)}s ` +
                `waiting for the browser to return to ${this.redirectUrl}`,
            ),
          ),
        timeoutMs,
      );
      timer.unref?.();
      this.waiting = {
        resolve: (c) => (clearTimeout(timer), resolve(c)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private settle(outcome: AuthorizationCallback | Error): void {
    if (this.received !== undefined) return;
    this.received = outcome;
    if (outcome instanceof Error) this.waiting?.reject(outcome);
    else this.waiting?.resolve(outcome);
  }
}

function settled(outcome: AuthorizationCallback | Error): Promise<AuthorizationCallback> {
  return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
}
