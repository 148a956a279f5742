import { recipe, type Recipe } from "@/tests/support/contract-walk/recipe";
import { createUser } from "@/tests/support/factories";
import { SoftAuthenticator } from "@/tests/support/soft-authenticator";

// Passkeys (issue 23): an account of their own (a passkey makes it ask for a second factor, which
// the demo accounts must not), a software authenticator answering the options for real.

const authenticator = new SoftAuthenticator();
const owner = (w: { saved: Record<string, any> }) => w.saved.passkeyOwner.token as string;

export const passkeyRecipes: Recipe[] = [
  recipe("POST /api/v1/auth/passkeys/register/options", owner, {
    before: async (w) => void (w.saved.passkeyOwner = await createUser()),
    after: (res, w) => void (w.saved.passkeyCreation = res.json.data),
  }),
  recipe("POST /api/v1/auth/passkeys/register/verify", owner, {
    body: (w) => ({ response: authenticator.register(w.saved.passkeyCreation), name: "Walk key" }),
    after: (res, w) => void (w.saved.passkeyId = res.json.data.id),
  }),
  recipe("GET /api/v1/auth/passkeys", owner),
  recipe("PATCH /api/v1/auth/passkeys/{id}", owner, { params: (w) => ({ id: w.saved.passkeyId }), body: () => ({ name: "Walk key 2" }) }),
  recipe("POST /api/v1/auth/passkeys/login/options", "public", { body: () => ({}), after: (res, w) => void (w.saved.passkeyRequest = res.json.data) }),
  recipe("POST /api/v1/auth/passkeys/login/verify", "public", { body: (w) => ({ response: authenticator.assert(w.saved.passkeyRequest) }) }),
  recipe("DELETE /api/v1/auth/passkeys/{id}", owner, { params: (w) => ({ id: w.saved.passkeyId }) }),
];
