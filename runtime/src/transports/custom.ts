// A transport the user built: an SDK `Transport` instance (usable for one session), or a
// function returning a fresh one (usable for every session).
import type { Transport } from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import {
  UNDECLARED_TRAITS,
  type TransportDescription,
  type TransportSecrets,
  type TransportTraits,
} from "./types.js";

export type TransportFactory = () => Transport | Promise<Transport>;

export class CustomTransport implements TransportDescription {
  readonly kind = "custom" as const;
  readonly traits: TransportTraits = UNDECLARED_TRAITS;
  #instance: Transport | undefined;
  readonly #factory: TransportFactory | undefined;

  constructor(transportOrFactory: Transport | TransportFactory) {
    if (typeof transportOrFactory === "function") {
      this.#factory = transportOrFactory;
    } else {
      this.#instance = transportOrFactory;
    }
  }

  describe(): string {
    const name = this.#instance?.constructor?.name;
    return `transport:${name && name !== "Object" ? name : "custom"}`;
  }

  defaultServerName(): string {
    return this.kind;
  }

  secretSources(): TransportSecrets {
    return {}; // the user's transport keeps its own configuration
  }

  async open(): Promise<Transport> {
    if (this.#factory) return this.#factory();
    const instance = this.#instance;
    if (!instance) {
      throw new MCPConfigError(
        "This SDK transport instance was already used for a session and cannot be reopened; " +
          "pass a function that returns a fresh transport instead",
      );
    }
    this.#instance = undefined;
    return instance;
  }
}
