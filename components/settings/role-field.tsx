import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { type Role, roles } from "@/lib/domain/roles";

export const roleHelp: Record<Role, string> = {
  admin: "Everything, including company settings and users.",
  editor: "Creates and edits projects, estimates and comparisons.",
  viewer: "Reads everything, changes nothing.",
};

/** "Role" with the three roles and a line on what the chosen one may do (users, invitations, API keys). */
export function RoleField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Role</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Role)}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {r[0]!.toUpperCase() + r.slice(1)}
          </option>
        ))}
      </NativeSelect>
      <p className="text-muted-foreground text-sm">{roleHelp[value]}</p>
    </div>
  );
}
