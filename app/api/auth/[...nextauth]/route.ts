// GET|POST /api/auth/* — Auth.js endpoints (session, csrf, credentials callback, sign-out)
import { handlers } from "@/auth";

export const { GET, POST } = handlers;
