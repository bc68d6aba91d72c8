// The form store under every kit form (lib/client/use-api-form.ts), without React: the values, the uncontrolled
// controls registered by name, the messages and the submit states. It keeps react-hook-form's rules, which the
// forms and their browser tests were written against:
// - validation runs on submit; once submitted, again on each change (of the changed field's message only);
// - a submit that fails validation focuses the first registered field with a message;
// - isDirty compares every value with the defaults, on a change by the user or a setValue with shouldDirty;
// - a reset makes its values the defaults; without values it resets the <form> and starts from the defaults;
// - the component re-renders when a state it has read changes, or a value it watches.
// Controls: text-like inputs, textareas, single selects and single checkboxes (a boolean).
import {
  clone,
  type DefaultValues,
  deepEqual,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  isEmptyObject,
  isObject,
  type Path,
  type PathValue,
  set,
  unset,
} from "./paths";

type Tree = Record<string, unknown>;

/** The DOM a registered control needs: an input, a textarea or a select (a stand-in in tests). */
export type FieldElement = {
  name?: string;
  type?: string;
  value?: unknown;
  checked?: boolean;
  disabled?: boolean;
  defaultChecked?: boolean;
  defaultValue?: unknown;
  isConnected?: boolean;
  form?: { reset: () => void } | null;
  focus?: () => void;
  getAttribute?: (name: string) => string | null;
  options?: ArrayLike<{ selected: boolean; defaultSelected: boolean; disabled: boolean }>;
  selectedIndex?: number;
};

/** The schema's answer: the parsed values when they pass, else the messages shaped like the values. */
export type Resolver<T> = (values: T) => Promise<{ values?: T; errors: Tree }>;

export type FormState<T> = {
  errors: FieldErrors<T>;
  isDirty: boolean;
  isSubmitting: boolean;
  isSubmitted: boolean;
};

type State = Omit<FormState<never>, "errors"> & { errors: Tree };

export type FormStoreOptions<T extends FieldValues> = {
  defaultValues: DefaultValues<T>;
  resolver?: Resolver<T>;
  /** The only timing the store implements (use-api-form's `apiFormModes`). */
  mode: "onSubmit";
  reValidateMode: "onChange";
};

type ChangeEvent = { target: FieldElement & { name: string }; type?: string };

function readElement(element: FieldElement): unknown {
  if (element.type !== "checkbox") return element.value;
  if (!element.checked || element.disabled) return false;
  return element.getAttribute?.("value") ? element.value : true;
}

function writeElement(element: FieldElement, value: unknown) {
  if (element.type === "checkbox") {
    if (!element.defaultChecked || !element.disabled) element.checked = value === element.value || !!value;
  } else if (element.type === "file") element.value = "";
  else element.value = value ?? "";
}

/** Changed by the user before the page's script ran (typed into the server's HTML). */
function isEdited(element: FieldElement): boolean {
  if (element.type === "checkbox") return element.checked !== element.defaultChecked;
  if (element.type === "select-one" && element.options) {
    const options = Array.from(element.options);
    if (options.some((o) => o.defaultSelected)) return options.some((o) => o.selected !== o.defaultSelected);
    return element.selectedIndex !== options.findIndex((o) => !o.disabled);
  }
  return element.type !== "radio" && "defaultValue" in element && element.value !== element.defaultValue;
}

const isMessage = (error: unknown) => isObject(error) && Boolean(error.type || error.message);

