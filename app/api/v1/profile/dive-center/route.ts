import { userResource } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { ZUserResource } from "@/lib/users/record-schema";
import { ZDiveCenterChoice } from "@/lib/users/schema";
import { toUserResource } from "@/lib/users/serializers";
import { setDiveCenter } from "@/lib/users/update-profile";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: withApi({
    auth: "user",
    body: ZDiveCenterChoice,
    docs: { tag: "Profile", summary: "Join or leave a dive center", description: "`dive_center_id: null` leaves the current one." },
    response: { envelope: "user", description: "The updated user resource.", data: ZUserResource },
    handler: async ({ user, body, lang }) =>
      userResource("Dive center updated.", await toUserResource(await setDiveCenter(user.id, body.dive_center_id), lang)),
  }),
});
