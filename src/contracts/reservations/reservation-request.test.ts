import { describe, expect, it } from "vitest";
import { checkoutFormFieldOf, checkoutFormSchema, reservationRequestSchema, reservationRequestSchemaFor } from "./reservation-request";

const shopper = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" };

describe("the reservation request (the checkout form and POST /api/reservations)", () => {
  it("takes the shopper, the car and the payment method token; the phone in E.164", () => {
    const parsed = reservationRequestSchema.parse({ ...shopper, carId: 12, paymentMethod: "pm_test_visa_4242" });
    expect(parsed).toEqual({ ...shopper, phone: "+61412345678", carId: 12, paymentMethod: "pm_test_visa_4242", optIn: false, journey: "reserve" });
  });
  it("refuses a card number (or any other key) and names the field", () => {
    const withCard = reservationRequestSchema.safeParse({ ...shopper, carId: 12, paymentMethod: "pm_test_visa_4242", cardNumber: "4242424242424242" });
    expect(withCard.success).toBe(false);
    expect(withCard.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["cardNumber"] });
    const raw = reservationRequestSchema.safeParse({ ...shopper, carId: 12, paymentMethod: "4242424242424242" });
    expect(raw.error?.issues[0]?.path).toEqual(["paymentMethod"]);
    expect(reservationRequestSchema.safeParse({ ...shopper, carId: "12", paymentMethod: "pm_test_visa_4242" }).error?.issues[0]?.path).toEqual(["carId"]);
    expect(reservationRequestSchema.safeParse({ ...shopper, firstName: "Jo\u0000", carId: 12, paymentMethod: "pm_test_visa_4242" }).error?.issues[0]?.path).toEqual(["firstName"]);
    expect(reservationRequestSchema.safeParse({ ...shopper, carId: 12, paymentMethod: "pm_test_visa_4242", journey: "steal" }).error?.issues[0]?.path).toEqual(["journey"]);
  });
  it("the form checks the card; in test mode only the documented test cards", () => {
    const form = checkoutFormSchema(true);
    const card = { cardNumber: "4242 4242 4242 4242", cardExpiry: "12/39", cardCvc: "123" };
    expect(form.safeParse({ ...shopper, ...card }).success).toBe(true);
    const real = form.safeParse({ ...shopper, ...card, cardNumber: "4111 1111 1111 1111" });
    expect(real.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["cardNumber", "Test mode: please use one of the test card numbers listed above"]]);
    expect(checkoutFormSchema(false).safeParse({ ...shopper, ...card, cardNumber: "4111 1111 1111 1111" }).success).toBe(true);
    expect(form.safeParse({ ...shopper, ...card, cardExpiry: "01/20" }).error?.issues[0]?.path).toEqual(["cardExpiry"]);
  });
  it("shows a server error about the payment method on the card number", () => {
    expect(checkoutFormFieldOf("paymentMethod")).toBe("cardNumber");
    expect(checkoutFormFieldOf("email")).toBe("email");
    expect(checkoutFormFieldOf("carId")).toBeNull();
    expect(checkoutFormFieldOf(undefined)).toBeNull();
  });
  it("needs the terms box ticked where the site shows one, with the site's words as the error", () => {
    const terms = "* You must agree to the terms of use before submitting the form.";
    const body = { ...shopper, carId: 12, paymentMethod: "pm_test_visa_4242" };
    expect(reservationRequestSchemaFor(null).safeParse(body).success).toBe(true);
    expect(reservationRequestSchemaFor(terms).safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["termsAccepted", terms]]);
    expect(reservationRequestSchemaFor(terms).safeParse({ ...body, termsAccepted: true }).success).toBe(true);
    expect(checkoutFormSchema(true, terms).safeParse({ ...shopper, cardNumber: "4242424242424242", cardExpiry: "12/39", cardCvc: "123", termsAccepted: false }).error?.issues[0]?.path).toEqual(["termsAccepted"]);
  });
});
