// The company's building types as the two-level picker's options (a category, then its types).
import type { CheckOption } from "@/components/project/list/check-picker";

type TypeLike = { uid: string; name: string; level: number; parent_uid: string | null };

export function buildingTypeOptions(types: readonly TypeLike[]): CheckOption[] {
  return types
    .filter((t) => t.level === 1)
    .flatMap((category) => [
      { value: category.uid, label: category.name },
      ...types
        .filter((t) => t.parent_uid === category.uid)
        .map((t) => ({ value: t.uid, label: t.name, parent: category.uid, keywords: category.name })),
    ]);
}
