import { describe, expect, it } from "vitest";
import { userStatus } from "@/lib/domain/user-status";
import { invitationMail } from "@/lib/server/mail/templates";

describe("userStatus", () => {
  const at = new Date("2025-01-01T00:00:00Z");
  it("is pending until activated, active after, deactivated whenever an admin deactivated", () => {
    expect(userStatus({ activatedAt: null, deactivatedAt: null })).toBe("pending");
    expect(userStatus({ activatedAt: at, deactivatedAt: null })).toBe("active");
    expect(userStatus({ activatedAt: at, deactivatedAt: at })).toBe("deactivated");
    expect(userStatus({ activatedAt: null, deactivatedAt: at })).toBe("deactivated");
  });
});

describe("invitationMail", () => {
  it("carries the link in text and HTML and escapes names in the HTML", () => {
    const mail = invitationMail({
      companyName: "Smith & <Sons>",
      inviterName: "Alice",
      url: "https://plinth.test/users/activate/abc",
      expiresInDays: 7,
    });
    expect(mail.subject).toBe("You are invited to Smith & <Sons> on Plinth");
    expect(mail.text).toContain("https://plinth.test/users/activate/abc");
    expect(mail.text).toContain("expires in 7 days");
    expect(mail.html).toContain("Smith &amp; &lt;Sons&gt;");
    expect(mail.html).toContain('href="https://plinth.test/users/activate/abc"');
  });

  it("says a reminder replaces earlier links", () => {
    const mail = invitationMail({
      companyName: "Acme",
      inviterName: "A",
      url: "u",
      expiresInDays: 7,
      reminder: true,
    });
    expect(mail.subject).toBe("Reminder: your invitation to Acme on Plinth");
    expect(mail.text).toContain("Links from earlier invitations no longer work.");
  });
});
