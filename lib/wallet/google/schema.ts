import { z } from "zod";

export const ZGoogleSaveUrl = z
  .object({
    save_url: z
      .string()
      .regex(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/)
      .describe("Google Wallet's save link: https://pay.google.com/gp/v/save/<JWT>. The JWT (RS256, `aud: google`, `typ: savetowallet`, `origins: [APP_URL]`) carries the certification as a generic pass object."),
  })
  .meta({ id: "GoogleWalletSaveUrl", description: "An \"Add to Google Wallet\" link for one certification" });
