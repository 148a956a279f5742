import { env } from "@/lib/env";

export type WalletMode = "production" | "test" | "off";

/** Which wallet passes this installation offers, without their keys. */
export type WalletModes = { apple: WalletMode; google: WalletMode };

// What the pages may know of the wallet settings (decision 0050): each wallet's mode, so that the
// certification page shows a button only for a wallet that has keys and says when its passes are
// test passes. Pages read this, never env() itself; the keys stay on the server's side.
export function walletModes(): WalletModes {
  const { apple, google } = env().wallet;
  return { apple: apple.mode, google: google.mode };
}
