import type { Role } from "@/generated/prisma/enums";

// Staff permissions (contract section 5, decision 0027). A staff account holds one or more; an
// administrator holds them all and alone changes roles. Stored as text in users.permissions, so
// a permission added later needs no migration; unknown values read from the database are ignored.

export const PERMISSIONS = ["accounts", "catalogue", "certifications", "finance", "records"] as const;

export type Permission = (typeof PERMISSIONS)[number];

const known = new Set<string>(PERMISSIONS);

export const isPermission = (value: string): value is Permission => known.has(value);

/** The permissions a stored row grants: all for admin, its own (known ones) for staff, none for divers. */
export function permissionsOf(role: Role, stored: readonly string[] | null | undefined): Permission[] {
  if (role === "admin") return [...PERMISSIONS];
  if (role !== "staff") return [];
  return PERMISSIONS.filter((p) => stored?.includes(p));
}

export const hasPermission = (user: { role: Role; permissions?: readonly string[] }, permission: Permission): boolean =>
  permissionsOf(user.role, user.permissions).includes(permission);

/** Staff-console access at all: staff or admin. */
export const isStaffRole = (role: Role): boolean => role === "staff" || role === "admin";
