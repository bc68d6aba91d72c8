import { storageOperations } from "@/lib/contract/storage";
import { otherMethods, publicRoute } from "@/lib/server/route";
import { localStorageConfig } from "@/lib/server/storage";
import { readLocalFile } from "@/lib/server/storage/local";
import { keyParam } from "@/lib/server/storage/route-params";

export const GET = publicRoute(storageOperations.file, async ({ params, req }) => {
  const file = await readLocalFile(localStorageConfig(), keyParam(params), req.nextUrl.searchParams);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.bytes.byteLength),
      // Keys are unique per upload, so a file never changes under its URL; private ones stay out of shared caches.
      "Cache-Control": file.private ? "private, max-age=3600" : "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened directly must not run script on this origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
