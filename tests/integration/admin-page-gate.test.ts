import { describe, expect, it, vi } from "vitest";
import { createUser } from "@/tests/support/factories";
import { enrolTotp } from "@/tests/support/mfa";

// The admin pages' door (lib/auth/browser/page-access.ts) with the second-factor rule of issue 23: an
// administrator without one is sent to the security page; with one the page opens.
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`redirect to ${url}`);
  },
}));

const { pageRefusal } = await import("@/lib/auth/browser/page-access");

describe("admin pages and the second factor", () => {
  it("send an administrator without one to /profile/security, and open once TOTP is on", async () => {
    const admin = await createUser({ role: "admin", withToken: false });
    await expect(pageRefusal(admin.user.id, "admin")).rejects.toThrow("redirect to /profile/security?required=1");
    await enrolTotp(admin.user.id);
    expect(await pageRefusal(admin.user.id, "admin")).toBeNull();
    // Other levels do not ask for one.
    const other = await createUser({ role: "admin", withToken: false });
    expect(await pageRefusal(other.user.id, "user")).toBeNull();
  });
});
