import type { RateLimitPolicy } from "@/lib/api/rate-limit";

// Save links per account (API and page together): each signs a JWT with RSA; a diver needs a few.
export const googleSaveLinks: RateLimitPolicy = { name: "google-wallet-link", limit: 30, windowSeconds: 3600 };
