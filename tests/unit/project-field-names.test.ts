// The record form's zod-free list of project fields (lib/domain/project/field-names.ts) matches the schemas.
import { describe, expect, it } from "vitest";
import { projectFieldNames } from "@/lib/domain/project/field-names";
import { projectFields } from "@/lib/domain/project/fields";

describe("project field names", () => {
  it("lists the schema's fields in its order", () => {
    expect([...projectFieldNames]).toEqual(Object.keys(projectFields));
  });
});
