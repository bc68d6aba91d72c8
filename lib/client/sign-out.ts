import { storeActiveCompanyUid } from "./active-company";
import { api } from "./api";

/** Ends the session on the server, forgets the staff company choice, and returns to the login page. */
export async function signOut() {
  await api("/auth/logout", { method: "POST" }).catch(() => undefined);
  storeActiveCompanyUid(null);
  window.location.assign("/login");
}
