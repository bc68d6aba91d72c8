// POST /api/v1/assembly/{uid}/insert — insert the assembly into an estimate as grouped lines on a driver input
import { assemblyOperations as ops } from "@/lib/contract/assembly";
import { insertAssembly } from "@/lib/server/cost-library/assembly-insert";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.insert, ({ scope, params, body }) => insertAssembly(scope, params.uid!, body));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
