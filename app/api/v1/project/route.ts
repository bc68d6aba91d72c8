import { projectOperations } from "@/lib/contract/project";
import { versioned } from "@/lib/server/entity-route";
import { createProject, listProjects } from "@/lib/server/project/projects";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectOperations.list, ({ scope, query }) => listProjects(scope, query));

export const POST = route(projectOperations.create, async ({ scope, body }) =>
  versioned(await createProject(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
