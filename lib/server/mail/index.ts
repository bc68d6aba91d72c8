import type { Transporter } from "nodemailer";
import { db, schema } from "@/db";
import { env } from "@/lib/env";
import type { MailContent } from "./templates";

export type OutgoingMail = MailContent & { companyUid: string; to: string };
export type Delivery = "smtp" | "outbox" | "failed";

const holder = globalThis as unknown as { __plinthSmtp?: { url: string; transport: Transporter } };

async function smtpTransport(url: string): Promise<Transporter> {
  if (holder.__plinthSmtp?.url !== url) {
    const nodemailer = await import("nodemailer");
    holder.__plinthSmtp = { url, transport: nodemailer.createTransport(url) };
  }
  return holder.__plinthSmtp.transport;
}

/**
 * Sends one mail: over SMTP when SMTP_URL is set, otherwise into the company's outbox for its admins to read.
 * Called after the transaction that caused it has committed; a failed send is logged and reported, not thrown,
 * because what caused it (an invitation) already happened and can be retried (resend invitation).
 */
export async function sendMail(mail: OutgoingMail): Promise<Delivery> {
  const { SMTP_URL, MAIL_FROM } = env();
  try {
    if (SMTP_URL) {
      const transport = await smtpTransport(SMTP_URL);
      await transport.sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return "smtp";
    }
    await db().insert(schema.mailOutbox).values(mail);
    return "outbox";
  } catch (error) {
    console.error("mail delivery failed", { to: mail.to, subject: mail.subject }, error);
    return "failed";
  }
}
