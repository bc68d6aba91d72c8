import "server-only";
import { localStorageConfig } from "../../storage";
// The company's logo for the PDF cover: read from this server's storage when it lives there (the settings page
// stores a public URL under /api/v1/storage/file/logos/…), else fetched from its public URL (S3) with a short
// timeout. PNG and JPEG only (what pdfkit draws); anything else, or a failure, is a cover without a logo.
import { readLocalFile } from "../../storage/local";

const LOCAL = "/api/v1/storage/file/";
const MAX_BYTES = 2_000_000;

const drawable = (b: Buffer) =>
  (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) || (b[0] === 0xff && b[1] === 0xd8);

export async function loadLogo(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    let bytes: Buffer;
    const path = url.startsWith("http") ? new URL(url).pathname : url.split("?")[0]!;
    if (path.startsWith(LOCAL) && !url.startsWith("http")) {
      bytes = (await readLocalFile(localStorageConfig(), decodeURIComponent(path.slice(LOCAL.length)))).bytes;
    } else if (url.startsWith("https://") || url.startsWith("http://")) {
      const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (!res.ok) return null;
      bytes = Buffer.from(await res.arrayBuffer());
    } else return null;
    return bytes.byteLength <= MAX_BYTES && drawable(bytes) ? bytes : null;
  } catch {
    return null;
  }
}
