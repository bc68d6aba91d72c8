// The form kit's pure parts: what a failed submit shows, the validation timing, the flat message map.
import { describe, expect, it } from "vitest";
import { flatErrors } from "@/components/shared/form-kit";
import { ApiClientError } from "@/lib/client/api";
import { apiFormModes, serverFailure } from "@/lib/client/use-api-form";

const fields = ["name", "record"];
const failed = (message: string, errors?: Record<string, string>, status = 400) =>
  serverFailure(new ApiClientError(message, status, "validation_error", errors), fields);

describe("serverFailure", () => {
  it("puts the server's field errors on the form's fields and keeps its message", () => {
    expect(
      failed("Validation failed", { name: "Required", "record.costs.0.amount_cents": "Too big" }),
    ).toEqual({
      message: "Validation failed",
      fields: { name: "Required", "record.costs.0.amount_cents": "Too big" },
    });
  });

  it("shows an error about the whole input instead of the envelope's message", () => {
    expect(failed("Validation failed", { _: "Send at least one field" })).toEqual({
      message: "Send at least one field",
      fields: {},
    });
  });

  it("shows an error about a field the form lacks instead of the envelope's message", () => {
    expect(failed("Validation failed", { from_estimate_uid: "No such estimate", name: "Taken" })).toEqual({
      message: "No such estimate",
      fields: { name: "Taken" },
    });
  });

  it("falls back to the error's message, then 'Something went wrong.'", () => {
    expect(failed("Name is taken", undefined, 409)).toEqual({ message: "Name is taken", fields: {} });
    expect(serverFailure(new ApiClientError("", 500), fields).message).toBe("Something went wrong.");
    expect(serverFailure(new Error("Choose the estimate"), fields).message).toBe("Choose the estimate");
    expect(serverFailure("nothing", fields)).toEqual({ message: "Something went wrong.", fields: {} });
  });
});

describe("apiFormModes", () => {
  it("validates on submit, then on every change", () => {
    expect(apiFormModes).toEqual({ mode: "onSubmit", reValidateMode: "onChange" });
  });
});

describe("flatErrors", () => {
  it("names each message by its dotted path and ignores the field's element", () => {
    const errors = {
      name: { type: "custom", message: "Required", ref: { focus: () => {} } },
      record: {
        costs: [undefined, { amount_cents: { type: "custom", message: "Required" } }],
        stage: undefined,
      },
    };
    expect(flatErrors(errors)).toEqual({ name: "Required", "record.costs.1.amount_cents": "Required" });
    expect(flatErrors({})).toEqual({});
  });
});
