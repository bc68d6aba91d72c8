// Under test, every success answer is held to its declared response schema, so the OpenAPI document (built
// from the same schemas) cannot drift from what the API sends. Off in production: it would read each body twice.
import type { Operation } from "@/lib/contract/operation";

export const checkResponses = process.env.PLINTH_CHECK_RESPONSES === "1";

export async function checkResponse(op: Operation, response: Response): Promise<void> {
  if (!op.response || response.status >= 300 || response.status === 204) return;
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) return;
  const body = await response.clone().json();
  const result = op.response.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`${op.method} ${op.path} answered outside its response schema — ${issues.join("; ")}`);
  }
}
