// An API key as the API answers it: built by lib/server/auth/api-keys.ts, read by the browser's code.
import type { Role } from "@/lib/domain/roles";

export type ApiKeyDto = {
  uid: string;
  name: string;
  role: Role;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  created_by: string | null;
};
