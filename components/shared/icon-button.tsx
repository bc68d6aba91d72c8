import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

type Props = Omit<ComponentProps<typeof Button>, "size" | "variant" | "aria-label"> & {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
};

/** A ghost button that shows only its icon and is named by label. */
export function IconButton({ label, ...props }: Props) {
  return <Button size="icon" variant="ghost" aria-label={label} {...props} />;
}
