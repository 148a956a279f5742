import { AppError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";

// Any /api/v1 path no route matches: a JSON 404 in the error envelope.
const unknown = withApi({
  auth: "public",
  handler: async () => {
    throw new AppError("not_found", "The requested route does not exist.");
  },
});

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
