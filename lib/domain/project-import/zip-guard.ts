// An XLSX is a zip. Before a spreadsheet library inflates one, its entries are checked: the sizes the
// central directory declares (total and per-entry ratio), then the real inflated size, counted while
// streaming and stopped at the limit — a zip bomb can lie in its headers, but not to the inflater.
import { Unzip, UnzipInflate, unzipSync } from "fflate";

export const zipLimits = {
  /** What all entries may expand to. */
  maxTotalBytes: 250 * 1024 * 1024,
  /** Expansion ratio an entry of more than 1 MB may have (spreadsheet XML compresses 5–30×). */
  maxRatio: 200,
  maxEntries: 10_000,
} as const;

export type ZipCheck = { ok: true; entries: number; totalBytes: number } | { ok: false; message: string };

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

export type ZipLimits = { maxTotalBytes: number; maxRatio: number; maxEntries: number };

export function checkZip(data: Uint8Array, limits: ZipLimits = zipLimits): ZipCheck {
  let declared = 0;
  let entries = 0;
  let problem: string | null = null;
  try {
    // The filter sees each central-directory entry and inflates none of them.
    unzipSync(data, {
      filter(file) {
        entries++;
        declared += file.originalSize;
        if (problem) return false;
        if (entries > limits.maxEntries) problem = `The file has more than ${limits.maxEntries} parts`;
        else if (declared > limits.maxTotalBytes) {
          problem = `The file expands to more than ${mb(limits.maxTotalBytes)}; it looks like a zip bomb and was refused`;
        } else if (
          file.originalSize > 1024 * 1024 &&
          file.originalSize / Math.max(file.size, 1) > limits.maxRatio
        ) {
          problem = `A part of the file (${file.name}) expands ${Math.round(file.originalSize / Math.max(file.size, 1))}×; it looks like a zip bomb and was refused`;
        }
        return false;
      },
    });
  } catch {
    return { ok: false, message: "The file is not a valid .xlsx workbook" };
  }
  if (problem) return { ok: false, message: problem };
  if (entries === 0) return { ok: false, message: "The file is not a valid .xlsx workbook" };
  const inflated = countInflated(data, limits.maxTotalBytes);
  if (inflated === "bomb") {
    return {
      ok: false,
      message: `The file expands to more than ${mb(limits.maxTotalBytes)}; it looks like a zip bomb and was refused`,
    };
  }
  if (inflated === "invalid") return { ok: false, message: "The file is not a valid .xlsx workbook" };
  return { ok: true, entries, totalBytes: inflated };
}

class Stop extends Error {}

/** Inflates every entry, counting bytes and throwing away the output; stops past `limit`. */
function countInflated(data: Uint8Array, limit: number): number | "bomb" | "invalid" {
  let total = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (err, chunk) => {
      if (err) throw err;
      total += chunk.length;
      if (total > limit) throw new Stop();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    const step = 64 * 1024;
    for (let i = 0; i < data.length; i += step) {
      unzip.push(data.subarray(i, Math.min(i + step, data.length)), i + step >= data.length);
    }
  } catch (error) {
    return error instanceof Stop ? "bomb" : "invalid";
  }
  return total;
}
