import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** POSTs a multipart form (file + optional mapping) to a route with path params, as the browser does. */
export async function uploadTo(
  handler: Handler,
  path: string,
  cookie: string,
  file: { name: string; type: string; data: string | Uint8Array },
  params: Record<string, string>,
  mapping?: unknown,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("file", new File([file.data as BlobPart], file.name, { type: file.type }));
  if (mapping !== undefined) form.set("mapping", JSON.stringify(mapping));
  const req = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { cookie, ...headers },
    body: form,
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  const json: any = text ? JSON.parse(text) : null;
  return { status: res.status, body: json };
}
