import { describe, expect, it } from "vitest";
import { defaultPasskeyName } from "@/lib/auth/passkeys/provider-names";

describe("default passkey names", () => {
  it("name a known provider by its AAGUID, then number further ones", () => {
    expect(defaultPasskeyName("EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4", [])).toBe("Google Password Manager");
    expect(defaultPasskeyName("ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4", ["Google Password Manager"])).toBe("Google Password Manager 2");
  });

  it("call others Passkey n with the first free n", () => {
    expect(defaultPasskeyName("00000000-0000-0000-0000-000000000000", [])).toBe("Passkey 1");
    expect(defaultPasskeyName(undefined, ["Passkey 1", "Passkey 3"])).toBe("Passkey 2");
  });
});
