import { projectOperations } from "@/lib/contract/project";
import { reply } from "@/lib/server/http";
import { createProject, listProjects } from "@/lib/server/project/projects";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectOperations.list, ({ scope, query }) => listProjects(scope, query));

export const POST = route(projectOperations.create, async ({ scope, body }) => {
  const project = await createProject(scope, body);
  return reply(project, { status: 201, version: project.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
