import { z } from "zod";
import { ok, userResource } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { deleteAccount } from "@/lib/users/account-security";
import { getProfile } from "@/lib/users/get-profile";
import { ZUserResource } from "@/lib/users/record-schema";
import { ZDeleteAccount, ZProfileUpdate } from "@/lib/users/schema";
import { toUserResource } from "@/lib/users/serializers";
import { updateProfile } from "@/lib/users/update-profile";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    allowInactive: true,
    docs: { tag: "Profile", summary: "Read the profile", etag: true },
    response: { envelope: "user", description: "The user resource.", data: ZUserResource },
    handler: async ({ user, lang }) => ({ ...userResource("Profile retrieved.", await getProfile(user, lang)), etag: true }),
  }),
  PATCH: withApi({
    auth: "user",
    body: ZProfileUpdate,
    docs: {
      tag: "Profile",
      summary: "Update the profile",
      description: "Any writable field; everything else sent (email, status, member_id, ...) is ignored. Enum fields accept the code or the English label.",
    },
    response: { envelope: "user", description: "The updated user resource.", data: ZUserResource },
    handler: async ({ user, body, lang }) => userResource("Profile updated.", await toUserResource(await updateProfile(user.id, body, lang), lang)),
  }),
  DELETE: withApi({
    auth: "user",
    allowInactive: true,
    body: ZDeleteAccount,
    docs: {
      tag: "Profile",
      summary: "Close the account",
      description: "Personal data is erased; certifications stay verifiable.",
      errors: { 422: "Validation failed, or the password is incorrect." },
    },
    response: { description: "Account closed.", data: z.null() },
    handler: async ({ user, body }) => {
      await deleteAccount(user.id, body.password);
      return ok("Your account has been closed and your personal data erased.");
    },
  }),
});
