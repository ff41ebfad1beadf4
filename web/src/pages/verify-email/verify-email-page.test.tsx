import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PENDING_VERIFICATION_EMAIL_KEY } from "@/features/auth/pending-verification-email";
import { jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

const EMAIL = "jane@example.com";

function renderVerify(path = `/verify-email?email=${encodeURIComponent(EMAIL)}`) {
  return renderApp({ path, user: null });
}

function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function codeInput() {
  return screen.findByLabelText("Verification code");
}

function shownToast(title: string) {
  return within(screen.getByRole("region", { name: /Notifications/ }))
    .findByText(title, { selector: "[data-slot=toast-title]" })
    .then((node) => node.closest("[data-slot=toast]"));
}

describe("/verify-email: the e-mail", () => {
  it("comes from the email query parameter", async () => {
    localStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, "other@example.com");
    renderVerify();
    // The first test of the file waits for the page's lazy chunk: more than 1 s on a loaded machine.
    expect(await screen.findByLabelText("Email", undefined, { timeout: 5000 })).toHaveValue(EMAIL);
  });

  it("falls back to the stored pending verification e-mail", async () => {
    localStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, "pending@example.com");
    renderVerify("/verify-email");
    expect(await screen.findByLabelText("Email")).toHaveValue("pending@example.com");
  });

  it("is empty without either, and then Verify Email and Resend Code are disabled", async () => {
    const { user } = renderVerify("/verify-email");
    expect(await screen.findByLabelText("Email")).toHaveValue("");
    await user.type(await codeInput(), "123456");
    expect(screen.getByRole("button", { name: "Verify Email" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Resend Code" })).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), EMAIL);
    expect(screen.getByRole("button", { name: "Verify Email" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Resend Code" })).toBeEnabled();
  });
});

describe("/verify-email: the code input", () => {
  it("keeps digits only, at most 6, centred and monospaced, with the one-time-code hints", async () => {
    const { user } = renderVerify();
    const input = await codeInput();
    await user.type(input, "12a-3 45x6789");
    expect(input).toHaveValue("123456");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAttribute("autocomplete", "one-time-code");
    expect(input).toHaveClass("text-center", "font-mono");
  });

  it("has a placeholder in words, not digits that look like a code already typed", async () => {
    renderVerify();
    const input = await codeInput();
    expect(input).toHaveAttribute("placeholder", "6-digit code");
    expect(input.getAttribute("placeholder")).not.toMatch(/^\d+$/);
  });

  it("takes a pasted code with a separator", async () => {
    const { user } = renderVerify();
    const input = await codeInput();
    await user.click(input);
    await user.paste("123 456");
    expect(input).toHaveValue("123456");
  });

  it("enables Verify Email only at exactly 6 digits", async () => {
    const { user } = renderVerify();
    const input = await codeInput();
    const verify = screen.getByRole("button", { name: "Verify Email" });
    await user.type(input, "12345");
    expect(verify).toBeDisabled();
    await user.type(input, "6");
    expect(verify).toBeEnabled();
  });
});

describe("/verify-email: verifying", () => {
  it("sends the e-mail and code, reads 'Verifying...', then shows the card and goes to /auth after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, EMAIL);
    const answer = deferred();
    const fetch = mockFetch({ "POST /api/verify-email": () => answer.promise });
    const { currentPath } = renderVerify();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await codeInput(), "654321");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));

    expect(await screen.findByRole("button", { name: "Verifying..." })).toBeDisabled();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ email: EMAIL, code: "654321" });

    await act(async () => answer.release(jsonResponse({ message: "Your email address is verified." })));
    expect(await screen.findByRole("heading", { name: "Email Verified!" })).toBeInTheDocument();
    expect(
      screen.getByText("Your email has been successfully verified. Redirecting to login..."),
    ).toBeInTheDocument();
    const toast = await shownToast("Email verified!");
    expect(toast).toHaveAttribute("data-variant", "default");
    expect(toast).toHaveTextContent("Your email address is verified.");
    expect(localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY)).toBeNull();

    await act(async () => vi.advanceTimersByTime(1800));
    expect(currentPath()).toBe(`/verify-email?email=${encodeURIComponent(EMAIL)}`);
    await act(async () => vi.advanceTimersByTime(300));
    await waitFor(() => expect(currentPath()).toBe("/auth"));
  });

  it("says 'You can now log in to your account.' when the answer has no message", async () => {
    mockFetch({ "POST /api/verify-email": () => jsonResponse({}) });
    const { user } = renderVerify();
    await user.type(await codeInput(), "654321");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(await shownToast("Email verified!")).toHaveTextContent("You can now log in to your account.");
  });

  it("shows 'Verification failed' with the server's error text and keeps the form", async () => {
    mockFetch({
      "POST /api/verify-email": () =>
        jsonResponse(
          { error: "This verification code has expired. Please request a new code.", message: "other" },
          { status: 400 },
        ),
    });
    const { user } = renderVerify();
    await user.type(await codeInput(), "654321");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));

    const toast = await shownToast("Verification failed");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(toast).toHaveTextContent("This verification code has expired. Please request a new code.");
    expect(screen.queryByText("Email Verified!")).not.toBeInTheDocument();
    expect(await codeInput()).toHaveValue("654321");
  });

  it("falls back to 'Verification failed' when the answer has no error text", async () => {
    mockFetch({ "POST /api/verify-email": () => new Response("", { status: 500 }) });
    const { user } = renderVerify();
    await user.type(await codeInput(), "654321");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    const toast = await shownToast("Verification failed");
    expect(toast?.querySelector("[data-slot=toast-description]")).toHaveTextContent(/^Verification failed$/);
  });

  it("asks for both e-mail and code ('Missing information') when the e-mail is blank", async () => {
    const fetch = mockFetch({});
    const { user } = renderVerify("/verify-email");
    await user.type(screen.getByLabelText("Email"), "   ");
    await user.type(await codeInput(), "654321");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));

    const toast = await shownToast("Missing information");
    expect(toast).toHaveTextContent("Please enter both email and verification code.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("does not send an incomplete code even when the form is submitted", async () => {
    const fetch = mockFetch({});
    renderVerify();
    const input = await codeInput();
    fireEvent.change(input, { target: { value: "123" } });
    const form = input.closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    expect(await shownToast("Missing information")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("/verify-email: resending", () => {
  it("reads 'Sending...', then shows 'Code sent!' with the message and clears the code", async () => {
    const answer = deferred();
    const fetch = mockFetch({ "POST /api/resend-verification": () => answer.promise });
    const { user } = renderVerify();
    const input = await codeInput();
    await user.type(input, "111111");
    await user.click(screen.getByRole("button", { name: "Resend Code" }));

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ email: EMAIL });

    await act(async () => answer.release(jsonResponse({ message: "We have sent it a new code." })));
    const toast = await shownToast("Code sent!");
    expect(toast).toHaveAttribute("data-variant", "default");
    expect(toast).toHaveTextContent("We have sent it a new code.");
    expect(input).toHaveValue("");
    expect(screen.getByRole("button", { name: "Resend Code" })).toBeEnabled();
  });

  it("says 'Please check your email for a new verification code.' when the answer has no message", async () => {
    mockFetch({ "POST /api/resend-verification": () => jsonResponse({}) });
    const { user } = renderVerify();
    await user.click(await screen.findByRole("button", { name: "Resend Code" }));
    expect(await shownToast("Code sent!")).toHaveTextContent(
      "Please check your email for a new verification code.",
    );
  });

  it("shows 'Failed to resend' with the server's error and keeps the code", async () => {
    mockFetch({
      "POST /api/resend-verification": () =>
        jsonResponse(
          { error: "Too many verification codes were requested for this email address." },
          { status: 429 },
        ),
    });
    const { user } = renderVerify();
    const input = await codeInput();
    await user.type(input, "111111");
    await user.click(screen.getByRole("button", { name: "Resend Code" }));

    const toast = await shownToast("Failed to resend");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(toast).toHaveTextContent("Too many verification codes were requested for this email address.");
    expect(input).toHaveValue("111111");
  });

  it("falls back to 'Failed to resend code'", async () => {
    mockFetch({ "POST /api/resend-verification": () => new Response("Bad Gateway", { status: 502 }) });
    const { user } = renderVerify();
    await user.click(await screen.findByRole("button", { name: "Resend Code" }));
    expect(await shownToast("Failed to resend")).toHaveTextContent("Failed to resend code");
  });

  it("asks for an address ('Email required') when the e-mail is blank", async () => {
    const fetch = mockFetch({});
    const { user } = renderVerify("/verify-email");
    await user.type(screen.getByLabelText("Email"), "  ");
    await user.click(screen.getByRole("button", { name: "Resend Code" }));

    const toast = await shownToast("Email required");
    expect(toast).toHaveTextContent("Please enter your email address to resend the code.");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("/verify-email: the rest of the page", () => {
  it("explains expiry, the hourly limit and the spam folder", async () => {
    renderVerify();
    const code = await codeInput();
    expect(code).toHaveAccessibleDescription(/expire in 15 minutes/);
    expect(code).toHaveAccessibleDescription(/up to 3 times per hour/);
    expect(code).toHaveAccessibleDescription(/spam/);
  });

  it("goes back to /auth with 'Back to Login'", async () => {
    const { user, currentPath } = renderVerify();
    await user.click(await screen.findByRole("link", { name: "Back to Login" }));
    expect(currentPath()).toBe("/auth");
    expect(await screen.findByRole("tab", { name: "Login" })).toBeInTheDocument();
  });
});

describe("/verify-email: when no new code can be asked for yet", () => {
  const SPENT =
    "Too many verification codes were requested for this email address. You can request a new code in 43 minutes (at 13:00 UTC).";

  it("keeps the server's time on the page as a status, holds Resend until then, then lets it go", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      "POST /api/resend-verification": () =>
        jsonResponse({ error: SPENT }, { status: 429, headers: { "Retry-After": "2580" } }),
    });
    renderVerify();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("button", { name: "Resend Code" }));

    expect(await screen.findByRole("status")).toHaveTextContent(SPENT);
    const resend = screen.getByRole("button", { name: "Resend Code" });
    expect(resend).toBeDisabled();
    // Still there once the toast is long gone.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status")).toHaveTextContent(SPENT);
    expect(resend).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(2580_000));
    expect(resend).toBeEnabled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("does the same when a used-up code's answer says when (Retry-After on the verify answer)", async () => {
    const sentence =
      "This code has been tried too many times. You can request a new code in 43 minutes (at 13:00 UTC).";
    mockFetch({
      "POST /api/verify-email": () =>
        jsonResponse({ error: sentence }, { status: 400, headers: { "Retry-After": "2580" } }),
    });
    const { user } = renderVerify();
    await user.type(await codeInput(), "654321");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(await screen.findByRole("status")).toHaveTextContent(sentence);
    expect(screen.getByRole("button", { name: "Resend Code" })).toBeDisabled();
  });

  it("holds nothing for an ordinary failure", async () => {
    mockFetch({
      "POST /api/verify-email": () => jsonResponse({ error: "That code is not right." }, { status: 400 }),
    });
    const { user } = renderVerify();
    await user.type(await codeInput(), "654321");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    await shownToast("Verification failed");
    expect(screen.getByRole("button", { name: "Resend Code" })).toBeEnabled();
  });
});
