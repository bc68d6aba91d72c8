import { projectOperations } from "@/lib/contract/project";
import { exportRecords } from "@/lib/server/project/export";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectOperations.export, ({ scope, query }) =>
  exportRecords(scope, query.filters, query.format),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
