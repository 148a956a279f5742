import { describe, expect, it } from "vitest";
import { assertMayActOn, mayActOn, TARGET_REFUSAL } from "@/lib/admin-users/target-guard";

// Who may act on whom in the accounts console (decision 0036).

const diver = { id: 1, role: "diver" as const };
const staff = { id: 2, role: "staff" as const };
const otherStaff = { id: 3, role: "staff" as const };
const admin = { id: 4, role: "admin" as const };
const otherAdmin = { id: 5, role: "admin" as const };

describe("who may act on whom", () => {
  it("staff act on divers only: never on staff (themselves included) or administrators", () => {
    expect(mayActOn(staff, diver)).toBe(true);
    expect(mayActOn(staff, otherStaff)).toBe(false);
    expect(mayActOn(staff, staff)).toBe(false);
    expect(mayActOn(staff, admin)).toBe(false);
  });

  it("administrators act on everyone, other administrators included (the rules on oneself are the services')", () => {
    for (const target of [diver, staff, otherAdmin, admin]) expect(mayActOn(admin, target)).toBe(true);
  });

  it("divers act on no account", () => {
    for (const target of [{ id: 6, role: "diver" as const }, staff, admin]) expect(mayActOn(diver, target)).toBe(false);
  });

  it("refuses with 403 forbidden and the message the pages translate", () => {
    expect(() => assertMayActOn(staff, diver)).not.toThrow();
    expect(() => assertMayActOn(staff, admin)).toThrow(expect.objectContaining({ code: "forbidden", message: TARGET_REFUSAL }));
  });
});
