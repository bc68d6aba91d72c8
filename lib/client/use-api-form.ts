"use client";

// The one form kit: a form store (./form-store) validating with the contract's zod schema, and the submit states
// every form shares — the button disabled with a spinner while the request runs, the server's message inline
// above it, the server's field errors on their fields, a toast on success where the form names one, and a
// question before leaving it with unsaved changes (./leave-guard.ts). Components render it through
// components/shared/form-kit.
import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { ApiClientError, errorMessage } from "./api";
import type { DefaultValues, FieldValues, Path, PathValue } from "./form-store/paths";
import type { FieldElement, FormMethods, FormState, Resolver } from "./form-store/store";
import { useFormStore } from "./form-store/use-form-store";
import { zodResolver } from "./form-store/zod-resolver";
import { guardLeaving } from "./leave-guard";
import { toast } from "./use-toast";

/** Validation runs on submit, then again on every change. */
export const apiFormModes = { mode: "onSubmit", reValidateMode: "onChange" } as const;

/**
 * What a failed submit shows: the server's errors on the form's fields, the message above the button. An
 * error about the whole input (key `_`) or about a field the form does not have says more than the
 * envelope's message, so it takes its place.
 */
export function serverFailure(
  error: unknown,
  formFields: readonly string[],
): { message: string; fields: Record<string, string> } {
  const errors = error instanceof ApiClientError && error.errors ? error.errors : {};
  const fields: Record<string, string> = {};
  let other: string | undefined;
  for (const [key, text] of Object.entries(errors)) {
    if (formFields.includes(key.split(".")[0]!)) fields[key] = text;
    else other ??= text;
  }
  return { message: errors._ || other || errorMessage(error), fields };
}

type Schema<T extends FieldValues> = z.ZodType<T, FieldValues>;

/**
 * The form's resolver: the schema's, with the schema imported when the form mounts (or, failing that, on the
 * first validation) where the form passes a function, so the schema library is not part of the page's first
 * load.
 */
function lazyZodResolver<T extends FieldValues>(
  schema: SchemaOption<T>,
): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | null = null;
  const load = () => {
    loading ??= Promise.resolve(typeof schema === "function" ? schema() : schema).then(zodResolver);
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    resolver: async (values) => (await load())(values),
    preload: () => {
      load().catch((error: unknown) => console.error("Failed to load the form's schema:", error));
    },
  };
}

/** A schema, or (keeping zod out of the first load) a function importing it: `() => import(…).then(…)`. */
type SchemaOption<T extends FieldValues> = Schema<T> | (() => Promise<Schema<T>>);

export type ApiFormOptions<T extends FieldValues, R> = {
  /**
   * The contract's input schema, or a function importing it; omitted only by forms whose fields cannot be
   * wrong (a select, a file).
   */
  schema?: SchemaOption<T>;
  defaultValues: DefaultValues<NoInfer<T>>;
  /** Sends the request (through `api()` or a mutation); its answer goes to `onSuccess`. */
  submit: (values: T) => Promise<R>;
  onSuccess?: (result: R, values: T) => unknown;
  /**
   * The success toast's text (titled "Success"), or a function making it from the answer: every save, invite
   * and delete confirms with one (spec §4). Omitted by forms whose success shows otherwise (a page of its own).
   */
  successToast?: string | ((result: R, values: T) => string);
  /** Runs on failure (a refetch after a 412, say); a string it answers replaces the message shown. */
  onError?: (error: unknown) => unknown;
  /** The destructive toast's text on failure, for forms that announce it as well. */
  failureToast?: string;
  /** Runs when the schema refuses the values (to focus a field the kit does not register). */
  onInvalid?: () => void;
  /** The form navigates away on success: it stays busy until it is gone. */
  leaves?: boolean;
  /** Leaving with unsaved changes asks first (default); false for a form that is not worth keeping (a search). */
  guardsLeaving?: boolean;
};

export type ApiForm<T extends FieldValues> = Pick<
  FormMethods<T>,
  "register" | "watch" | "getValues" | "setValue"
> & {
  formState: FormState<T>;
  /** The `<form onSubmit>` handler: validates, sends, and sets the states below. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  serverError: string | null;
  validates: boolean;
  /** Starts over from these values (else the defaults), clearing every message (a dialog opened again). */
  restart: (values?: DefaultValues<T>) => void;
  /** A controlled widget's value and setter (selects, money inputs): revalidates once submitted. */
  bind: <N extends Path<T>>(
    name: N,
  ) => { value: PathValue<T, N>; onChange: (value: PathValue<T, N>) => void };
};

export function useApiForm<T extends FieldValues, R = unknown>(options: ApiFormOptions<T, R>): ApiForm<T> {
  const { schema } = options;
  // One resolver per form (its schema never changes), so the import runs once.
  const [lazy] = useState(() => (schema ? lazyZodResolver(schema) : undefined));
  useEffect(() => lazy?.preload(), [lazy]);
  const form = useFormStore<T>({
    ...apiFormModes,
    defaultValues: options.defaultValues,
    resolver: lazy?.resolver,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { reset } = form;
  // Stable, so a dialog may restart the form from an effect keyed on what it edits.
  const restart = useCallback(
    (values?: DefaultValues<T>) => {
      setServerError(null);
      reset(values);
    },
    [reset],
  );

  // The controls registered with the form: it asks before leaving only while one of them is on the screen
  // (a closed dialog keeps its form, not its fields). A form of controlled widgets only has none.
  const controls = useRef(new Set<FieldElement>());
  const register: typeof form.register = (name) => {
    const registered = form.register(name);
    return {
      ...registered,
      ref: (element: FieldElement | null) => {
        registered.ref(element);
        if (element) controls.current.add(element);
      },
    };
  };
  const unsaved = form.formState.isDirty && !leaving && options.guardsLeaving !== false;
  useEffect(() => {
    if (!unsaved) return;
    return guardLeaving(() => {
      const shown = [...controls.current].filter((c) => c.isConnected);
      return controls.current.size === 0 || shown.length > 0;
    });
  }, [unsaved]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await options.submit(values);
      if (options.leaves) setLeaving(true);
      // Saved: what is on the form now is what the server has (nothing to ask about when leaving).
      else reset(form.getValues(), { keepValues: true, keepErrors: true, keepIsSubmitted: true });
      const text =
        typeof options.successToast === "function"
          ? options.successToast(result, values)
          : options.successToast;
      if (text) toast({ title: "Success", description: text });
      await options.onSuccess?.(result, values);
    } catch (error) {
      setLeaving(false);
      const { message, fields } = serverFailure(error, Object.keys(options.defaultValues ?? {}));
      for (const [field, text] of Object.entries(fields)) {
        form.setError(field as Path<T>, { type: "server", message: text });
      }
      const replaced = await options.onError?.(error);
      setServerError(typeof replaced === "string" ? replaced : message);
      if (options.failureToast) {
        toast({ variant: "destructive", title: "Error", description: options.failureToast });
      }
    }
  }, options.onInvalid);

  return {
    register,
    formState: form.formState,
    watch: form.watch,
    getValues: form.getValues,
    setValue: form.setValue,
    onSubmit,
    pending: form.formState.isSubmitting || leaving,
    serverError,
    validates: options.schema !== undefined,
    restart,
    bind: (name) => ({
      value: form.watch(name),
      onChange: (value) =>
        form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    }),
  };
}
