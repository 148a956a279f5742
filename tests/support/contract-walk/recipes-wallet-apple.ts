import { passAuthToken } from "@/lib/wallet/apple/pass-token";
import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import type { World } from "@/tests/support/contract-walk/world";

// Apple Wallet's PassKit web service (lane B of issue 39): a device registers for the demo diver's
// pass, lists the serials, fetches the pass, unregisters; Wallet's log. The embedded mode's test
// pass type is in use.

const PASS_TYPE = "pass.org.divecert.test";
const DEVICE = "c0a1c0a1c0a1c0a1c0a1c0a1c0a1c0a1";

async function serialOf(w: World): Promise<string> {
  w.saved.walletSerial ??= (await w.db.certification.findFirstOrThrow({ where: { userId: w.diver.id }, select: { number: true }, orderBy: { id: "asc" } })).number;
  return w.saved.walletSerial as string;
}

const applePass = (w: World) => ({ authorization: `ApplePass ${passAuthToken(w.saved.walletSerial as string)}` });

export const walletAppleRecipes: Recipe[] = [
  recipe("POST /api/v1/wallet/apple/v1/devices/{device}/registrations/{passType}/{serial}", "public", {
    params: async (w) => ({ device: DEVICE, passType: PASS_TYPE, serial: await serialOf(w) }),
    headers: applePass,
    body: () => ({ pushToken: "0f1e2d3c4b5a6978" }),
  }),
  recipe("GET /api/v1/wallet/apple/v1/devices/{device}/registrations/{passType}", "public", {
    params: () => ({ device: DEVICE, passType: PASS_TYPE }),
  }),
  recipe("GET /api/v1/wallet/apple/v1/passes/{passType}/{serial}", "public", {
    params: async (w) => ({ passType: PASS_TYPE, serial: await serialOf(w) }),
    headers: applePass,
  }),
  recipe("DELETE /api/v1/wallet/apple/v1/devices/{device}/registrations/{passType}/{serial}", "public", {
    params: async (w) => ({ device: DEVICE, passType: PASS_TYPE, serial: await serialOf(w) }),
    headers: applePass,
  }),
  recipe("POST /api/v1/wallet/apple/v1/log", "public", {
    body: () => ({ logs: ["Web service error for pass.org.divecert.test: a message from the contract walk."] }),
  }),
];
