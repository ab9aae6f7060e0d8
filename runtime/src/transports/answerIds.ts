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

/**
 * The ids a JSON body answers, or undefined when it is no JSON-RPC response (the SDK reports
 * what it cannot read itself).
 */
function answeredIds(text: string): unknown[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const messages = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  const answers = messages.filter(
    (m) =>
      typeof m === "object" && m !== null && ("result" in m || "error" in m) && !("method" in m),
  );
  return answers.length === 0 ? undefined : answers.map((m) => m.id);
}

const shown = (id: unknown) => JSON.stringify(id)?.slice(0, 40) ?? String(id);

/**
 * A fetch that fails a request whose JSON answer is for other ids only
 * (`ClientHttpUnexpectedContent`: a connection failure the client raises at once).
 */
export function sentIdsOnlyFetch(inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const sent = sentRequestId(init?.body);
    const type = response.headers.get("content-type") ?? "";
    if (sent === undefined || response.status !== 200 || !/^application\/json/i.test(type))
      return response;
    const text = await response.text();
    // Cheap check first: the body names the id that was sent (nearly always).
    const own = new RegExp(`"id"\\s*:\\s*${escape(JSON.stringify(sent))}\\s*[,}]`);
    const answered = own.test(text) ? undefined : answeredIds(text);
    if (answered !== undefined && !answered.includes(sent)) {
      throw new SdkError(
        SdkErrorCode.ClientHttpUnexpectedContent,
        `the server answered request ${shown(sent)} with a response for id ` +
          `${answered.map(shown).join(", ")}, which was never sent`,
      );
    }
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
