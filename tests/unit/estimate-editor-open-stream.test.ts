import { describe, expect, it } from "vitest";
import { OpenTextSplitter, openLines, readOpenAnswer } from "@/lib/client/estimate-editor/open-stream";
import { type EstimateOpenDto, linesFromCompact } from "@/lib/client/estimate-editor/types";
import { lineFields } from "@/lib/contract/estimate";

const awkward = ['say "hi"', "back\\slash\\", 'end \\"', "]],[[", '"blocks":[', "ünïcødé ✓ 🏗", "{[}]"];

const value = (field: string, i: number): unknown => {
  switch (field) {
    case "uid":
      return `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    case "position":
      return i * 1024;
    case "description":
      return awkward[i % awkward.length];
    case "quantity":
      return i % 3 ? String(i) : "GSF * 0.01";
    case "tags":
      return i % 2 ? ["site", "]"] : [];
    case "split":
      return i % 5 ? null : { labor: 0.5, material: 0.5 };
    case "unit_cost_cents":
      return i % 4 ? 1234.5 : null;
    case "alternate":
      return i % 7 === 0;
    case "version":
      return 1 + (i % 3);
    default:
      return i % 2 ? `${field} ${i}` : null;
  }
};

/** The server's document: the estimate (with a `blocks` key and awkward text of its own), blocks, the tail. */
function document(blockSizes: number[]) {
  let n = 0;
  const blocks = blockSizes.map((size) => {
    const start = n;
    n += size;
    return lineFields.map((f) => Array.from({ length: size }, (_, k) => value(f, start + k)));
  });
  return {
    estimate: { uid: "e", name: 'An "estimate" ]}', notes: '"lines":{"blocks":[', blocks: [[1]], inputs: [] },
    lines: { fields: [...lineFields], blocks },
    escalation_rates: [{ year: 2026, rate: 0.04 }],
    location_factor: null,
    location_label: "x ]] y",
    location_note: null,
  };
}

/** A body arriving in pieces of the given byte sizes (splitting multi-byte characters too). */
function response(text: string, pieceBytes: number) {
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += pieceBytes) controller.enqueue(bytes.slice(i, i + pieceBytes));
      controller.close();
    },
  });
  return new Response(stream);
}

describe("readOpenAnswer", () => {
  for (const sizes of [[40, 40, 7], [1], [], [13, 13]]) {
    for (const piece of [1, 7, 64, 100_000]) {
      it(`reads blocks of ${sizes.join("/") || "none"} in pieces of ${piece} bytes as JSON.parse does`, async () => {
        const doc = document(sizes);
        const text = JSON.stringify(doc);
        const read = (await readOpenAnswer(response(text, piece))) as EstimateOpenDto;
        expect(read).toEqual(JSON.parse(text));
        // The lines were built as the blocks came in: the same as building them from the whole answer.
        expect(openLines(read)).toEqual(linesFromCompact(doc.lines));
      });
    }
  }

  it("reads rows, or any other shape, as one document", async () => {
    const text = JSON.stringify({ estimate: { uid: "e" }, lines: { fields: ["uid"], rows: [["a"], ["b"]] } });
    const read = (await readOpenAnswer(response(text, 5))) as EstimateOpenDto;
    expect(read).toEqual(JSON.parse(text));
    expect(openLines(read).map((l) => l.uid)).toEqual(["a", "b"]);
  });

  it("answers null for an empty body, and throws on text that is not JSON", async () => {
    expect(await readOpenAnswer(response("", 5))).toBeNull();
    await expect(readOpenAnswer(response('{"lines":{"fields":[],"blocks":[[[1]', 5))).rejects.toThrow();
  });
});

describe("OpenTextSplitter", () => {
  it("hands on the head, each block's text and the tail", () => {
    const blocks: string[] = [];
    let head = "";
    const splitter = new OpenTextSplitter(
      (text) => blocks.push(text),
      (h) => {
        head = h;
      },
    );
    const text = '{"a":{"blocks":[9]},"lines":{"fields":["x"],"blocks":[[["]"]],[[1,"\\"["]]]},"b":1}';
    for (const ch of text) splitter.push(ch);
    expect(head).toBe('{"a":{"blocks":[9]},"lines":{"fields":["x"],"blocks":[');
    expect(blocks).toEqual(['[["]"]]', '[[1,"\\"["]]']);
    expect(splitter.phase).toBe("tail");
    expect(splitter.tail).toBe(']},"b":1}');
  });
});
