// SEP-1034: a form field with a `default` that an accepted answer leaves out takes its default.
// Applied once per answer, on every path (interrupt resume, elicitationHandler, onInputRequired
// answers are the user's own and sent as given).

/** The `default` of each field of a form schema that declares one. */
export function formDefaults(requestedSchema: unknown): Record<string, unknown> {
  const properties = (requestedSchema as { properties?: unknown } | undefined)?.properties;
  const defaults: Record<string, unknown> = {};
  if (typeof properties !== "object" || properties === null) return defaults;
  for (const [name, field] of Object.entries(properties)) {
    if (typeof field === "object" && field !== null && "default" in field) {
      const value = (field as { default: unknown }).default;
      if (value !== undefined) defaults[name] = value;
    }
  }
  return defaults;
}

/** An `accept` answer with the defaults of the fields it left out filled in; others unchanged. */
export function withFormDefaults<T extends { action: string; content?: unknown }>(
  answer: T,
  requestedSchema: unknown,
): T {
  if (answer.action !== "accept") return answer;
  const defaults = formDefaults(requestedSchema);
  if (Object.keys(defaults).length === 0) return answer;
  const content = (answer.content ?? {}) as Record<string, unknown>;
  if (typeof content !== "object" || content === null || Array.isArray(content)) return answer;
  const filled: Record<string, unknown> = { ...content };
  for (const [name, value] of Object.entries(defaults)) {
    if (filled[name] === undefined) filled[name] = value;
  }
  return { ...answer, content: filled };
}
