// GET|POST /api/v1/project — the company's projects (q, limit, cursor); create one, optionally with its first record (editor)
import { createProjectInput, projectListQuery } from "@/lib/domain/project/input";
import { reply } from "@/lib/server/http";
import { createProject, listProjects } from "@/lib/server/project/projects";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "project.read", query: projectListQuery }, ({ scope, query }) =>
  listProjects(scope, query),
);

export const POST = route(
  { permission: "project.write", body: createProjectInput },
  async ({ scope, body }) => {
    const project = await createProject(scope, body);
    return reply(project, { status: 201, version: project.version });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
