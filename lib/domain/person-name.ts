// How a person is named where there is no room for the whole profile: the header's user menu and the
// avatars of who else is viewing an estimate (realtime presence) use the same rules.

export function initials(firstname: string, lastname: string, email: string): string {
  const letters = `${firstname.trim()[0] ?? ""}${lastname.trim()[0] ?? ""}`;
  return (letters || email[0] || "?").toUpperCase();
}

export function displayName(firstname: string, lastname: string, email: string): string {
  return `${firstname.trim()} ${lastname.trim()}`.trim() || email;
}
