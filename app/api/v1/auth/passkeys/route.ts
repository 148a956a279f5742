import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listPasskeys } from "@/lib/auth/passkeys/list-passkeys";
import { ZPasskey } from "@/lib/auth/passkeys/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    docs: { tag: "Auth", summary: "List your passkeys", description: "Oldest first; at most 20, so one list without pages." },
    response: { description: "The account's passkeys.", data: z.array(ZPasskey) },
    handler: async ({ user }) => ok("Passkeys.", await listPasskeys(user.id)),
  }),
});
