import { ApiError } from "./errors";

// Reading a JSON or form body for the route wrapper: never more than the limit (a 10 MB body is refused after
// the first megabyte, or at once from its Content-Length), and only as valid UTF-8 (`req.text()` would put
// U+FFFD in place of bad bytes and store them as if the client had sent them).

export const maxBodyBytes = 1_000_000;

const tooLarge = () =>
  new ApiError("payload_too_large", `The request body is too large (at most ${maxBodyBytes / 1_000_000} MB)`);
export const invalidUtf8Message = "The request body is not valid UTF-8 text";

/** The body as text: 413 past the limit, 400 when it is not UTF-8. */
export async function readBodyText(req: Request): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooLarge();
  if (!req.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError("bad_request", invalidUtf8Message);
  }
}
