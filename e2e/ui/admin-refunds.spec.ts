import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, apiToken, bearer, newVerifiedDiver, shoot, signIn } from "@/e2e/support/session";

const EMULATOR_SECRET_KEY = "sk_test_divecert_emulator";

// Issue 24, refunds: an administrator (with a second factor) refunds a paid order through the
// built-in Stripe emulator from the orders console, and the diver's order page says so.

async function paidOrder(request: APIRequestContext) {
  const diver = await newVerifiedDiver(request, "refund");
  const token = await apiToken(request, diver.email, diver.password);
  const courses = (await (await request.get("/api/v1/diver/store/courses", { headers: bearer(token) })).json()).data as { code: string }[];
  const checkout = await request.post(`/api/v1/diver/store/courses/${courses[0]!.code}/checkout`, { headers: bearer(token), data: { currency: "USD" } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const intent = (await checkout.json()).data as { order_id: number; payment_intent_id: string; amount: number };
  const paid = await request.post(`/v1/payment_intents/${intent.payment_intent_id}/confirm`, { headers: { Authorization: `Bearer ${EMULATOR_SECRET_KEY}` }, form: { payment_method: "pm_card_visa" } });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await request.post(`/api/v1/diver/store/orders/${intent.order_id}/confirm`, { headers: bearer(token), data: { payment_intent_id: intent.payment_intent_id } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { ...diver, ...intent };
}

test.describe("orders console: refunds", () => {
  test("an administrator refunds a paid order through the emulator; the diver sees it refunded", async ({ page, browser, request }) => {
    const order = await paidOrder(request);
    await signIn(page, ADMIN.email, ADMIN.password, "/admin/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();

    // Find it by the buyer's e-mail, filtered to paid orders.
    await page.getByRole("searchbox", { name: "Search" }).fill(order.email);
    await page.getByLabel("Status").selectOption("paid");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=paid/);
    const table = page.getByRole("table", { name: "Orders" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await shoot(page, "admin-orders");
    await table.getByRole("link", { name: `#${order.order_id}` }).click();
    await expect(page.getByRole("heading", { name: `Order #${order.order_id}`, level: 1 })).toBeVisible();
    await expect(page.getByText("No refunds yet.")).toBeVisible();

    // The dialog: the reason is required, then a partial refund of 10.00.
    await page.getByRole("button", { name: "Refund…" }).click();
    const dialog = page.getByRole("dialog", { name: "Refund this order" });
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue((order.amount / 100).toFixed(2));
    await dialog.getByLabel(/^Amount/).fill("10.00");
    await dialog.getByRole("button", { name: "Refund now" }).click();
    await expect(dialog.getByText("Give a reason of 3 to 500 characters.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Goodwill for a rescheduled session");
    await page.screenshot({ path: test.info().outputPath("admin-refund-dialog-desktop.jpg") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("admin-refund-dialog-390.jpg") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole("button", { name: "Refund now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "refunded." })).toBeVisible();
    await expect(page.getByRole("table", { name: "Refunds" }).getByText("Goodwill for a rescheduled session")).toBeVisible();
    await expect(page.getByText("Partially refunded").first()).toBeVisible();

    // More than is left is refused inline; then the rest (the default) refunds the order fully.
    await page.getByRole("button", { name: "Refund…" }).click();
    await dialog.getByLabel(/^Amount/).fill(((order.amount + 100) / 100).toFixed(2));
    await dialog.getByLabel("Reason").fill("Too much");
    await dialog.getByRole("button", { name: "Refund now" }).click();
    await expect(dialog.getByRole("alert")).toContainText("no more than");
    await dialog.getByLabel(/^Amount/).fill(((order.amount - 1000) / 100).toFixed(2));
    await dialog.getByLabel("Reason").fill("Course canceled by the centre");
    await dialog.getByRole("button", { name: "Refund now" }).click();
    await expect(page.getByText("Everything paid for this order has been refunded.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Refunds" }).getByRole("row")).toHaveCount(3);
    await shoot(page, "admin-order-refunded");

    // The diver's order page.
    const diverContext = await browser.newContext();
    const diverPage = await diverContext.newPage();
    await signIn(diverPage, order.email, order.password, `/orders/${order.order_id}`);
    await expect(diverPage.getByTestId("order-status")).toHaveText("Refunded");
    await expect(diverPage.getByTestId("order-headline")).toHaveText("This order was refunded");
    await expect(diverPage.getByTestId("order-refunded")).toContainText(((order.amount / 100).toFixed(2)));
    await shoot(diverPage, "diver-order-refunded");
    await diverContext.close();
  });
});
