import { hash, verify } from "@node-rs/argon2";

// argon2id at OWASP's first recommended profile: 19 MiB, t=2, p=1.
const params = { algorithm: 2 /* Argon2id (a const enum, unusable under isolatedModules) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, params);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-0000");
  await verifyPassword(await dummy, plain);
}
