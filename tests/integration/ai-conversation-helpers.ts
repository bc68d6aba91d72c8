// Calls for the ai-conversation*.test.ts suites.
import * as answer from "@/app/api/v1/ai-conversation/[uid]/agent-response/route";
import * as message from "@/app/api/v1/ai-conversation/[uid]/message/route";
import * as item from "@/app/api/v1/ai-conversation/[uid]/route";
import * as stop from "@/app/api/v1/ai-conversation/[uid]/stop/route";
import * as byDate from "@/app/api/v1/ai-conversation/by-date/route";
import * as list from "@/app/api/v1/ai-conversation/route";
import { call } from "./helpers";

const base = "/api/v1/ai-conversation";
const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

export const ai = {
  list: (cookie: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    call(list.GET, "GET", base, { cookie, query, headers }),
  byDate: (cookie: string, query: Record<string, string> = {}) =>
    call(byDate.GET, "GET", `${base}/by-date`, { cookie, query }),
  create: (cookie: string, headers: Record<string, string> = {}) =>
    call(list.POST, "POST", base, { cookie, headers }),
  get: (cookie: string, uid: string) => call(item.GET, "GET", `${base}/${uid}`, { cookie, params: { uid } }),
  rename: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(item.PUT, "PUT", `${base}/${uid}`, { cookie, body, headers: match(version), params: { uid } }),
  remove: (cookie: string, uid: string, version?: number) =>
    call(item.DELETE, "DELETE", `${base}/${uid}`, { cookie, headers: match(version), params: { uid } }),
  ask: (cookie: string, uid: string, content: unknown) =>
    call(message.POST, "POST", `${base}/${uid}/message`, { cookie, body: { content }, params: { uid } }),
  answer: (cookie: string, uid: string) =>
    call(answer.POST, "POST", `${base}/${uid}/agent-response`, { cookie, params: { uid } }),
  stop: (cookie: string, uid: string) =>
    call(stop.POST, "POST", `${base}/${uid}/stop`, { cookie, params: { uid } }),
};

/** A new conversation of the caller: its uid. */
export async function newConversation(cookie: string): Promise<string> {
  const res = await ai.create(cookie);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.uid;
}
