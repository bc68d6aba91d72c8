import { redirect } from "next/navigation";

// /settings opens its first section.
export default function SettingsPage() {
  redirect("/settings/company");
}
