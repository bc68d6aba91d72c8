// The signed-in user's own account: My Account's profile and password forms, and the operations under
// /api/v1/self.
import { z } from "zod";
import { passwordField, required, requiredString } from "@/lib/domain/validation";
import { operation } from "./operation";
import { userDto } from "./user";

export const profileInput = z.object({
  firstname: requiredString(100),
  lastname: requiredString(100),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const changePasswordInput = z
  .object({
    password: z.string({ error: required }).min(1, "Required"),
    newPassword: passwordField,
    confirm: passwordField,
  })
  .refine((v) => v.confirm === v.newPassword, { message: "Passwords do not match", path: ["confirm"] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const selfOperations = {
  get: operation({
    method: "GET",
    path: "/api/v1/self",
    summary: "Read the signed-in user",
    permission: "self.read",
    response: userDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/self",
    summary: "Change the signed-in user's first and last name",
    permission: "self.update",
    body: profileInput,
    response: userDto,
  }),
  changePassword: operation({
    method: "PUT",
    path: "/api/v1/self/change-password",
    summary: "Change the signed-in user's password; their other sessions end",
    permission: "self.update",
    body: changePasswordInput,
    ifMatch: "none",
    response: userDto,
  }),
};
