import { storageOperations } from "@/lib/contract/storage";
import { NotFoundError } from "@/lib/server/errors";
import { reply } from "@/lib/server/http";
import { otherMethods, publicRoute } from "@/lib/server/route";
import { localStorageConfig, storage } from "@/lib/server/storage";
import { storeLocalUpload } from "@/lib/server/storage/local";
import { keyParam } from "@/lib/server/storage/route-params";

// No session: like an S3 presigned URL, the signature is the credential (the browser sends no credentials).
export const PUT = publicRoute(storageOperations.upload, async ({ req, params }) => {
  if (storage().name !== "local") throw new NotFoundError();
  const stored = await storeLocalUpload(localStorageConfig(), {
    key: keyParam(params),
    search: req.nextUrl.searchParams,
    contentType: req.headers.get("content-type"),
    contentLength: req.headers.get("content-length"),
    body: req.body,
  });
  return reply(stored);
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
