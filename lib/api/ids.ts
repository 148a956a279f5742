import { z } from "zod";

/** PostgreSQL `integer` (int4), the type of every serial id. */
export const INT4_MAX = 2_147_483_647;

/** A row id as a number (server-action arguments come from the client: never trusted). */
export const ZRowId = z.number().int().min(1).max(INT4_MAX);
