import { companyOperations } from "@/lib/contract/company";
import { getMarkupDefault, replaceMarkupDefault } from "@/lib/server/estimate/markup-default";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companyOperations.markupDefault, async ({ scope }) => {
  const value = await getMarkupDefault(scope);
  return reply(value, { version: value.version });
});

export const PUT = route(companyOperations.replaceMarkupDefault, async ({ scope, body, ifMatch }) => {
  const value = await replaceMarkupDefault(scope, body, ifMatch);
  return reply(value, { version: value.version });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
