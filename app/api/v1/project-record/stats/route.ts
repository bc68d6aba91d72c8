import { projectRecordOperations } from "@/lib/contract/project-record";
import { recordStats } from "@/lib/server/project/query";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectRecordOperations.stats, ({ scope, query }) => recordStats(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
