// Invitations to bid on a package: who was invited, where each stands, and the operations under
// /api/v1/bid-package/{uid}/invitation (invite, revoke, remind).
import { z } from "zod";
import { invitationStatuses } from "@/lib/domain/bids/portal";
import { operation } from "./operation";

const uidField = z.uuid({ error: (i) => (i.input == null ? "Required" : "Must be an id") });

export const inviteBiddersInput = z.object({
  invitations: z
    .array(
      z.strictObject({
        bidder_uid: uidField,
        /** The contact to mail; without it the bidder's first contact with an email. */
        contact_uid: uidField.nullable().optional(),
      }),
      { error: "Required" },
    )
    .min(1, "Choose at least one bidder")
    .max(100, "Invite at most 100 bidders at a time"),
});
export type InviteBiddersInput = z.infer<typeof inviteBiddersInput>;

export const invitationDto = z.object({
  uid: z.string(),
  package_uid: z.string(),
  bidder_uid: z.string(),
  bidder_name: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string(),
  status: z.enum(invitationStatuses),
  decline_reason: z.string().nullable(),
  viewed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_reminded_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  base_bid_cents: z.number().int().nullable(),
  revision: z.number().int(),
  questions: z.number().int().describe("Questions asked through the portal"),
  link: z
    .string()
    .nullable()
    .describe("The bidder's portal link, for editors to copy; null for viewers and revoked invitations"),
  version: z.number().int(),
  created_at: z.string(),
});
export type InvitationDto = z.infer<typeof invitationDto>;

const invitationList = z.object({
  invitations: z.array(invitationDto),
  package_status: z.string(),
  package_version: z.number().int(),
});
export type InvitationListDto = z.infer<typeof invitationList>;

export const bidInvitationOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/bid-package/{uid}/invitation",
    summary: "List a package's invitations with each bidder's status",
    permission: "bid.read",
    response: invitationList,
  }),
  invite: operation({
    method: "POST",
    path: "/api/v1/bid-package/{uid}/invitation",
    summary: "Invite bidders from the directory: each contact is mailed a portal link",
    description:
      "A draft package goes out to bid. A bidder already invited is refused (409); one whose invitation was " +
      "revoked is invited again with the same link, which works again.",
    permission: "bid.write",
    body: inviteBiddersInput,
    response: invitationList,
    status: 201,
  }),
  revoke: operation({
    method: "POST",
    path: "/api/v1/bid-package/{uid}/invitation/{invitationUid}/revoke",
    summary: "Withdraw an invitation: its portal link stops working at once",
    permission: "bid.write",
    ifMatch: "required",
    response: invitationDto,
  }),
  remind: operation({
    method: "POST",
    path: "/api/v1/bid-package/{uid}/invitation/remind",
    summary: "Mail a reminder to every invited bidder who has not submitted or declined",
    permission: "bid.write",
    response: invitationList.extend({ reminded: z.number().int() }),
  }),
};
