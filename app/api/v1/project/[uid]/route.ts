// GET|PUT|DELETE /api/v1/project/{uid} — one project; edit (copies its filter fields to its records) or remove with its records (editor, If-Match)
import { updateProjectInput } from "@/lib/domain/project/input";
import { reply } from "@/lib/server/http";
import { deleteProject, getProject, updateProject } from "@/lib/server/project/projects";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "project.read", uidParams: ["uid"] }, async ({ scope, params }) => {
  const project = await getProject(scope, params.uid!);
  return reply(project, { version: project.version });
});

export const PUT = route(
  { permission: "project.write", body: updateProjectInput, uidParams: ["uid"] },
  async ({ scope, params, body, ifMatch }) => {
    const project = await updateProject(scope, params.uid!, body, ifMatch);
    return reply(project, { version: project.version });
  },
);

export const DELETE = route(
  { permission: "project.write", uidParams: ["uid"] },
  async ({ scope, params, ifMatch }) => {
    await deleteProject(scope, params.uid!, ifMatch);
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
