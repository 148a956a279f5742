"use server";

import { revalidatePath } from "next/cache";
import { AppError } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/page-access";
import { passkeyRegistrationOptions, registerPasskey } from "@/lib/auth/passkeys/register-passkey";
import { removePasskey } from "@/lib/auth/passkeys/remove-passkey";
import { renamePasskey } from "@/lib/auth/passkeys/rename-passkey";
import { ZPasskeyName, ZRegisterPasskey } from "@/lib/auth/passkeys/schema";
import { ZRowId } from "@/lib/api/ids";
import { pageClient } from "@/lib/auth/page-client";
import { requireSessionUser } from "@/lib/auth/session";
import { pageMessage } from "@/lib/i18n/page-errors";

// The security page's twins of the /auth/passkeys routes (same services, same rules).

export type PasskeyActionResult<T = null> = { ok: true; data: T } | { ok: false; error: string };

const PAGE = "/profile/security";

async function run<T>(work: (userId: number) => Promise<T>): Promise<PasskeyActionResult<T>> {
  const user = await requireSessionUser(PAGE);
  const refusal = await pageRefusal(user.id, "user");
  if (refusal) return { ok: false, error: refusal };
  try {
    return { ok: true, data: await work(user.id) };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const first = e.extra.fields ? Object.values(e.extra.fields).flat()[0] : undefined;
    return { ok: false, error: await pageMessage(first ?? e.message) };
  }
}

const invalid = (message: string) => new AppError("validation", message);

const client = pageClient;

export async function passkeyCreationOptionsAction() {
  return run((userId) => passkeyRegistrationOptions(userId));
}

export async function addPasskeyAction(response: unknown, name: string) {
  return run(async (userId) => {
    const parsed = ZRegisterPasskey.safeParse({ response, name: name.trim() ? name : undefined });
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "The passkey was not accepted.");
    const passkey = await registerPasskey(userId, parsed.data, await client());
    revalidatePath(PAGE);
    return passkey;
  });
}

export async function renamePasskeyAction(id: number, name: string) {
  return run(async (userId) => {
    const parsedId = ZRowId.safeParse(id);
    const parsed = ZPasskeyName.safeParse(name);
    if (!parsedId.success) throw new AppError("not_found", "Passkey not found.");
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "The name field is required.");
    const passkey = await renamePasskey(userId, parsedId.data, parsed.data, await client());
    revalidatePath(PAGE);
    return passkey;
  });
}

export async function removePasskeyAction(id: number) {
  return run(async (userId) => {
    const parsedId = ZRowId.safeParse(id);
    if (!parsedId.success) throw new AppError("not_found", "Passkey not found.");
    await removePasskey(userId, parsedId.data, await client());
    revalidatePath(PAGE);
    return null;
  });
}
