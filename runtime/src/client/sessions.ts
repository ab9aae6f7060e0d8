// The session pool: which session a request runs on (a user's SDK client, the shared live
// connection, or one of its own), opening (the whole era verdict applied here), reuse, reopen,
// discard, and connection failures as `MCPConnectionError`. One `run(kind, work)` sends every
// request; what is sent again after a connection died is named per request kind.
import { DEFAULT_REQUEST_TIMEOUT_MSEC, type PriorDiscovery } from "@modelcontextprotocol/client";
import { MCPConnectionError } from "../errors.js";
import { openWithSseFallback } from "../transports/sseFallback.js";
import { withoutRequestHeaders, withRequestHeaders } from "../transports/requestHeaders.js";
import {
  traitsOf,
  type TransportDescription,
  type TransportOpenContext,
} from "../transports/types.js";
import {
  ExternalSession,
  OpenedConnection,
  type ConnectionSetup,
  type SdkSession,
} from "./connection.js";
import { afterFailedOpen, LEGACY_PRIOR } from "./era.js";
import { certainlyNotRun, isConnectionFailure, isRefusal } from "./failures.js";
import type { RequestKind } from "./port.js";
import { recoveryAfter } from "./replay.js";
import { outsideCalls } from "./serverRequests.js";

/** What the pool needs of its client. */
export interface PoolSetup {
  server(): string;
  transport: TransportDescription | undefined;
  external: ExternalSession | undefined;
  connection: ConnectionSetup;
  /** `session: "per-call"`: no connection is kept. */
  perCallOption: boolean;
  /** The context every transport is opened with (auth, static headers). */
  openContext(): TransportOpenContext;
  /** The headers of requests that belong to no call (the `headers`/`auth` functions'). */
  openHeaders(): Record<string, string> | undefined | Promise<Record<string, string> | undefined>;
  /** Values no connection error may carry. */
  secrets(): string[];
  /** Whether a tool is annotated read-only or idempotent: safe to replay. */
  replaySafe(tool: string): boolean;
  /** Told of each connection opened. */
  onOpened(connection: OpenedConnection): void;
}

/** A request that failed with a connection failure on `session`. */
interface Failure {
  session: SdkSession;
  error: unknown;
  tool: string | undefined;
}

/** A session the server tracks (legacy HTTP, `Mcp-Session-Id`). */
const tracked = (session: SdkSession) =>
  Boolean((session as { transport?: { sessionId?: string } }).transport?.sessionId);

export class SessionPool {
  readonly #setup: PoolSetup;
  #live: OpenedConnection | undefined;
  #opening: Promise<OpenedConnection> | undefined;
  #closing: Promise<void> | undefined;
  /** The era verdict of the last connection: later connections skip the probe. */
  #prior: PriorDiscovery | undefined;

  constructor(setup: PoolSetup) {
    this.#setup = setup;
  }

  /** The session a caller sees now: the user's SDK client, or the live connection. */
  get current(): SdkSession | undefined {
    return this.#setup.external ?? this.#live;
  }

  /** After close(), or with `session: "per-call"`: a connection per request. */
  get perCall(): boolean {
    return this.#closing !== undefined || this.#setup.perCallOption;
  }

