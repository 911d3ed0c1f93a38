/** A failed call: the status and the readable text the server sent (its `error`, or its plain-text body). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A zod schema, classic or zod/mini: all a call needs of it is to check an answer. */
interface AnswerSchema<T> {
  parse(payload: unknown): T;
}

interface Call<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /**
   * Validates the answer; without it the answer is returned as text. A loader (`() => import(…)`) fetches
   * the schema, and zod with it, alongside the call: the shell's own calls pass one, so that no public
   * page needs zod before it works.
   */
  schema?: AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);
}

/** The one way the web app calls the server: same-origin cookies, JSON in and out, errors as ApiError. */
export async function api<T>(path: string, { method = "GET", body, schema }: Call<T> = {}): Promise<T> {
  const answerSchema = typeof schema === "function" ? schema() : schema;
  // Awaited below; a loader failing while the call fails too must not also surface as an unhandled rejection.
  if (answerSchema instanceof Promise) answerSchema.catch(() => undefined);
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  const payload: unknown = isJson ? await response.json() : await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, ...(await import("./api-error.ts")).readApiError(response, payload));
  }
  return answerSchema ? (await answerSchema).parse(payload) : (payload as T);
}
