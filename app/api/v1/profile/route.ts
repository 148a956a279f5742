import { ok, userResource } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { deleteAccount } from "@/lib/users/account-security";
import { getProfile } from "@/lib/users/get-profile";
import { ZDeleteAccount, ZProfileUpdate } from "@/lib/users/schema";
import { toUserResource } from "@/lib/users/serializers";
import { updateProfile } from "@/lib/users/update-profile";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    allowInactive: true,
    handler: async ({ user, lang }) => ({ ...userResource("Profile retrieved.", await getProfile(user, lang)), etag: true }),
  }),
  PATCH: withApi({
    auth: "user",
    body: ZProfileUpdate,
    handler: async ({ user, body, lang }) => userResource("Profile updated.", await toUserResource(await updateProfile(user.id, body, lang), lang)),
  }),
  DELETE: withApi({
    auth: "user",
    allowInactive: true,
    body: ZDeleteAccount,
    handler: async ({ user, body }) => {
      await deleteAccount(user.id, body.password);
      return ok("Your account has been closed and your personal data erased.");
    },
  }),
});
