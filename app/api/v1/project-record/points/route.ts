// GET /api/v1/project-record/points — compact map points [uid, lat, lng, $/GSF cents, project name] over the filters (up to 20,000)
import { recordPoints } from "@/lib/server/project/query";
import { otherMethods, route } from "@/lib/server/route";
import { requestFilters } from "../filters";

export const GET = route({ permission: "project.read" }, ({ scope, req }) =>
  recordPoints(scope, requestFilters(req)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
