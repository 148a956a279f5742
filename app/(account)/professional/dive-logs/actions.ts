"use server";

import { z } from "zod";
import { ZDiveLogParams, type DiveLogKey } from "@/lib/dive-logs/schema";
import { signDiveLog } from "@/lib/dive-logs/sign-dive-log";
import { defineFormAction } from "@/lib/pages/define-action";

// The door of POST /professional/dive-logs/{id}/sign for the browser: same door, service and refusals.

const PATH = "/professional/dive-logs";
const segment = (key: DiveLogKey) => ("id" in key ? String(key.id) : key.uuid);

/** The instructor's signature on the bound dive; then the dive's page. */
export const signDive = defineFormAction({
  auth: "professional",
  args: z.tuple([ZDiveLogParams.shape.id]),
  path: (key) => `${PATH}/${segment(key)}`,
  revalidate: [PATH],
  handler: async ({ user, args: [key] }) => ({ redirect: `${PATH}/${(await signDiveLog(user.id, key)).id}?signed=1` }),
});
