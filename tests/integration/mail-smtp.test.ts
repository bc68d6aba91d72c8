import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as user from "@/app/api/v1/user/route";
import { db, schema } from "@/db";
import { call, companyWithRoles } from "./helpers";

// A minimal SMTP server on loopback that keeps what it receives: enough for nodemailer's plain SMTP dialogue.
type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let server: Server;

function startSmtp(): Promise<number> {
  server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let mail: Received = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 localhost test SMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: "", to: [], data: "" };
          reply("250 queued");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") mail.from = line;
        if (verb === "RCPT") mail.to.push(line);
        if (verb === "DATA") inData = true;
        reply(verb === "DATA" ? "354 end with <CRLF>.<CRLF>" : verb === "QUIT" ? "221 bye" : "250 ok");
        if (verb === "QUIT") socket.end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
}

beforeAll(async () => {
  const port = await startSmtp();
  // Read by env() on first use in this file's module graph.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "Plinth Test <no-reply@plinth.test>";
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("mail over SMTP (SMTP_URL set)", () => {
  it("sends the invitation through the SMTP server and keeps nothing in the outbox", async () => {
    const t = await companyWithRoles({ companyName: "Smtp Builders" });
    const email = `smtp-${randomUUID().slice(0, 8)}@example.test`;
    const res = await call(user.POST, "POST", "/api/v1/user", { cookie: t.cookies.admin, body: { email } });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toBe("smtp");
    const mail = received.find((m) => m.to.some((r) => r.includes(email)));
    expect(mail).toBeDefined();
    expect(mail!.from).toContain("no-reply@plinth.test");
    expect(mail!.data).toContain("Subject: You are invited to Smtp Builders on Plinth");
    // Quoted-printable may wrap long lines; compare without soft line breaks.
    expect(mail!.data.replace(/=\r\n/g, "")).toContain(res.body.activation_url);
    const rows = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.companyUid, t.company.uid));
    expect(rows).toHaveLength(0);
  });

  it("sends an email with an account elsewhere only the 'existing account' mail, and nothing to any outbox", async () => {
    const acme = await companyWithRoles();
    const t = await companyWithRoles({ companyName: "Smtp Birch" });
    const email = acme.viewer.email;
    const res = await call(user.POST, "POST", "/api/v1/user", { cookie: t.cookies.admin, body: { email } });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toBe("smtp");
    const mails = received.filter((m) => m.to.some((r) => r.includes(email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toContain("Subject: You already have a Plinth account with another company");
    expect(mails[0]!.data.replace(/=\r\n/g, "")).not.toContain(res.body.activation_url);
    for (const company of [acme.company, t.company]) {
      const rows = await db()
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.companyUid, company.uid));
      expect(rows).toHaveLength(0);
    }
  });

  it("reports a failed delivery without failing the invitation", async () => {
    const t = await companyWithRoles();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const res = await call(user.POST, "POST", "/api/v1/user", {
      cookie: t.cookies.admin,
      body: { email: `down-${randomUUID().slice(0, 8)}@example.test` },
    });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toBe("failed");
    expect(res.body.user.status).toBe("pending");
    server.listen(0, "127.0.0.1");
  });
});
