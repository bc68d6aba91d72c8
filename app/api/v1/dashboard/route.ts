import { dashboardOperations } from "@/lib/contract/dashboard";
import { getDashboard } from "@/lib/server/dashboard";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(dashboardOperations.get, ({ scope }) => getDashboard(scope));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
