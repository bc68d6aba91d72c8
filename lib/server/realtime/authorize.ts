import type Pusher from "pusher";
import type { ChannelAuthInput, UserAuthInput } from "@/lib/contract/realtime";
import { initials } from "@/lib/domain/person-name";
import { type ChannelRef, isPresenceChannel, parseChannelName } from "@/lib/domain/realtime-channels";
import { ApiError, ForbiddenError } from "../errors";
import type { Scope } from "../scope";
import { canReadEstimate } from "./estimate-access";
import { pusherSdk } from "./sdk";

function sdk(): Pusher {
  const client = pusherSdk();
  if (!client) throw new ApiError("not_found", "Realtime is not configured");
  return client;
}

function displayName(scope: Scope): string {
  return `${scope.user.firstname} ${scope.user.lastname}`.trim() || scope.user.username;
}

/** What other members of a presence channel (and the realtime server) learn about the user: no email. */
function userInfo(scope: Scope) {
  const { firstname, lastname, email } = scope.user;
  return { name: displayName(scope), initials: initials(firstname, lastname, email) };
}

async function mayFollow(scope: Scope, channel: ChannelRef): Promise<boolean> {
  switch (channel.kind) {
    case "company":
      // The scope's company (staff acting for it through company-uid included), or a signed-in user's own.
      return (
        channel.uid === scope.company.uid ||
        (scope.apiKeyUid === null && channel.uid === scope.user.companyUid)
      );
    case "user":
      return channel.uid === scope.user.uid;
    case "estimate":
    case "estimate-presence":
      return canReadEstimate(scope, channel.uid);
  }
}

/** pusher:signin — the signed user data; its id is the user's uid (Pusher wants a non-empty string). */
export function authenticateUser(scope: Scope, input: UserAuthInput): Pusher.UserAuthResponse {
  return sdk().authenticateUser(input.socket_id, { id: scope.user.uid, user_info: userInfo(scope) });
}

/**
 * Signs a subscription to one of the app's channels the scope may follow. Anything else — another company's
 * or user's channel, an estimate it cannot read, a public or unknown channel — is refused with 403.
 */
export async function authorizeChannel(
  scope: Scope,
  input: ChannelAuthInput,
): Promise<Pusher.ChannelAuthResponse> {
  const channel = parseChannelName(input.channel_name);
  if (!channel || !(await mayFollow(scope, channel))) {
    throw new ForbiddenError("You cannot subscribe to this channel");
  }
  const presence = isPresenceChannel(input.channel_name)
    ? { user_id: scope.user.uid, user_info: userInfo(scope) }
    : undefined;
  return sdk().authorizeChannel(input.socket_id, input.channel_name, presence);
}
