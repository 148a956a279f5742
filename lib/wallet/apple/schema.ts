import { z } from "zod";

// The page route's parameter: /certifications/{id}/wallet/apple, as the certification page's.
export const ZApplePassPageParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
