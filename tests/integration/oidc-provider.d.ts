// The little of oidc-provider (no bundled types) the single sign-on tests use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  type Claims = Record<string, unknown>;

  class Grant {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: typeof Grant;
    callback(): Handler;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; params: Record<string, unknown>; prompt: { name: string } }>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Claims): Promise<void>;
  }
}
