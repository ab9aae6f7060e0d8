// The filters every inbound message of a connection passes before the SDK reads it, as one
// ordered list installed once on the transport's message callback (the SDK sets that callback
// in `connect`, and offers no hook before its own parsing). Their order is in
// docs/architecture.md ("Inbound filters").
import type { Transport } from "@modelcontextprotocol/client";

/** Sees (and may repair in place) one inbound message; `true`: it was handled, the SDK never sees it. */
export type InboundFilter = (message: unknown) => boolean;

/** Puts `filters` before the SDK's own message callback, in their order. */
export function installInbound(transport: Transport, filters: readonly InboundFilter[]): void {
  const deliver = transport.onmessage;
  if (!deliver || filters.length === 0) return;
  transport.onmessage = (message, extra) => {
    for (const filter of filters) if (filter(message)) return;
    deliver.call(transport, message, extra);
  };
}

/** A filter that only looks (or repairs in place) and always lets the message through. */
export function passing(look: (message: unknown) => void): InboundFilter {
  return (message) => {
    look(message);
    return false;
  };
}
