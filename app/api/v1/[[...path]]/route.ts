// GET|POST|PUT|PATCH|DELETE /api/v1/{path} — any path the API does not have: 404 in the JSON error envelope
import { unknownPath } from "@/lib/server/route";

export const { GET, POST, PUT, PATCH, DELETE } = unknownPath();
