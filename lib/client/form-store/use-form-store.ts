"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { FieldValues } from "./paths";
import { createFormStore, type FormMethods, type FormState, type FormStoreOptions } from "./store";

/**
 * A form store for the component's lifetime (its options are read once). The component re-renders when a
 * state it read in `formState` changes or a value it watches; the methods are stable.
 */
export function useFormStore<T extends FieldValues>(
  options: FormStoreOptions<T>,
): FormMethods<T> & { formState: FormState<T> } {
  const [store] = useState(() => createFormStore(options));
  useSyncExternalStore(store.subscribe, store.version, store.version);
  useEffect(() => store.mount(), [store]);
  return { ...store.form, formState: store.formState() };
}
