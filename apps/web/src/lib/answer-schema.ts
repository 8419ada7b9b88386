/** Anything that turns an unknown JSON body into a typed answer (a zod schema is one). */
export interface AnswerParser<T> {
  parse(data: unknown): T;
}

/**
 * The client's handle on an API answer's contract schema. Answers come from our own server, which builds them
 * from the same contract types and checks them against these schemas in its response serializer (hot routes such
 * as the search may skip that check in production, keeping it in development and tests). So a production build
 * trusts the body and ships no zod on the hot path; development and tests still parse with the real contract
 * schema, loaded on demand, so a handler or fixture that drifts from the contract fails loudly there.
 */
export class AnswerSchema<T> {
  /** Type-only (never set): lets `z.infer<typeof X>` keep working where code once held the zod schema itself. */
  declare readonly _zod: { readonly output: T };
  readonly #load: () => Promise<AnswerParser<T>>;
  #parser: AnswerParser<T> | undefined;

  constructor(load: () => Promise<AnswerParser<T>>) {
    this.#load = load;
  }

  async read(body: unknown): Promise<T> {
    if (!import.meta.env.DEV) return body as T;
    return (this.#parser ?? (await this.preload())).parse(body);
  }

  /** Loads the contract schema now (tests do, so that reading an answer takes no extra turn). */
  async preload(): Promise<AnswerParser<T>> {
    return (this.#parser ??= await this.#load());
  }
}

export function answerSchema<T>(load: () => Promise<AnswerParser<T>>): AnswerSchema<T> {
  return new AnswerSchema(load);
}
