// GET /api/v1/storage/file/{key} — serves an uploaded file (local storage; logos are public like S3 objects)
import { publicRoute } from "@/lib/server/route";
import { localStorageConfig } from "@/lib/server/storage";
import { readLocalFile } from "@/lib/server/storage/local";
import { keyParam } from "@/lib/server/storage/route-params";

export const GET = publicRoute({}, async ({ params }) => {
  const { bytes, type } = await readLocalFile(localStorageConfig(), keyParam(params));
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      // Keys are unique per upload, so a file never changes under its URL.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened directly must not run script on this origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
