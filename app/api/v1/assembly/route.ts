// GET /api/v1/assembly — the library's assemblies; POST — add one
import { assemblyOperations as ops } from "@/lib/contract/assembly";
import { createAssembly, listAssemblies } from "@/lib/server/cost-library/assemblies";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.list, ({ scope, query }) => listAssemblies(scope, query));

export const POST = route(ops.create, async ({ scope, body }) =>
  versioned(await createAssembly(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
