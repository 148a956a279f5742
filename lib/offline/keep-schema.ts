import { z } from "zod";
import type { KeepList, KeptEntry } from "@/lib/offline/names";

// The answer of GET /offline/keep (decision 0049), as data: what the device keeps for the
// signed-in account. Relative URLs of this origin only (a page path or an image path), each with
// an opaque version that changes whenever what that URL shows would.

export const ZKeptEntry = z.object({
  url: z.string().startsWith("/").refine((u) => !u.startsWith("//"), "A path of this origin."),
  kind: z.enum(["page", "image"]),
  version: z.string().min(1),
}) satisfies z.ZodType<KeptEntry>;

export const ZKeepList = z.object({
  account: z.string().min(1),
  entries: z.array(ZKeptEntry),
}) satisfies z.ZodType<KeepList>;
