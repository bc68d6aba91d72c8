// Floating surfaces share one motion: fade and zoom from the trigger, a short slide from its side. Kept apart
// from popover.tsx so a dropdown menu does not bring Radix Popover with it.
export const floatingMotionClassName =
  "data-[state=closed]:animate-out data-[state=open]:animate-in data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95 data-[side=bottom]:slide-in-from-top-2 data-[side=left]:slide-in-from-right-2 data-[side=right]:slide-in-from-left-2 data-[side=top]:slide-in-from-bottom-2";
