// GET /api/v1/reference/unit — units of measure and building metrics (built in, keyed by code)
import { listUnits } from "@/lib/server/reference/units";
import { route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read" }, () => listUnits());
