/**
 * The REST side: the two publish endpoints the `pusher` SDK calls (trigger and triggerBatch) and a
 * health check. Every /apps request must carry a valid query signature before its body is read as
 * JSON.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerContext } from "./context";
import { type ParseResult, type PublishedEvent, parseBatch, parseEvent, publish } from "./events";
import { verifyHttpRequest } from "./signatures";

/**
 * Upper bound on a request body. A full batch (10 × 10 KB of data, JSON-escaped, plus channel
 * lists) fits well below it; anything larger is refused before it is buffered in memory.
 */
export const MAX_BODY_BYTES = 512 * 1024;

const APPS_PATH_RE = /^\/apps\/([^/]+)\/(events|batch_events)$/;

function send(res: ServerResponse, status: number, body: string, contentType = "application/json"): void {
  res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

function sendError(res: ServerResponse, status: number, message: string): void {
  send(res, status, JSON.stringify({ error: message }));
}

type BodyResult = { ok: true; body: Buffer } | { ok: false };

function readBody(req: IncomingMessage, res: ServerResponse): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        // Closing the connection stops the client from streaming the rest of an oversized body.
        res.setHeader("connection", "close");
        sendError(res, 413, `Request body exceeds ${MAX_BODY_BYTES} bytes`);
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) {
        done = true;
        resolve({ ok: true, body: Buffer.concat(chunks) });
      }
    });
    req.on("error", () => {
      if (!done) {
        done = true;
        resolve({ ok: false });
      }
    });
  });
}

export function createHttpHandler(ctx: ServerContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(ctx, req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, "Internal error");
      else res.destroy();
    });
  };
}

async function handle(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rawUrl = req.url ?? "/";
  const queryStart = rawUrl.indexOf("?");
  // The signature covers the path exactly as sent, so it is taken raw, not normalised by URL().
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? "" : rawUrl.slice(queryStart + 1));

  if (path === "/" || path === "/health") {
    if (req.method === "GET" || req.method === "HEAD") send(res, 200, "ok", "text/plain; charset=utf-8");
    else sendError(res, 405, "Use GET");
    return;
  }
  const match = APPS_PATH_RE.exec(path);
  if (!match) {
    sendError(res, 404, "Not found");
    return;
  }
  if (req.method !== "POST") {
    sendError(res, 405, "Use POST");
    return;
  }
  if (match[1] !== ctx.app.appId) {
    sendError(res, 404, `Unknown app id ${match[1]}`);
    return;
  }

  const read = await readBody(req, res);
  if (!read.ok) return;
  const auth = verifyHttpRequest(ctx.app, {
    method: "POST",
    path,
    query,
    body: read.body,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (!auth.ok) {
    sendError(res, 401, auth.message);
    return;
  }

  let json: unknown;
  try {
    json = JSON.parse(read.body.toString("utf8"));
  } catch {
    sendError(res, 400, "Body is not valid JSON");
    return;
  }
  const parsed: ParseResult<PublishedEvent[]> = match[2] === "events" ? parseEvent(json) : parseBatch(json);
  if (!parsed.ok) {
    sendError(res, parsed.status, parsed.message);
    return;
  }
  // A batch is validated as a whole first, so a bad item publishes nothing rather than half.
  for (const event of parsed.value) publish(ctx, event);
  send(res, 200, "{}");
}
