import { projectRecordOperations } from "@/lib/contract/project-record";
import { recordMap } from "@/lib/server/project/map";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectRecordOperations.map, ({ scope, query }) => recordMap(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
