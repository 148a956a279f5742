"use server";

import { z } from "zod";
import { diveInputOf } from "@/app/(account)/logbook/form-input";
import { createDiveLog } from "@/lib/dive-logs/create-dive-log";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";
import { renumberDiveLogsByDate } from "@/lib/dive-logs/renumber-by-date";
import { updateDiveLog } from "@/lib/dive-logs/update-dive-log";
import { defineFormAction } from "@/lib/pages/define-action";

// Thin doors onto the services of POST /diver/dive-logs and PATCH /diver/dive-logs/{id}, with the
// same door ("verified") and refusals: 403 message, 404, 409 (signed), 422 field errors shown inline.

/** A new dive; then its page. */
export const createDive = defineFormAction({
  auth: "verified",
  path: "/logbook/new",
  revalidate: ["/logbook"],
  handler: async ({ user, form }) => ({ redirect: `/logbook/${(await createDiveLog(user.id, await diveInputOf(form!, "create"))).id}?saved=created` }),
});

/** The bound dive, edited; then its page. */
export const updateDive = defineFormAction({
  auth: "verified",
  args: z.tuple([ZDiveLogParams.shape.id]),
  path: (key) => `/logbook/${"id" in key ? key.id : key.uuid}/edit`,
  revalidate: ["/logbook"],
  handler: async ({ user, args: [key], form }) => ({ redirect: `/logbook/${(await updateDiveLog(user.id, key, await diveInputOf(form!, "update"))).id}?saved=updated` }),
});

/** Renumbers the diver's dives in date order (the logbook's notice offers it), then shows the logbook. */
export const renumberByDate = defineFormAction({
  auth: "verified",
  path: "/logbook",
  revalidate: ["/logbook"],
  handler: async ({ user }) => ({ redirect: `/logbook?renumbered=${(await renumberDiveLogsByDate(user.id)).changed}` }),
});
