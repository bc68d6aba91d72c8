import { companyOperations } from "@/lib/contract/company";
import { logoUploadSignature } from "@/lib/server/company/logo";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companyOperations.logoUploadSignature, ({ scope, query }) =>
  logoUploadSignature(scope, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
