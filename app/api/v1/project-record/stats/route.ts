// GET /api/v1/project-record/stats — count, median and quartiles of $/GSF, histogram and medians by building type over the filters (normalised when targets are given)
import { recordStats } from "@/lib/server/project/query";
import { otherMethods, route } from "@/lib/server/route";
import { requestFilters } from "../filters";

export const GET = route({ permission: "project.read" }, ({ scope, req }) =>
  recordStats(scope, requestFilters(req)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