  /**
   * Runs `work` on the right session: `pinned` or the user's client as they are; a connection
   * of its own in per-call mode; else the shared one, and after a connection failure as the
   * kind's rule says. Connection failures leave as `MCPConnectionError` naming `tool`.
   */
  async run<T>(
    kind: RequestKind,
    work: (session: SdkSession) => Promise<T>,
    tool?: string,
    pinned?: SdkSession,
  ): Promise<T> {
    const only = pinned ?? (this.#setup.external && this.#external(tool));
    if (only) return this.#runWrapped(only, work, tool);
    if (this.perCall) return this.#withOwn(tool, (own) => this.#runWrapped(own, work, tool));
    // The live connection is taken without a wait: this is every call's path.
    const live = this.#live;
    const session = live !== undefined && live.alive ? live : await this.#shared(tool);
    try {
      return await work(session);
    } catch (failure) {
      const error = explain(session, failure);
      if (!isConnectionFailure(error)) throw error;
      return this.#recover(kind, { session, error, tool }, work);
    }
  }

  /** Runs `work` with one session for all its requests: in per-call mode, one of its own. */
  hold<T>(tool: string, work: (held: SdkSession | undefined) => Promise<T>): Promise<T> {
    if (this.#setup.external || !this.perCall) return work(undefined);
    return this.#withOwn(tool, work);
  }

  async #recover<T>(
    kind: RequestKind,
    { session, error, tool }: Failure,
    work: (session: SdkSession) => Promise<T>,
  ): Promise<T> {
    const recovery = recoveryAfter(kind, {
      alive: session.alive,
      notRun: certainlyNotRun(error, session.rules.statefulSession),
      tracked: tracked(session),
      replaySafe: tool !== undefined && this.#setup.replaySafe(tool),
    });
    if (!recovery.discard) throw this.asConnectionError(error, tool);
    this.#discard(session);
    if (this.perCall || !recovery.replay) throw this.asConnectionError(error, tool);
    const fresh = await this.#shared(tool);
    try {
      return await work(fresh);
    } catch (failure) {
      const retryError = explain(fresh, failure);
      if (!isConnectionFailure(retryError)) throw retryError;
      this.#discard(fresh);
      throw this.asConnectionError(retryError, tool);
    }
  }

  async #runWrapped<T>(
    session: SdkSession,
    work: (session: SdkSession) => Promise<T>,
    tool: string | undefined,
  ): Promise<T> {
    try {
      return await work(session);
    } catch (failure) {
      const error = explain(session, failure);
      throw isConnectionFailure(error) ? this.asConnectionError(error, tool) : error;
    }
  }

