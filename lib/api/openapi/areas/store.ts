import { one } from "@/lib/api/openapi/response-data";
import { confirmErrors as storeConfirmErrors, ZOrderConfirmation, ZPaymentIntent } from "@/lib/store/schema";

// The store's routes declare their own documentation (app/api/v1/diver/store/**, webhooks/stripe).
// What is left here is shared with the professional areas still described in ./professional*.ts;
// it goes when they move onto their routes.

export const paymentIntent = one(ZPaymentIntent);
export const orderConfirmation = one(ZOrderConfirmation);
export const confirmErrors = storeConfirmErrors;
