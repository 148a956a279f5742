import { SignJWT } from "jose";
import { classIdOf, type GenericObject } from "@/lib/wallet/google/generic-object";
import type { GoogleWalletAccount } from "@/lib/wallet/google/service-account";

// Google Wallet's "save to wallet" JWT (Google's JWT reference): RS256 with the service account's
// key, `aud: "google"`, `typ: "savetowallet"`, the origins allowed to show the link, and the
// objects to save. The payload also names our generic class, so Google creates it on the first
// save: no call to Google's API is needed before a link works (decision 0050).

export const SAVE_URL = "https://pay.google.com/gp/v/save/";

export async function signSaveJwt(account: GoogleWalletAccount, objects: GenericObject[], origin: string, now: Date = new Date()): Promise<string> {
  return new SignJWT({
    typ: "savetowallet",
    origins: [origin],
    payload: { genericClasses: [{ id: classIdOf(account.issuerId) }], genericObjects: objects },
  })
    .setProtectedHeader({ alg: "RS256", kid: account.keyId, typ: "JWT" })
    .setIssuer(account.clientEmail)
    .setAudience("google")
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(account.privateKey);
}

export const saveUrlOf = (jwt: string) => `${SAVE_URL}${jwt}`;
