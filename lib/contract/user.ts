// The user as the API answers it: built by lib/server/user/dto.ts, read by the browser's code.
import type { UserStatus } from "@/lib/domain/user-status";

/** The user as the API answers it (spec §3 field names). */
export type UserDto = {
  uid: string;
  email: string;
  username: string;
  firstname: string;
  lastname: string;
  roles: string[];
  is_zebeler: boolean;
  login_type: string;
  company: string;
  is_active: boolean;
  status: UserStatus;
  activated_at: string | null;
  version: number;
};
