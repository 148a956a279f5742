"use server";

import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { passkeyRegistrationOptions, registerPasskey } from "@/lib/auth/passkeys/register-passkey";
import { removePasskey } from "@/lib/auth/passkeys/remove-passkey";
import { renamePasskey } from "@/lib/auth/passkeys/rename-passkey";
import { ZPasskeyName, ZRegisterPasskey } from "@/lib/auth/passkeys/schema";
import { defineCallAction } from "@/lib/pages/define-action";

// The security page's twins of the /auth/passkeys routes (same services, same rules).

const PAGE = "/profile/security";

export const passkeyCreationOptionsAction = defineCallAction({
  auth: "user",
  path: PAGE,
  handler: async ({ user }) => ({ data: await passkeyRegistrationOptions(user.id) }),
});

/** The authenticator's answer (and the name typed, if any): the new passkey. */
export const addPasskeyAction = defineCallAction({
  auth: "user",
  path: PAGE,
  input: ZRegisterPasskey,
  revalidate: [PAGE],
  handler: async ({ user, input, client }) => ({ data: await registerPasskey(user.id, input, client) }),
});

export const renamePasskeyAction = defineCallAction({
  auth: "user",
  path: PAGE,
  args: z.tuple([ZRowId]),
  input: z.object({ name: ZPasskeyName }),
  revalidate: [PAGE],
  handler: async ({ user, args: [id], input, client }) => ({ data: await renamePasskey(user.id, id, input.name, client) }),
});

export const removePasskeyAction = defineCallAction({
  auth: "user",
  path: PAGE,
  args: z.tuple([ZRowId]),
  revalidate: [PAGE],
  handler: async ({ user, args: [id], client }) => {
    await removePasskey(user.id, id, client);
  },
});
