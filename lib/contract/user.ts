// Users of a company: what Settings › Users and the activation page send and read, and the operations under
// /api/v1/user.
import { z } from "zod";
import { roles } from "@/lib/domain/roles";
import { passwordField, requiredString } from "@/lib/domain/validation";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

export const userDto = z.object({
  uid: z.string(),
  email: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(z.string()).describe("The first one is the primary role: admin, editor or viewer"),
  is_zebeler: z.boolean().describe("Plinth staff, who may act for any company"),
  login_type: z.string().describe("password or sso"),
  company: z.string().describe("The uid of the user's own company"),
  is_active: z.boolean(),
  status: z.enum(["pending", "active", "deactivated"]),
  activated_at: z.string().nullable(),
  version: z.number().int(),
});
/** The user as the API answers it. */
export type UserDto = z.infer<typeof userDto>;

export const listUsersQuery = listQuery(500, 100);
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const rolesField = z
  .array(z.enum(roles, { error: "Must be admin, editor or viewer" }), { error: "Choose a role" })
  .min(1, "Choose a role")
  .max(roles.length)
  .refine((list) => new Set(list).size === list.length, "Each role may be given once");

export const updateUserInput = z.object({ roles: rolesField }).strict();
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const inviteUserInput = z.object({
  email: z.email("Enter a valid email address").max(320),
  firstname: z.string().trim().max(100).default(""),
  lastname: z.string().trim().max(100).default(""),
  roles: z.array(z.enum(roles)).min(1, "Choose a role").max(3).default(["viewer"]),
});
export type InviteUserInput = z.infer<typeof inviteUserInput>;

export const deliveries = ["smtp", "outbox", "failed"] as const;

export const invitationDto = z.object({
  user: userDto,
  activation_url: z.string().describe("The link the invitation mail carries"),
  delivery: z.enum(deliveries).describe("Mailed over SMTP, put in the company's outbox, or failed to send"),
});
export type InviteResult = z.infer<typeof invitationDto>;

export const activateInput = z
  .object({
    firstname: requiredString(100),
    lastname: requiredString(100),
    password: passwordField,
    confirm: passwordField,
  })
  .refine((v) => v.confirm === v.password, { message: "Passwords do not match", path: ["confirm"] });
export type ActivateInput = z.infer<typeof activateInput>;

export const activationDto = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company_name: z.string(),
  expires_at: z.string(),
});
export type ActivationDto = z.infer<typeof activationDto>;

const one = "/api/v1/user/{uid}";

export const userOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/user",
    summary: "List the company's users, pending invitations included, by last name",
    permission: "user.read",
    query: listUsersQuery,
    response: listResponse(userDto),
  }),
  invite: operation({
    method: "POST",
    path: "/api/v1/user",
    summary: "Invite a user: a pending account and an activation link, mailed or put in the outbox",
    permission: "user.invite",
    body: inviteUserInput,
    status: 201,
    response: invitationDto,
  }),
  get: operation({
    method: "GET",
    path: one,
    summary: "Read one user of the company",
    permission: "user.read",
    response: userDto,
  }),
  updateRoles: operation({
    method: "PUT",
    path: one,
    summary: "Change a user's roles; the company always keeps an active admin",
    permission: "user.update",
    body: updateUserInput,
    response: userDto,
  }),
  deactivate: operation({
    method: "POST",
    path: `${one}/deactivate`,
    summary: "Block a user's sign-in and end their sessions at once",
    permission: "user.update",
    response: userDto,
  }),
  reactivate: operation({
    method: "POST",
    path: `${one}/reactivate`,
    summary: "Let a deactivated user sign in again",
    permission: "user.update",
    response: userDto,
  }),
  resendInvitation: operation({
    method: "POST",
    path: `${one}/resend-invitation`,
    summary: "Send a pending user a new activation link; earlier links stop working",
    permission: "user.invite",
    response: invitationDto,
  }),
  getActivation: operation({
    method: "GET",
    path: "/api/v1/user/activate/{token}",
    summary: "Read the invitation behind an activation link",
    public: true,
    response: activationDto,
  }),
  activate: operation({
    method: "POST",
    path: "/api/v1/user/activate/{token}",
    summary: "Activate an invited account with its names and a password",
    public: true,
    body: activateInput,
    response: userDto,
  }),
};
