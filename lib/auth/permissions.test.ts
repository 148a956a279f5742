import { describe, expect, it } from "vitest";
import { hasPermission, isStaffRole, PERMISSIONS, permissionsOf } from "@/lib/auth/permissions";

describe("staff permissions", () => {
  it("gives administrators every permission whatever is stored, divers none", () => {
    expect(permissionsOf("admin", [])).toEqual([...PERMISSIONS]);
    expect(permissionsOf("diver", ["accounts", "finance"])).toEqual([]);
  });

  it("gives staff the known permissions they hold, in one order, ignoring unknown values", () => {
    expect(permissionsOf("staff", ["finance", "accounts", "launch-missiles"])).toEqual(["accounts", "finance"]);
    expect(permissionsOf("staff", null)).toEqual([]);
    expect(hasPermission({ role: "staff", permissions: ["records"] }, "records")).toBe(true);
    expect(hasPermission({ role: "staff", permissions: ["records"] }, "catalogue")).toBe(false);
    expect(hasPermission({ role: "admin" }, "catalogue")).toBe(true);
  });

  it("opens the console to staff and administrators only", () => {
    expect([isStaffRole("diver"), isStaffRole("staff"), isStaffRole("admin")]).toEqual([false, true, true]);
  });
});