  /** `work` on a connection of its own, released afterwards. */
  async #withOwn<T>(
    tool: string | undefined,
    work: (own: OpenedConnection) => Promise<T>,
  ): Promise<T> {
    let own: OpenedConnection;
    try {
      own = await this.#open(false);
    } catch (error) {
      throw this.asConnectionError(error, tool);
    }
    try {
      return await work(own);
    } finally {
      await own.close();
    }
  }

  /**
   * Runs `work` on a connection that continues the legacy HTTP session `session` (no
   * `initialize`; a task bound to that session is reachable there), ended afterwards. Only for
   * a transport this package opens.
   */
  async resume<T>(
    session: { id: string; protocolVersion: string },
    tool: string,
    work: (resumed: SdkSession) => Promise<T>,
  ): Promise<T> {
    const { transport, connection: setup } = this.#setup;
    if (!transport || this.#setup.external) return this.run("task-step", work, tool);
    const deadline = AbortSignal.timeout(setup.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC);
    const context = { ...this.#setup.openContext(), session };
    let resumed: OpenedConnection;
    try {
      resumed = await withoutRequestHeaders(() =>
        outsideCalls(() =>
          OpenedConnection.open(transport, context, setup, LEGACY_PRIOR, false, deadline),
        ),
      );
    } catch (error) {
      throw this.asConnectionError(error, tool);
    }
    try {
      return await this.#runWrapped(resumed, work, tool);
    } finally {
      await resumed.close();
    }
  }

  /** Opens the shared connection now (a bad target fails here), or checks the user's client. */
  async connect(): Promise<void> {
    if (this.#setup.external) {
      this.#external();
      return;
    }
    // Per-call: nothing stays open; check that the server answers, then release.
    if (this.perCall) return this.#withOwn(undefined, async () => {});
    // A live session is kept: a second one would leak it (and an in-process server, which
    // takes one connection, would never answer the second).
    if (!this.#live?.alive) await this.#sharedSession();
  }

  /** Releases the shared connection; idempotent. Later requests open one of their own. */
  close(): Promise<void> {
    return (this.#closing ??= (async () => {
      const opening = this.#opening;
      const live = this.#live;
      this.#live = undefined;
      await live?.close();
      if (opening) await (await opening.catch(() => undefined))?.close();
    })());
  }

  #external(tool?: string): ExternalSession {
    const session = this.#setup.external!;
    if (!session.alive) {
      throw new MCPConnectionError(
        { server: this.#setup.server(), tool },
        "the SDK Client passed as target is not connected. An SDK Client learns its server " +
          "only from the transport given to its connect(transport), so it cannot be connected " +
          "here: call its connect() first, or pass the server's URL, command or transport " +
          "instead of the Client",
      );
    }
    return session;
  }

  async #shared(tool: string | undefined): Promise<OpenedConnection> {
    const live = this.#live;
    if (live !== undefined && live.alive) return live;
    try {
      return await this.#sharedSession();
    } catch (error) {
      throw this.asConnectionError(error, tool);
    }
  }

  #sharedSession(): Promise<OpenedConnection> {
    return (this.#opening ??= this.#open(true).then(
      (connection) => {
        this.#opening = undefined;
        // close() ran while this was opening: it is not kept.
        if (this.#closing) void connection.close();
        else this.#live = connection;
        return connection;
      },
      (error) => {
        this.#opening = undefined;
        throw this.asConnectionError(error);
      },
    ));
  }

  /** Forgets a dead shared connection and releases it in the background. */
  #discard(session: SdkSession): void {
    if (this.#live === session) this.#live = undefined;
    void session.close();
  }

  /** Opens a connection (falling back to SSE where a URL may), outside any call's scope. */
  async #open(longLived: boolean): Promise<OpenedConnection> {
    const description = this.#setup.transport!;
    // A connection belongs to no call: it never carries a call's headers.
    const headers = await this.#setup.openHeaders();
    const connection = await withoutRequestHeaders(() =>
      withRequestHeaders(headers, () =>
        outsideCalls(() =>
          openWithSseFallback(description, this.#setup.server(), (chosen) =>
            this.#openUnderVerdict(chosen, longLived),
          ),
        ),
      ),
    );
    this.#prior = connection.prior();
    this.#setup.onOpened(connection);
    return connection;
  }

  /**
   * Opens over `description`, applying the era verdict of each failed open (era.ts): reopen as
   * legacy within the same deadline; forget a remembered verdict and probe once more; or fail.
   */
  async #openUnderVerdict(
    description: TransportDescription,
    longLived: boolean,
  ): Promise<OpenedConnection> {
    const { connection: setup } = this.#setup;
    const probesInPlace = traitsOf(description).probesInPlace;
    const newDeadline = () => AbortSignal.timeout(setup.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC);
    let prior = this.#prior;
    let mayProbeAgain = prior !== undefined;
    let deadline = newDeadline();
    const context = this.#setup.openContext();
    for (;;) {
      try {
        return await OpenedConnection.open(description, context, setup, prior, longLived, deadline);
      } catch (error) {
        const verdict = afterFailedOpen({ probesInPlace, prior, error, refused: isRefusal(error) });
        if (verdict === "reopen-as-legacy") prior = LEGACY_PRIOR;
        else if (verdict === "probe-again" && mayProbeAgain) {
          mayProbeAgain = false;
          prior = this.#prior = undefined;
          deadline = newDeadline();
        } else throw error;
      }
    }
  }

  /** A connection failure as the runtime's error, naming server, tool and transport. */
  asConnectionError(error: unknown, tool?: string): Error {
    if (isRefusal(error)) return error as Error;
    if (error instanceof MCPConnectionError) {
      // Opening failed before the tool was known: name it now.
      if (tool === undefined || error.tool !== undefined) return error;
      error = error.cause;
    }
    const transport = this.#setup.transport;
    const where = transport ? ` (${transport.describe()})` : "";
    return new MCPConnectionError(
      { server: this.#setup.server(), tool },
      error,
      `Connection${where} to`,
      this.#setup.secrets(),
    );
  }
}

/** A failure on `session`, explained by the session when it can be. */
function explain(session: SdkSession, error: unknown): unknown {
  return session.explain ? session.explain(error) : error;
}
