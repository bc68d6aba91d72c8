import { maxAnswerChunkLength } from "@/lib/domain/realtime-events";

/** Each chunk's text at most this many bytes as JSON (escapes included), far under Pusher's 10 KB per event. */
const maxChunkJsonBytes = 6000;

const encoder = new TextEncoder();

/**
 * Splits an answer's text into pieces that each fit one realtime event: at most maxAnswerChunkLength characters
 * and maxChunkJsonBytes bytes as JSON, never between the two halves of a surrogate pair.
 */
export function splitChunks(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + maxAnswerChunkLength);
    while (
      end - start > 1 &&
      encoder.encode(JSON.stringify(text.slice(start, end))).length > maxChunkJsonBytes
    ) {
      end = start + Math.floor((end - start) / 2);
    }
    const code = text.charCodeAt(end - 1);
    if (end < text.length && code >= 0xd800 && code <= 0xdbff && end - start > 1) end -= 1;
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}
