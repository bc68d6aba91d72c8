"use client";

import type { ComponentProps } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import type { BuildingTypeDto } from "@/lib/contract/reference";

type Props = Omit<ComponentProps<typeof NativeSelect>, "children"> & { types: readonly BuildingTypeDto[] };

/** Two levels: each category is a group of its types; a category may be chosen itself ("… (general)"). */
export function BuildingTypeSelect({ types, ...props }: Props) {
  const categories = types.filter((t) => t.level === 1);
  const childrenOf = (uid: string) => types.filter((t) => t.parent_uid === uid);
  return (
    <NativeSelect {...props}>
      <option value="">Not set</option>
      {categories.map((c) => (
        <optgroup key={c.uid} label={c.name}>
          <option value={c.uid}>{c.name} (general)</option>
          {childrenOf(c.uid).map((t) => (
            <option key={t.uid} value={t.uid}>
              {t.name}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
