// The form store under the form kit (lib/client/form-store), without React or a DOM: controls are stand-ins
// with the properties the store reads and writes. The browser suite runs every real form on it.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { get } from "@/lib/client/form-store/paths";
import { createFormStore, type FieldElement } from "@/lib/client/form-store/store";
import { zodResolver } from "@/lib/client/form-store/zod-resolver";
import { apiFormModes } from "@/lib/client/use-api-form";

type Values = { name: string; qty: string; shared: boolean; lines: { qty: string }[] };

const schema = z.object({
  name: z.string().trim().min(1, "Required"),
  qty: z.coerce.number().int("Whole numbers only"),
  shared: z.boolean(),
  lines: z.array(z.object({ qty: z.coerce.number().positive("More than nothing") })),
});

const defaults = (): Values => ({ name: "", qty: "1", shared: false, lines: [{ qty: "1" }] });

function control(type = "text", extra: Partial<FieldElement> = {}) {
  return { type, value: "", defaultValue: "", checked: false, isConnected: true, focus: vi.fn(), ...extra };
}

function setup(options: { schema?: boolean; values?: Values } = {}) {
  const store = createFormStore<Values>({
    ...apiFormModes,
    defaultValues: options.values ?? defaults(),
    resolver: options.schema === false ? undefined : zodResolver(schema as never),
  });
  const renders = vi.fn();
  store.subscribe(renders);
  store.mount();
  const { form } = store;
  const name = control();
  const qty = control();
  const shared = control("checkbox");
  form.register("name").ref(name);
  form.register("qty").ref(qty);
  form.register("shared").ref(shared);
  const type = async (element: FieldElement, field: string, value: string | boolean) => {
    if (typeof value === "boolean") element.checked = value;
    else element.value = value;
    await form.register(field as "name").onChange({ target: { ...element, name: field }, type: "change" });
  };
  return { store, form, renders, name, qty, shared, type, state: () => store.formState() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("register", () => {
  it("shows the form's values in its controls and reads them back on a change", async () => {
    const { form, name, qty, shared, type, state } = setup({
      values: { ...defaults(), name: "Tower", shared: true },
    });
    expect([name.value, qty.value, shared.checked]).toEqual(["Tower", "1", true]);
    await type(name, "name", "Tower B");
    await type(shared, "shared", false);
    expect(form.getValues()).toMatchObject({ name: "Tower B", shared: false });
    expect(state().isDirty).toBe(true);
    await type(name, "name", "Tower");
    await type(shared, "shared", true);
    expect(state().isDirty).toBe(false);
  });

  it("takes a control's value when the form has none, or when it was typed in before the script ran", () => {
    const store = createFormStore<{ note: string; title: string }>({ ...apiFormModes, defaultValues: {} });
    store.form
      .register("note")
      .ref(control("text", { value: "from the page", defaultValue: "from the page" }));
    expect(store.form.getValues("note")).toBe("from the page");
    store.form.register("title").ref(control("text", { value: "typed", defaultValue: "" }));
    expect(store.form.getValues("title")).toBe("typed");
    expect(store.formState().isDirty).toBe(true);
  });

  it("writes setValue into a registered control, marking it dirty only when asked", () => {
    const { form, name, shared, state } = setup();
    form.setValue("name", "Copy of Tower");
    form.setValue("shared", true);
    expect([name.value, shared.checked]).toEqual(["Copy of Tower", true]);
    expect(state().isDirty).toBe(false);
    form.setValue("qty", "2", { shouldDirty: true });
    expect(state().isDirty).toBe(true);
  });
});

describe("validation", () => {
  it("waits for the first submit, then checks the changed field on each change", async () => {
    const { form, name, qty, type, state } = setup();
    const sent = vi.fn();
    const invalid = vi.fn();
    await type(qty, "qty", "1.5");
    expect(state().errors).toEqual({});

    await form.handleSubmit(sent, invalid)();
    expect(sent).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledOnce();
    expect(state()).toMatchObject({ isSubmitted: true, isSubmitting: false });
    expect(state().errors).toEqual({
      name: { type: "too_small", message: "Required" },
      qty: { type: "invalid_type", message: "Whole numbers only" },
    });
    // The first registered field with a message gets the focus.
    expect(name.focus).toHaveBeenCalled();
    expect(qty.focus).not.toHaveBeenCalled();

    await type(name, "name", "Tower");
    expect(state().errors).toEqual({ qty: { type: "invalid_type", message: "Whole numbers only" } });
    await type(qty, "qty", "2");
    expect(state().errors).toEqual({});
  });

  it("sends the schema's parsed values: trimmed, coerced", async () => {
    const { form, name, type } = setup();
    await type(name, "name", "  Tower  ");
    const sent = vi.fn();
    await form.handleSubmit(sent)();
    expect(sent).toHaveBeenCalledWith({ name: "Tower", qty: 1, shared: false, lines: [{ qty: 1 }] });
  });

  it("nests a list's messages like the values and keeps the first message per field", async () => {
    const { form, state } = setup();
    form.setValue("lines", [{ qty: "1" }, { qty: "-1" }]);
    await form.handleSubmit(vi.fn())();
    const errors = state().errors as Record<string, unknown>;
    expect(Array.isArray(errors.lines)).toBe(true);
    expect(get(errors, "lines.1.qty")).toEqual({ type: "too_small", message: "More than nothing" });
    expect(get(errors, "name")).toEqual({ type: "too_small", message: "Required" });
  });

  it("revalidates a value set by a control of its own when the form asks", async () => {
    const { form, name, type, state } = setup();
    await type(name, "name", "Tower");
    form.setValue("lines", [{ qty: "0" }]);
    await form.handleSubmit(vi.fn())();
    expect(get(state().errors, "lines.0.qty")).toBeDefined();
    form.setValue("lines", [{ qty: "3" }], { shouldDirty: true, shouldValidate: true });
    await flush();
    expect(state().errors).toEqual({});
  });
});

describe("setError and reset", () => {
  it("puts the server's message on a field, keeping the messages under it", async () => {
    const { form, state } = setup();
    form.setValue("lines", [{ qty: "0" }]);
    await form.handleSubmit(vi.fn())();
    form.setError("lines", { type: "server", message: "Too many lines" });
    expect(get(state().errors, "lines.message")).toBe("Too many lines");
    expect(get(state().errors, "lines.0.qty.message")).toBe("More than nothing");
  });

  it("starts over from new values: they become the defaults, messages and submit state cleared", async () => {
    const { form, name, state } = setup();
    await form.handleSubmit(vi.fn())();
    form.reset({ ...defaults(), name: "Annex" });
    expect(name.value).toBe("Annex");
    expect(state()).toMatchObject({ errors: {}, isSubmitted: false, isDirty: false, isSubmitting: false });
    form.setValue("name", "Annex", { shouldDirty: true });
    expect(state().isDirty).toBe(false);
  });

  it("keeps values, messages and the submitted state when told, and resets the <form> without values", async () => {
    const { form, name, type, state } = setup();
    await form.handleSubmit(vi.fn())();
    await type(name, "name", "Tower");
    form.setError("qty", { type: "server", message: "Taken" });
    form.reset(form.getValues(), { keepValues: true, keepErrors: true, keepIsSubmitted: true });
    expect(state()).toMatchObject({
      isSubmitted: true,
      isDirty: false,
      errors: { qty: { message: "Taken" } },
    });
    expect(name.value).toBe("Tower");

    const formElement = { reset: vi.fn(() => Object.assign(name, { value: "" })) };
    Object.assign(name, { form: formElement });
    form.reset();
    expect(formElement.reset).toHaveBeenCalledOnce();
    expect(name.value).toBe("Tower");
  });

  it("lets a reset made while sending settle the states (a saved form starting again)", async () => {
    const { form, name, type, state } = setup();
    await type(name, "name", "Tower");
    await form.handleSubmit(() => {
      expect(state().isSubmitting).toBe(true);
      form.reset(form.getValues(), { keepValues: true, keepErrors: true, keepIsSubmitted: true });
    })();
    expect(state()).toMatchObject({ isSubmitting: false, isSubmitted: false, isDirty: false });
  });
});

describe("re-rendering", () => {
  it("renders for the states the component read and the values it watches", async () => {
    const { form, renders, name, type, state } = setup();
    form.setValue("name", "A");
    expect(renders).not.toHaveBeenCalled();

    expect(form.watch("name")).toBe("A");
    form.setValue("name", "B");
    expect(renders).toHaveBeenCalledTimes(1);
    form.setValue("name", "B");
    expect(renders).toHaveBeenCalledTimes(1);

    void state().errors;
    form.setError("qty", { type: "server", message: "Taken" });
    expect(renders).toHaveBeenCalledTimes(2);

    void state().isDirty;
    await type(name, "name", "C");
    expect(renders.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(form.watch()).toMatchObject({ name: "C" });
  });
});

describe("a form without a schema", () => {
  it("sends its values, and a server message on a control goes with the next change after a submit", async () => {
    const { form, name, type, state } = setup({ schema: false });
    const sent = vi.fn();
    await form.handleSubmit(sent)();
    expect(sent).toHaveBeenCalledWith(defaults());
    form.setError("name", { type: "server", message: "Taken" });
    await type(name, "name", "Other");
    expect(state().errors).toEqual({});
  });
});
