// A Streamable HTTP server that answers a POST with a JSON response for an id that was never
// sent (a proxy mixing up answers, a server echoing a fixed id): the SDK hands the message on,
// no request has that id, it is dropped, and the request that was sent waits out its whole
// timeout. The POST's own answer can only be for the request it carried, so a JSON answer
// that is not fails that request at once, with both ids named.
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";

type Fetch = typeof fetch;
type Id = string | number;

/** The id of the request a POST body carries (the SDK sends one message per POST), if any. */
function sentRequestId(body: unknown): Id | undefined {
  if (typeof body !== "string" || !body.startsWith("{")) return undefined;
  try {
    const message = JSON.parse(body) as { id?: unknown; method?: unknown };
    const { id } = message;
    if (typeof message.method !== "string") return undefined;
    return typeof id === "string" || typeof id === "number" ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The ids a JSON body answers (its JSON-RPC responses; requests and notifications aside). */
function answeredIds(data: unknown): unknown[] {
  const messages = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  return messages
    .filter(
      (m) =>
        typeof m === "object" && m !== null && ("result" in m || "error" in m) && !("method" in m),
    )
    .map((m) => m.id);
}

const shown = (id: unknown) => JSON.stringify(id)?.slice(0, 40) ?? String(id);

/**
 * A fetch that fails a request whose JSON answer is for other ids only
 * (`ClientHttpUnexpectedContent`: a connection failure the client raises at once).
 *
 * The check runs as the SDK reads the answer (`response.json()`, its one read of a JSON body),
 * on the value it parsed: reading the body here first and handing over a copy cost a call
 * +200 µs of CPU (the copy's stream), and parsing the request body again +11 µs.
 */
export function sentIdsOnlyFetch(inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const body = init?.body;
    if (response.status !== 200 || typeof body !== "string") return response;
    if (!/^application\/json/i.test(response.headers.get("content-type") ?? "")) return response;
    const read = response.json.bind(response);
    response.json = async () => {
      const data: unknown = await read();
      const answered = answeredIds(data);
      // Cheap first: the body names an answered id as its own (nearly always); else parse it.
      if (answered.length === 0 || answered.some((id) => namesId(body, id))) return data;
      const sent = sentRequestId(body);
      if (sent !== undefined && !answered.includes(sent)) {
        throw new SdkError(
          SdkErrorCode.ClientHttpUnexpectedContent,
          `the server answered request ${shown(sent)} with a response for id ` +
            `${answered.map(shown).join(", ")}, which was never sent`,
        );
      }
      return data;
    };
    return response;
  };
}

/** Whether a JSON text has the member `"id": <id>` (as JSON.stringify writes it, which the SDK uses). */
function namesId(text: string, id: unknown): boolean {
  if (typeof id !== "string" && typeof id !== "number") return false;
  const member = `"id":${JSON.stringify(id)}`;
  for (let at = text.indexOf(member); at >= 0; at = text.indexOf(member, at + 1)) {
    const next = text[at + member.length];
    if (next === "," || next === "}") return true;
  }
  return false;
}