export function createFormStore<T extends FieldValues>(options: FormStoreOptions<T>) {
  let defaults = clone(options.defaultValues) as Tree;
  let values = clone(defaults);
  let state: State = { errors: {}, isDirty: false, isSubmitting: false, isSubmitted: false };
  // Registration order is focus order; a field registered but not yet on the screen has no element.
  const fields = new Map<string, FieldElement | undefined>();
  const watched = new Set<string>();
  let watchAll = false;
  const tracked = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  // A reset while a validation or a submit awaits makes its answer stale.
  let resetId = 0;
  let ready = false;

  const render = () => {
    version++;
    for (const listener of listeners) listener();
  };
  const update = (patch: Partial<State>) => {
    const before = state;
    state = { ...state, ...patch };
    const keys = Object.keys(patch) as (keyof State)[];
    if (keys.some((key) => tracked.has(key) && patch[key] !== before[key])) render();
  };
  const isWatched = (name: string) =>
    watchAll || [...watched].some((w) => w === name || name.startsWith(`${w}.`) || w.startsWith(`${name}.`));
  const hasField = (name: string) =>
    fields.has(name) || [...fields.keys()].some((field) => field.startsWith(`${name}.`));

  const markDirty = (name: string, value: unknown) => {
    const pristine = deepEqual(get(defaults, name), value);
    update({ isDirty: !pristine || !deepEqual(values, defaults) });
  };

  function setFieldError(name: string, error: unknown) {
    const previous = get(state.errors, name);
    const errors = clone(state.errors);
    if (error) set(errors, name, error);
    else unset(errors, name);
    if (error ? !deepEqual(previous, error) : previous) update({ errors });
    else state = { ...state, errors };
  }

  /** The message a change of `name` shows: its own, else a parent's (react-hook-form's schemaErrorLookup). */
  function lookup(errors: Tree, name: string): { name: string; error?: unknown } {
    const error = get(errors, name);
    if (isMessage(error) || Array.isArray(error)) return { name, error };
    const parts = name.split(".");
    for (; parts.length; parts.pop()) {
      const at = parts.join(".");
      const found = get(errors, at);
      if (at !== name && hasField(at)) return { name };
      if (isObject(found) && found.type) return { name: at, error: found };
      if (isObject(found) && isObject(found.root) && found.root.type) {
        return { name: `${at}.root`, error: found.root };
      }
    }
    return { name };
  }

  function registerName(name: string) {
    fields.set(name, undefined);
    const current = get(values, name);
    set(values, name, current === undefined ? get(defaults, name) : current);
  }

  /** A control shows the form's value; with none (or edited before the script ran) the form takes the control's. */
  function sync(name: string, element: FieldElement) {
    const edited = !ready && isEdited(element);
    if (get(values, name) === undefined || element.defaultChecked || edited) {
      const value = readElement(element);
      set(values, name, value);
      if (edited) markDirty(name, value);
    } else writeElement(element, get(values, name));
  }

  function attach(name: string, element: FieldElement | null) {
    // React passes null when the ref changes or the control goes; the field stays registered.
    if (!element || fields.get(name) === element) return;
    if (!fields.has(name)) registerName(name);
    fields.set(name, element);
    sync(name, element);
  }

  async function onChange(event: ChangeEvent) {
    const { name } = event.target;
    if (!fields.has(name)) return;
    const blur = event.type === "blur" || event.type === "focusout";
    const value = readElement(event.target);
    const skip = (!options.resolver && !get(state.errors, name)) || !state.isSubmitted || blur;
    set(values, name, clone(value));
    if (blur) return;
    markDirty(name, value);
    if (isWatched(name)) render();
    if (skip) return;
    const at = resetId;
    let found: { name: string; error?: unknown } = { name };
    if (options.resolver) {
      const { errors } = await options.resolver(values as T);
      if (at !== resetId) return;
      found = lookup(errors, lookup(state.errors, name).name);
    }
    // A newer change validates instead.
    if (!fields.has(name) || !deepEqual(value, get(values, name, value))) return;
    setFieldError(found.name, found.error);
  }

  async function trigger(name: string) {
    const at = resetId;
    const result = options.resolver ? await options.resolver(values as T) : { errors: {} };
    if (at !== resetId) return;
    const errors = clone(state.errors);
    const error = get(result.errors, name);
    const nested = [...fields.keys()].some((field) => field.startsWith(`${name}.`));
    if (isMessage(error) || Array.isArray(error) || (isObject(error) && nested)) set(errors, name, error);
    // Without a schema a control's message goes (it has no rules); the server's on another name stays.
    else if (options.resolver || fields.has(name)) unset(errors, name);
    update({ errors });
  }

  function focusError() {
    for (const [name, element] of fields) {
      if (element?.focus && element.isConnected !== false && get(state.errors, name)) {
        element.focus();
        return;
      }
    }
  }

  function register<N extends Path<T>>(name: N) {
    if (!fields.has(name)) registerName(name);
    return {
      name,
      onChange,
      onBlur: onChange,
      ref: (element: FieldElement | null) => attach(name, element),
    };
  }

  function watch(): T;
  function watch<N extends Path<T>>(name: N): PathValue<T, N>;
  function watch(name?: string): unknown {
    if (name === undefined) {
      watchAll = true;
      return { ...values };
    }
    watched.add(name);
    return get(values, name);
  }

  function getValues(): T;
  function getValues<N extends Path<T>>(name: N): PathValue<T, N>;
  function getValues(name?: string): unknown {
    return name === undefined ? { ...values } : get(values, name);
  }

  function setValue<N extends Path<T>>(
    name: N,
    value: PathValue<T, N>,
    setOptions: { shouldDirty?: boolean; shouldValidate?: boolean } = {},
  ) {
    const copy = clone(value);
    const unchanged = deepEqual(get(values, name), copy);
    if (!unchanged) set(values, name, copy);
    const element = fields.get(name);
    if (element) writeElement(element, copy);
    if (setOptions.shouldDirty) markDirty(name, element ? (copy ?? "") : copy);
    if (setOptions.shouldValidate) void trigger(name);
    if (!unchanged && isWatched(name)) render();
  }

  /** A message on a field (the server's); messages under it stay. */
  function setError(name: string, error: FieldError) {
    const errors = clone(state.errors);
    const current = get(errors, name);
    const under =
      current && typeof current === "object"
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !["type", "message"].includes(key)))
        : {};
    set(errors, name, { ...under, ...error });
    update({ errors });
  }

  function reset(
    next?: T | DefaultValues<T>,
    keep: { keepValues?: boolean; keepErrors?: boolean; keepIsSubmitted?: boolean } = {},
  ) {
    resetId++;
    defaults = next ? (clone(next) as Tree) : defaults;
    if (!keep.keepValues) {
      // Like a reset button: the <form>'s own controls go back to how they were rendered.
      if (next === undefined) [...fields.values()].find((element) => element?.form)?.form?.reset();
      values = clone(defaults);
      for (const [name, element] of fields) {
        // A control no longer on the screen registers afresh when it shows again.
        if (!element || element.isConnected === false) fields.delete(name);
        else {
          registerName(name);
          fields.set(name, element);
          sync(name, element);
        }
      }
    }
    state = {
      errors: keep.keepErrors ? state.errors : {},
      isDirty: keep.keepValues && !isEmptyObject(next) ? !deepEqual(values, defaults) : false,
      isSubmitted: keep.keepIsSubmitted ? state.isSubmitted : false,
      isSubmitting: false,
    };
    render();
  }

  function handleSubmit(onValid: (values: T) => unknown, onInvalid?: () => unknown) {
    return async (event?: { preventDefault?: () => void; persist?: () => void }) => {
      event?.preventDefault?.();
      event?.persist?.();
      let submitted = clone(values) as T;
      update({ isSubmitting: true });
      const at = resetId;
      const settle = (error: unknown) => {
        if (at === resetId) update({ isSubmitting: false });
        throw error;
      };
      let errors: Tree;
      if (options.resolver) {
        const result = await options.resolver(values as T).catch(settle);
        if (at !== resetId) return;
        errors = result.errors;
        submitted = clone(result.values ?? submitted);
      } else {
        // No schema: registered fields have no rules, so only messages on other names (the server's) remain.
        errors = clone(state.errors);
        for (const name of fields.keys()) unset(errors, name);
        unset(errors, "root");
      }
      state = { ...state, errors };
      let failed: { error: unknown } | undefined;
      if (isEmptyObject(errors)) {
        update({ errors: {} });
        try {
          await onValid(submitted);
        } catch (error) {
          failed = { error };
        }
      } else {
        try {
          await onInvalid?.();
        } catch (error) {
          settle(error);
        }
        if (at === resetId) {
          focusError();
          setTimeout(focusError);
        }
      }
      // A reset while sending (a saved form starting from its new values) has set the states already.
      if (at === resetId) {
        state = { ...state, isSubmitted: true, isSubmitting: false };
        render();
      }
      if (failed) throw failed.error;
    };
  }

  let view: { of: State; formState: FormState<T> } | undefined;
  /** The states as of now; reading one subscribes the component to its changes. */
  function formState(): FormState<T> {
    if (view?.of !== state) {
      const of = state;
      const out = {} as FormState<T>;
      for (const key of Object.keys(of) as (keyof State)[]) {
        Object.defineProperty(out, key, {
          enumerable: true,
          get: () => {
            tracked.add(key);
            return of[key];
          },
        });
      }
      view = { of, formState: out };
    }
    return view.formState;
  }

  return {
    form: { register, watch, getValues, setValue, setError, reset, handleSubmit },
    formState,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    /** On the screen: from now on a control shows the form's value even where it was typed in. */
    mount: () => {
      ready = true;
    },
  };
}

export type FormMethods<T extends FieldValues> = ReturnType<typeof createFormStore<T>>["form"];
