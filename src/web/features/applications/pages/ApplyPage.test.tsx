import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { ApplyPage } from "./ApplyPage.tsx";

const codeAnswer = (answer: { status?: number; body: unknown }) => (url: string) =>
  url === "/api/validate-code" ? answer : undefined;
const valid = codeAnswer({ body: { valid: true } });
const submitted = (url: string, init: RequestInit | undefined) =>
  url === "/request" && init?.method === "POST"
    ? { status: 201, body: { ok: true, message: "Application submitted." } }
    : undefined;

const stepTitle = () => screen.getByRole("heading", { level: 2 });
const next = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Next" }));

async function passStepOne(user: UserEvent) {
  await user.type(screen.getByLabelText("Invitation Code"), "SALON-2026");
  await next(user);
  await screen.findByRole("heading", { name: "Personal Information" });
}

async function fillStepTwo(user: UserEvent, phone: string) {
  await user.type(screen.getByLabelText("Full Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email Address"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone Number"), phone);
  await user.type(screen.getByLabelText("Why do you want to join the club?"), "Good company.");
  await user.click(screen.getByRole("checkbox", { name: "Travel" }));
}

describe("the application wizard, step 1", { timeout: 20_000 }, () => {
  it("says how many steps there are, as many as it lists", () => {
    stubServer(valid);
    renderAt("/request", <ApplyPage />);
    const steps = within(screen.getByRole("list", { name: "Application steps" })).getAllByRole("listitem");
    expect(steps).toHaveLength(3);
    expect(screen.getByText(/^Three short steps\./)).toBeInTheDocument();
  });

  it("takes the code from a shared link (/request?code=…)", async () => {
    const calls = stubServer(valid);
    const user = userEvent.setup({ delay: null });
    renderAt("/request?code=SPRING-SALON", <ApplyPage />);
    expect(screen.getByLabelText("Invitation Code")).toHaveValue("SPRING-SALON");
    await next(user);
    await screen.findByRole("heading", { name: "Personal Information" });
    expect(JSON.parse(String(calls.find((c) => c.url === "/api/validate-code")!.init!.body))).toEqual({
      code: "SPRING-SALON",
    });
  });

  it("asks for a code, and Back is disabled", async () => {
    const calls = stubServer(valid);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your invitation code.");
    expect(calls.some((c) => c.url === "/api/validate-code")).toBe(false);
    expect(stepTitle()).toHaveTextContent("Invitation Code");
  });

  it("stays on step 1 with the server's error when the code is not valid", async () => {
    stubServer(codeAnswer({ body: { valid: false, error: "Invalid invitation code." } }));
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await user.type(screen.getByLabelText("Invitation Code"), "WRONG-CODE");
    await next(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid invitation code.");
    expect(stepTitle()).toHaveTextContent("Invitation Code");
  });

  it('says "Failed to validate code" when the check itself fails', async () => {
    stubServer(codeAnswer({ status: 500, body: { error: "Oops", message: "Oops", code: "internal" } }));
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await user.type(screen.getByLabelText("Invitation Code"), "SALON-2026");
    await next(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to validate code. Please try again later.");
  });

  it("moves to step 2 once the server says the code is valid, and sends the code", async () => {
    const calls = stubServer(valid);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await passStepOne(user);
    expect(JSON.parse(String(calls.find((c) => c.url === "/api/validate-code")!.init!.body))).toEqual({
      code: "SALON-2026",
    });
    expect(screen.getByRole("button", { name: "Back" })).toBeEnabled();
  });
});

describe("the application wizard, step 2", { timeout: 20_000 }, () => {
  it("needs every field and an interest", async () => {
    stubServer(valid);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await passStepOne(user);
    await next(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill out all required fields.");
    expect(stepTitle()).toHaveTextContent("Personal Information");
  });

  it("checks the email format", async () => {
    stubServer(valid);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await passStepOne(user);
    await fillStepTwo(user, "+1-2125550123");
    await user.clear(screen.getByLabelText("Email Address"));
    await user.type(screen.getByLabelText("Email Address"), "ada-at-example");
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid email format.");
  });

  it('stays on step 2 with "Invalid phone number." (the original advanced anyway)', async () => {
    stubServer(valid);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await passStepOne(user);
    await fillStepTwo(user, "12345");
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid phone number.");
    expect(stepTitle()).toHaveTextContent("Personal Information");
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("the application wizard, step 3 and the end", { timeout: 20_000 }, () => {
  it("asks a Travel Host for the four property fields, then submits and clears the form", async () => {
    const calls = stubServer(valid, submitted);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await passStepOne(user);
    await fillStepTwo(user, "+1-2125550123");
    await next(user);
    await screen.findByRole("heading", { name: "Additional Information" });
    const weekends = await screen.findByRole("radio", { name: "Weekends" });
    expect(screen.queryByLabelText("Property Address")).not.toBeInTheDocument();
    await user.click(weekends);
    await user.click(screen.getByRole("radio", { name: "Travel Host" }));
    for (const label of ["Property Address", "Type of Property", "Property Description", "Property Availability"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill out all required fields.");
    expect(calls.some((c) => c.url === "/request")).toBe(false);

    await user.type(screen.getByLabelText("Property Address"), "1 Rue de Rivoli, Paris");
    await user.type(screen.getByLabelText("Type of Property"), "Apartment");
    await user.type(screen.getByLabelText("Property Description"), "Two bedrooms over the Tuileries.");
    await user.selectOptions(screen.getByLabelText("Property Availability"), "Seasonal");
    await user.type(screen.getByLabelText("How did you hear about us?"), "A friend");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByRole("heading", { name: "Application Submitted Successfully!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const sent = JSON.parse(String(calls.find((c) => c.url === "/request")!.init!.body));
    expect(sent).toMatchObject({
      invitationCode: "SALON-2026",
      full_name: "Ada Lovelace",
      phone: "+12125550123",
      interests: ["Travel"],
      availability: "Weekends",
      membershipType: "Travel Host",
      propertyAddress: "1 Rue de Rivoli, Paris",
      propertyAvailability: "Seasonal",
      referral: "A friend",
      comments: null,
    });
    const steps = within(screen.getByRole("list", { name: "Application steps" }));
    expect(steps.getAllByRole("listitem").map((step) => step.dataset.state)).toEqual(["done", "done", "done"]);
    expect(steps.getAllByRole("listitem").filter((step) => step.hasAttribute("aria-current"))).toEqual([]);
  });

  it("sends null property fields for a Standard member and shows the server's error", async () => {
    const calls = stubServer(valid, (url) =>
      url === "/request"
        ? {
            status: 400,
            body: { error: "Invalid invitation code.", message: "Invalid invitation code.", code: "bad_request" },
          }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await passStepOne(user);
    await fillStepTwo(user, "+44 20 7946 0958");
    await next(user);
    await user.click(await screen.findByRole("radio", { name: "Flexible" }));
    await user.click(screen.getByRole("radio", { name: "Standard" }));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid invitation code.");
    expect(stepTitle()).toHaveTextContent("Additional Information");
    const sent = JSON.parse(String(calls.find((c) => c.url === "/request")!.init!.body));
    expect(sent).toMatchObject({
      membershipType: "Standard",
      propertyAddress: null,
      propertyType: null,
      propertyDescription: null,
      propertyAvailability: null,
    });
  });

  it("goes Back to step 2 with the answers kept", async () => {
    stubServer(valid);
    const user = userEvent.setup({ delay: null });
    renderAt("/request", <ApplyPage />);
    await passStepOne(user);
    await fillStepTwo(user, "+1-2125550123");
    await next(user);
    await screen.findByRole("heading", { name: "Additional Information" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Full Name")).toHaveValue("Ada Lovelace");
  });
});
