"use client";

// The header's menus, loaded by dynamic import after the page's first script (components/layout/header.tsx):
// the Radix dropdowns, popover, sheet and tooltips are not needed to paint the header, only to open it.
export { CompanySwitcher } from "./company-switcher";
export { DarkModePromo } from "./dark-mode-promo";
export { HeaderLinks } from "./header-links";
export { MobileMenu } from "./mobile-menu";
export { ThemeMenu } from "./theme-menu";
export { UserMenu } from "./user-menu";
