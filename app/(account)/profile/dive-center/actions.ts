"use server";

import { z } from "zod";
import { ZRowId } from "@/lib/api/ids";
import { defineSubmitAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import type { FormState } from "@/lib/pages/form-state";
import { setDiveCenter } from "@/lib/users/update-profile";

// The dive-center page's buttons: the same service as PUT /api/v1/profile/dive-center.

const PATH = "/profile/dive-center";

/** Back to the list the person was looking at, with the outcome to show. */
function back(form: FormData, done: string): string {
  const query = new URLSearchParams({ done });
  for (const key of ["q", "country", "page"]) {
    const value = formText(form, key);
    if (value && value.length <= 100) query.set(key, value);
  }
  return `${PATH}?${query}`;
}

/** A non-active account may not change it (the door's refusal); anything else is an invalid choice. */
const refused = (state: FormState, form: FormData) => back(form, state.code === "forbidden" ? "inactive" : "invalid");

export const chooseDiveCenter = defineSubmitAction({
  auth: "user",
  path: PATH,
  input: z.object({ dive_center_id: z.coerce.number().pipe(ZRowId) }),
  refused,
  revalidate: [{ layout: "/profile" }],
  handler: async ({ user, input, form }) => {
    await setDiveCenter(user.id, input.dive_center_id);
    return { redirect: back(form!, "joined") };
  },
});

export const leaveDiveCenter = defineSubmitAction({
  auth: "user",
  path: PATH,
  refused,
  revalidate: [{ layout: "/profile" }],
  handler: async ({ user, form }) => {
    await setDiveCenter(user.id, null);
    return { redirect: back(form!, "left") };
  },
});
