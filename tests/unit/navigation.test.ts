import { describe, expect, it } from "vitest";
import { displayName, initials } from "@/lib/domain/person-name";
import { headerRoles, isActivePath, navItems } from "@/lib/ui/navigation";

const labels = (input: Parameters<typeof navItems>[0]) => navItems(input).map((i) => i.label);

describe("navItems (header gating)", () => {
  it("shows Market only with market data and Estimate with V2 estimates or for staff", () => {
    const all = ["Dashboard", "Project Database", "Market", "Compare", "Estimate", "Settings"];
    expect(labels({ isMarketDataVisible: true, isV2Estimate: true, isStaff: false })).toEqual(all);
    expect(labels({ isMarketDataVisible: false, isV2Estimate: false, isStaff: false })).toEqual([
      "Dashboard",
      "Project Database",
      "Compare",
      "Settings",
    ]);
    expect(labels({ isMarketDataVisible: false, isV2Estimate: false, isStaff: true })).toContain("Estimate");
  });
});

describe("isActivePath", () => {
  it("matches the link and its sub-paths, not a sibling sharing a prefix", () => {
    expect(isActivePath("/project", "/project")).toBe(true);
    expect(isActivePath("/project/abc", "/project")).toBe(true);
    expect(isActivePath("/project-record/abc", "/project")).toBe(false);
  });
});

describe("the user menu's texts", () => {
  it("shows at most two roles, upper-cased", () => {
    expect(headerRoles(["admin"])).toEqual(["ADMIN"]);
    expect(headerRoles(["admin", "editor", "viewer"])).toEqual(["ADMIN", "EDITOR"]);
    expect(headerRoles([])).toEqual([]);
  });

  it("names the user, falling back to the email", () => {
    expect(displayName(" Alice ", "Admin", "a@x.test")).toBe("Alice Admin");
    expect(displayName("", "", "a@x.test")).toBe("a@x.test");
    expect(initials("alice", "admin", "a@x.test")).toBe("AA");
    expect(initials("", "", "zed@x.test")).toBe("Z");
  });
});
