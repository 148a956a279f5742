import type { Db } from "@/lib/db/client";

// What a second-factor source is (lib/auth/mfa/methods.ts gathers them): each kind of factor
// answers for itself, here or beside its own code (lib/auth/passkeys/method-source.ts).

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export type MfaMethod = "totp" | "passkey" | "recovery_code";

/** A source answers the methods it gives the account (an empty list when none). */
export type MethodSource = (db: Db | Tx, userId: number) => Promise<MfaMethod[]>;
