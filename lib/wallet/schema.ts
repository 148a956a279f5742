import { z } from "zod";

// The page routes' parameter: /certifications/{id}/wallet/apple and /google, as the certification page's.
export const ZWalletPageParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
