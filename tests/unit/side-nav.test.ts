import { describe, expect, it } from "vitest";
import { activeSideNavHref } from "@/lib/ui/side-nav";

const items = [
  { href: "/settings/company", label: "Company" },
  { href: "/settings/users", label: "Users" },
  { href: "/settings/companies", label: "Companies" },
];

describe("activeSideNavHref", () => {
  it("picks the link whose second segment matches the path's", () => {
    expect(activeSideNavHref("/settings/users", items)).toBe("/settings/users");
    expect(activeSideNavHref("/settings/users/123/edit", items)).toBe("/settings/users");
    expect(activeSideNavHref("/settings/companies?search=a", items)).toBe("/settings/companies");
  });

  it("does not confuse a segment with its prefix", () => {
    expect(activeSideNavHref("/settings/company", items)).toBe("/settings/company");
    expect(activeSideNavHref("/settings/companies", items)).not.toBe("/settings/company");
  });

  it("selects the first link on the section's own path, and none for an unknown segment", () => {
    expect(activeSideNavHref("/settings", items)).toBe("/settings/company");
    expect(activeSideNavHref("/settings/", items)).toBe("/settings/company");
    expect(activeSideNavHref("/settings/nothing", items)).toBeNull();
    expect(activeSideNavHref("/settings", [])).toBeNull();
  });
});
