import { projectOperations } from "@/lib/contract/project";
import { reply } from "@/lib/server/http";
import { deleteProject, getProject, updateProject } from "@/lib/server/project/projects";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectOperations.get, async ({ scope, params }) => {
  const project = await getProject(scope, params.uid!);
  return reply(project, { version: project.version });
});

export const PUT = route(projectOperations.update, async ({ scope, params, body, ifMatch }) => {
  const project = await updateProject(scope, params.uid!, body, ifMatch);
  return reply(project, { version: project.version });
});

export const DELETE = route(projectOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteProject(scope, params.uid!, ifMatch);
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
