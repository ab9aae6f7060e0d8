// Servers of the re-ask tests, both eras, each asking with a form that answers can break:
// `reserve` asks for a seat (an enum) and a party size (an integer in a range) and acts only on
// an accepted answer, counting each time it acts; `survey` asks with a ~600 kB form (3,000
// required fields, a 5,000-value enum).
import { McpServer, inputRequired, inputResponse } from "@modelcontextprotocol/server";
import { McpServer as LegacyMcpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export interface ReaskRecord {
  /** Times a tool acted on an accepted answer (its side effect): once per completed call. */
  executions: number;
  /** Every answer the server received, as it received it. */
  received: unknown[];
}

export const newReaskRecord = (): ReaskRecord => ({ executions: 0, received: [] });

export const SEAT_FORM = {
  type: "object" as const,
  properties: {
    seat: { type: "string" as const, enum: ["window", "aisle"] },
    guests: { type: "integer" as const, minimum: 1, maximum: 8 },
  },
  required: ["seat", "guests"],
};

export const SURVEY_FIELDS = 3000;
export const SURVEY_CHOICES = 5000;

/** The oversized form: `choice` (5,000 values) and `field_0000`…`field_2999`, all required. */
export function surveyForm() {
  const properties: Record<string, unknown> = {
    choice: {
      type: "string",
      enum: Array.from({ length: SURVEY_CHOICES }, (_, i) => `option-${i}`),
    },
  };
  for (let i = 0; i < SURVEY_FIELDS; i++) {
    properties[`field_${String(i).padStart(4, "0")}`] = {
      type: "integer",
      description: `Question ${i} of the survey, answered with a whole number. `.repeat(2),
    };
  }
  return { type: "object" as const, properties, required: Object.keys(properties) };
}

const MESSAGES = { reserve: "Which seat, and for how many?", survey: "Please fill in the survey" };
type Asking = keyof typeof MESSAGES;
const FORMS: Record<Asking, () => object> = { reserve: () => SEAT_FORM, survey: surveyForm };

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

/** What a tool does with an answer: acts on `accept` (counted), reports anything else. */
function act(record: ReaskRecord, tool: Asking, answer: { action: string; content?: any }) {
  if (answer.action !== "accept") return text(`${tool}: ${answer.action}`);
  record.executions++;
  const { seat, guests } = answer.content ?? {};
  return text(tool === "reserve" ? `reserved ${seat} for ${guests}` : "survey: done");
}

/** The 2026-07-28 server: asks with `input_required` under the key "form". */
export function createModernReaskServer(record: ReaskRecord): McpServer {
  const server = new McpServer({ name: "modern-reask", version: "2.0.0" });
  const asking = (tool: Asking) => async (_args: unknown, ctx: any) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses !== undefined) record.received.push(responses);
    const view = inputResponse(responses ?? {}, "form");
    if (ctx.mcpReq.requestState?.() !== `${tool}-1` || view.kind !== "elicit") {
      const requestedSchema = FORMS[tool]() as any;
      return inputRequired({
        inputRequests: { form: inputRequired.elicit({ message: MESSAGES[tool], requestedSchema }) },
        requestState: `${tool}-1`,
      });
    }
    return act(record, tool, view);
  };
  const party = z.object({ party: z.number() });
  server.registerTool("reserve", { description: "Reserve", inputSchema: party }, asking("reserve"));
  server.registerTool(
    "survey",
    { description: "Survey", inputSchema: z.object({}) },
    asking("survey"),
  );
  return server;
}

/** The legacy (SDK 1.x) server: pushes `elicitation/create` during the call. */
export function createLegacyReaskServer(record: ReaskRecord): LegacyMcpServer {
  const server = new LegacyMcpServer({ name: "legacy-reask", version: "1.0.0" });
  const asking = (tool: Asking) => async () => {
    const requestedSchema = FORMS[tool]() as any;
    const answer = await server.server.elicitInput({ message: MESSAGES[tool], requestedSchema });
    record.received.push(answer);
    return act(record, tool, answer);
  };
  const party = { party: z.number() };
  server.registerTool("reserve", { description: "Reserve", inputSchema: party }, asking("reserve"));
  server.registerTool("survey", { description: "Survey" }, asking("survey"));
  return server;
}
