// GET /api/v1/company/logo/upload-signature?fileType=&fileName= — a signed PUT URL for a new logo (admin)
import { logoUploadQuery, logoUploadSignature } from "@/lib/server/company/logo";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "company.update", query: logoUploadQuery }, ({ scope, query }) =>
  logoUploadSignature(scope, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
