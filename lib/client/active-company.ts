// The company a staff user acts for (`active-company-uid`). localStorage feeds the
// `company-uid` header of every API call (lib/client/api.ts); the cookie of the same name lets
// server-rendered pages resolve the same company (lib/server/page-scope.ts).
import { ACTIVE_COMPANY_KEY } from "@/lib/domain/active-company";
import { deleteCookie, writeCookie } from "./cookies";

export { ACTIVE_COMPANY_KEY };

const COOKIE_DAYS = 365;
const CHANNEL = "plinth-company-switch";

export function readActiveCompanyUid(): string | null {
  if (typeof window === "undefined") return null;
  return window.localStorage.getItem(ACTIVE_COMPANY_KEY);
}

/** Stores the choice in both places; null (the user's own company) clears both. */
export function storeActiveCompanyUid(uid: string | null) {
  if (uid) {
    window.localStorage.setItem(ACTIVE_COMPANY_KEY, uid);
    writeCookie(ACTIVE_COMPANY_KEY, uid, COOKIE_DAYS);
  } else {
    window.localStorage.removeItem(ACTIVE_COMPANY_KEY);
    deleteCookie(ACTIVE_COMPANY_KEY);
  }
}

type SwitchMessage = { type: "company-switched"; uid: string | null };

/** Tells every other open tab of this origin that the active company changed. */
export function broadcastCompanySwitch(uid: string | null) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: "company-switched", uid } satisfies SwitchMessage);
  channel.close();
}

/** Calls back when another tab switched company (a channel never hears its own messages). */
export function onCompanySwitch(callback: (uid: string | null) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SwitchMessage>) => {
    if (event.data?.type === "company-switched") callback(event.data.uid);
  };
  return () => channel.close();
}
