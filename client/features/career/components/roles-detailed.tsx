import { ROLES } from "#content/career";
import { RoleArticle } from "./role-article";

/** Every role in full, newest first, each its own article. */
export function RolesDetailed() {
  return (
    <div className="bg-white py-16 text-ink sm:py-20">
      <div className="mx-auto max-w-7xl space-y-10 px-4 sm:px-6">
        {ROLES.map((role) => (
          <RoleArticle key={role.id} role={role} />
        ))}
      </div>
    </div>
  );
}
