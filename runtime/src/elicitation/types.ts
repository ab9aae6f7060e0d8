// Public shapes of the elicitation interrupt loop: what a paused run shows a person, and what
// the person sends back with `new Command({ resume })`.

/** One property of MCP's restricted form schema (flat, primitive values only). */
export type ElicitationPropertySchema =
  | {
      type: "string";
      title?: string;
      description?: string;
      minLength?: number;
      maxLength?: number;
      format?: "email" | "uri" | "date" | "date-time";
      enum?: string[];
      /** Legacy (2025-06-18) display names for `enum`. */
      enumNames?: string[];
      oneOf?: Array<{ const: string; title?: string }>;
      anyOf?: Array<{ const: string; title?: string }>;
      default?: string;
    }
  | {
      type: "number" | "integer";
      title?: string;
      description?: string;
      minimum?: number;
      maximum?: number;
      default?: number;
    }
  | { type: "boolean"; title?: string; description?: string; default?: boolean }
  | {
      type: "array";
      title?: string;
      description?: string;
      minItems?: number;
      maxItems?: number;
      items:
        | { type: "string"; enum: string[] }
        | { anyOf: Array<{ const: string; title?: string }> }
        | { oneOf: Array<{ const: string; title?: string }> };
      default?: string[];
    };

/** The `requestedSchema` of a form-mode `elicitation/create` request. */
export interface ElicitationRequestedSchema {
  type: "object";
  properties: Record<string, ElicitationPropertySchema>;
  required?: string[];
  [extra: string]: unknown;
}

/** Values an accepted form may carry. */
export type ElicitationValue = string | number | boolean | string[];

/** One question a server asked during a tool call, as shown in the interrupt. */
export interface ElicitationRequest {
  /** Answer under this key. Modern servers: the server's own key. Legacy: see docs/elicitation.md. */
  key: string;
  /** The server that asked (its name in the adapter, or its URL). */
  server: string;
  /** The tool whose call is waiting for the answer. */
  tool: string;
  message: string;
  requestedSchema: ElicitationRequestedSchema;
  /**
   * Set when this question is asked again because the last answer to it was invalid: what was
   * wrong, per problem. Bounded: at most 20 entries of 200 characters and 4 kB per interrupt;
   * a last entry says how many more were left out.
   */
  errors?: string[];
}

/** The value of the LangGraph interrupt raised when a server needs input. */
export interface ElicitationInterrupt {
  requests: ElicitationRequest[];
}

/** One answer. `decline` refuses to answer (the call goes on); `cancel` abandons the call. */
export type ElicitationAnswer =
  | { action: "accept"; content?: Record<string, ElicitationValue> }
  | { action: "decline" }
  | { action: "cancel" };

/** The resume value: `new Command({ resume: { responses: { [key]: answer } } })`. */
export interface ElicitationResume {
  responses: Record<string, ElicitationAnswer>;
}
