/**
 * Reading a request body without letting its size move the Worker's memory: a declared
 * `Content-Length` over the limit is refused before anything is read, and a body without
 * one (chunked) is read chunk by chunk and abandoned as soon as it passes the limit in
 * bytes. Only then is it decoded and parsed, and it must be a JSON object.
 */

/** A body that could not be taken: the HTTP status and an error code for the client. */
export interface BodyProblem {
  ok: false;
  status: 400 | 413;
  code: "too_large" | "bad_json" | "bad_message";
  message: string;
}

/**
 * The request's JSON object body (`{}` when the body is empty), or why not. Never reads
 * more than `maxBytes` (plus one chunk) of the body.
 */
export async function readJsonObject(request: Request, maxBytes: number): Promise<{ ok: true; value: Record<string, unknown> } | BodyProblem> {
  const tooLarge: BodyProblem = { ok: false, status: 413, code: "too_large", message: `The body is at most ${maxBytes} bytes` };
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    await request.body?.cancel().catch(() => undefined);
    return tooLarge;
  }
  const bytes = await readCapped(request.body, maxBytes);
  if (!bytes) return tooLarge;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, code: "bad_json", message: "The body is not valid UTF-8" };
  }
  if (!text.trim()) return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, code: "bad_json", message: "The body is not valid JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, code: "bad_message", message: "The body must be a JSON object" };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** The stream's bytes, or null as soon as they pass `maxBytes` (the rest is never read). */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.byteLength; }
  return out;
}
