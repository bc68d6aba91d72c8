import { projectRecordOperations } from "@/lib/contract/project-record";
import { recordPoints } from "@/lib/server/project/points";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectRecordOperations.points, ({ scope, query }) => recordPoints(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
