import { PASSWORD_IS_EMAIL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from "@domain/password-rules";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PENDING_VERIFICATION_EMAIL_KEY } from "@/features/auth/pending-verification-email";
import { buildUser, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

const NOT_VERIFIED = "Your email address is not verified. Please verify your email to sign in.";

function errorResponse(status: number, message: string, code = "x") {
  return jsonResponse({ error: message, message, code }, { status });
}

/** A response the test releases when it wants, to look at the pending state. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** The JSON body of a recorded fetch call. */
function sentBody(call: [RequestInfo | URL, RequestInit?] | undefined): unknown {
  return JSON.parse(String(call?.[1]?.body));
}

function toastRegion() {
  return screen.getByRole("region", { name: /Notifications/ });
}

function renderAuth() {
  return renderApp({ path: "/auth", user: null });
}

async function openRegisterTab(user: ReturnType<typeof renderAuth>["user"]) {
  await user.click(await screen.findByRole("tab", { name: "Register" }));
  return screen.getByRole("tabpanel", { name: "Register" });
}

describe("/auth", () => {
  it("shows the Login and Register tabs beside the marketing panel", async () => {
    renderAuth();
    expect(await screen.findByRole("tab", { name: "Login", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Register" })).toBeInTheDocument();
    const panel = screen.getByRole("region", { name: /maintenance experience/ });
    expect(panel).toHaveTextContent("A&P mechanics, avionics and powerplant technicians");
    expect(panel).toHaveTextContent("KA-310 / TR-1005");
    expect(within(panel).getAllByRole("listitem")).toHaveLength(3);
  });

  it("sends a signed-in visitor to /", async () => {
    const { currentPath } = renderApp({ path: "/auth", user: buildUser() });
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
  });
});

describe("the Login tab", () => {
  it("shows 'Valid email is required' and 'Password is required' and sends nothing", async () => {
    const fetch = mockFetch({});
    const { user } = renderAuth();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Valid email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Valid email is required");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is required");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("signs in and goes home, reading 'Signing in...' while pending", async () => {
    const answer = deferred();
    const fetch = mockFetch({ "POST /api/login": () => answer.promise });
    const { user, currentPath } = renderAuth();
    await user.type(await screen.findByLabelText("Email"), "  Jane@Example.com ");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(sentBody(fetch.mock.calls[0])).toEqual({
      email: "jane@example.com",
      password: "correct horse",
    });

    answer.release(jsonResponse(buildUser()));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
  });

  it("shows the amber notice with a link to verify when the e-mail is not verified", async () => {
    mockFetch({ "POST /api/login": () => errorResponse(403, NOT_VERIFIED, "email_not_verified") });
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText("Email"), "new.tech@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const notice = await screen.findByText("Your email address is not verified yet.");
    expect(notice.closest("[data-slot=alert]")).toHaveClass("bg-warning/10");
    expect(screen.getByRole("link", { name: "Click here to verify your email" })).toHaveAttribute(
      "href",
      "/verify-email?email=new.tech%40example.com",
    );
    expect(within(toastRegion()).queryByText("Login failed")).not.toBeInTheDocument();
  });

  it("follows the notice's link to /verify-email with the address", async () => {
    mockFetch({ "POST /api/login": () => errorResponse(403, NOT_VERIFIED, "email_not_verified") });
    const { user, currentPath } = renderAuth();
    await user.type(await screen.findByLabelText("Email"), "new.tech@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.click(await screen.findByRole("link", { name: "Click here to verify your email" }));

    expect(currentPath()).toBe("/verify-email?email=new.tech%40example.com");
    expect(await screen.findByLabelText("Email")).toHaveValue("new.tech@example.com");
  });

  it("decides by the code, not the wording: a 403 saying the same with another code is a 'Login failed' toast", async () => {
    mockFetch({ "POST /api/login": () => errorResponse(403, NOT_VERIFIED, "forbidden") });
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText("Email"), "new.tech@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await within(toastRegion()).findByText("Login failed")).toBeInTheDocument();
    expect(screen.queryByText("Your email address is not verified yet.")).not.toBeInTheDocument();
  });

  it("shows the destructive toast 'Login failed' with the error message on other failures", async () => {
    mockFetch({ "POST /api/login": () => errorResponse(401, "Invalid email or password.") });
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText("Email"), "jane@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const title = await within(toastRegion()).findByText("Login failed");
    const shown = title.closest("[data-slot=toast]");
    expect(shown).toHaveAttribute("data-variant", "destructive");
    expect(shown).toHaveTextContent("Invalid email or password.");
    expect(screen.queryByText("Your email address is not verified yet.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("does not leave a 'Login failed' toast on screen after a successful sign-in", async () => {
    let attempts = 0;
    mockFetch({
      "POST /api/login": () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(401, "Invalid email or password.")
          : jsonResponse(buildUser({ fullName: "Jane Mechanic" }));
      },
    });
    const { user, currentPath } = renderAuth();
    await user.type(await screen.findByLabelText("Email"), "jane@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await within(toastRegion()).findByText("Login failed")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    await waitFor(() => expect(within(toastRegion()).queryByText("Login failed")).not.toBeInTheDocument());
  });

  it("links 'Complete verification' to /verify-email", async () => {
    renderAuth();
    expect(await screen.findByRole("link", { name: "Complete verification" })).toHaveAttribute(
      "href",
      "/verify-email",
    );
  });
});

/** Jane's name, address and password, confirmed with `confirm`. */
async function fillRegistration(
  user: ReturnType<typeof renderAuth>["user"],
  panel: HTMLElement,
  confirm: string,
): Promise<void> {
  await user.type(within(panel).getByLabelText("Full name"), "Jane Mechanic");
  await user.type(within(panel).getByLabelText("Email"), "jane@example.com");
  await user.type(within(panel).getByLabelText("Password"), "long-enough-1");
  await user.type(within(panel).getByLabelText("Confirm password"), confirm);
}

describe("the Register tab", () => {
  it("shows every required-field message and sends nothing", async () => {
    const fetch = mockFetch({});
    const { user } = renderAuth();
    const panel = await openRegisterTab(user);
    await user.click(within(panel).getByRole("button", { name: "Create account" }));

    expect(await within(panel).findByText("Full name is required")).toBeInTheDocument();
    expect(within(panel).getByText("Invalid email address")).toBeInTheDocument();
    expect(within(panel).getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(within(panel).getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "Please confirm your password",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("hints 'Min. 8 characters' and refuses a 7-character password", async () => {
    mockFetch({});
    const { user } = renderAuth();
    const panel = await openRegisterTab(user);
    const password = within(panel).getByLabelText("Password");
    expect(password).toHaveAttribute("placeholder", "Min. 8 characters");
    await user.type(password, "k7#mQ2x");
    await user.click(within(panel).getByRole("button", { name: "Create account" }));
    expect(password).toHaveAccessibleDescription("Password must be at least 8 characters");
  });

  it("refuses a common password and the e-mail's own name before sending anything", async () => {
    const fetch = mockFetch({});
    const { user } = renderAuth();
    const panel = await openRegisterTab(user);
    const password = within(panel).getByLabelText("Password");
    await user.type(within(panel).getByLabelText("Email"), "jane.doe@example.com");
    await user.type(password, "Password123!");
    await user.click(within(panel).getByRole("button", { name: "Create account" }));
    expect(password).toHaveAccessibleDescription(PASSWORD_TOO_COMMON_MESSAGE);

    await user.clear(password);
    await user.type(password, "Jane.Doe2024");
    await user.click(within(panel).getByRole("button", { name: "Create account" }));
    expect(password).toHaveAccessibleDescription(PASSWORD_IS_EMAIL_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Passwords do not match' on the confirm field", async () => {
    const fetch = mockFetch({});
    const { user } = renderAuth();
    const panel = await openRegisterTab(user);
    await fillRegistration(user, panel, "long-enough-2");
    await user.click(within(panel).getByRole("button", { name: "Create account" }));

    expect(await within(panel).findByText("Passwords do not match")).toBeInTheDocument();
    expect(within(panel).getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "Passwords do not match",
    );
    expect(within(panel).getByLabelText("Password")).toHaveAttribute("aria-invalid", "false");
    expect(fetch).not.toHaveBeenCalled();

    // Fixing the password (not the confirmation) clears the message too.
    const password = within(panel).getByLabelText("Password");
    await user.clear(password);
    await user.type(password, "long-enough-2");
    await waitFor(() => expect(within(panel).queryByText("Passwords do not match")).not.toBeInTheDocument());
  });

  it("sends role 'user' without the confirmation, remembers the address and goes to /verify-email", async () => {
    const answer = deferred();
    const fetch = mockFetch({ "POST /api/register": () => answer.promise });
    const { user, currentPath } = renderAuth();
    const panel = await openRegisterTab(user);
    await user.type(within(panel).getByLabelText("Full name"), "Jane Mechanic");
    await user.type(within(panel).getByLabelText("Email"), "Jane@Example.com");
    await user.type(within(panel).getByLabelText("Password"), "long-enough-1");
    await user.type(within(panel).getByLabelText("Confirm password"), "long-enough-1");
    await user.click(within(panel).getByRole("button", { name: "Create account" }));

    expect(await within(panel).findByRole("button", { name: "Creating account..." })).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBody(fetch.mock.calls[0])).toEqual({
      password: "long-enough-1",
      fullName: "Jane Mechanic",
      email: "jane@example.com",
      role: "user",
    });

    answer.release(jsonResponse({ message: "Account created.", email: "jane@example.com" }, { status: 201 }));
    await waitFor(() => expect(currentPath()).toBe("/verify-email?email=jane%40example.com"));
    expect(localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY)).toBe("jane@example.com");
    expect(await screen.findByRole("heading", { level: 1, name: "Verify Your Email" })).toBeInTheDocument();
  });

  it("creates one account when 'Create account' is clicked twice before the page has redrawn", async () => {
    const answer = deferred();
    const fetch = mockFetch({ "POST /api/register": () => answer.promise });
    const { user } = renderAuth();
    const panel = await openRegisterTab(user);
    await fillRegistration(user, panel, "long-enough-1");
    const create = within(panel).getByRole("button", { name: "Create account" });
    act(() => {
      fireEvent.click(create);
      fireEvent.click(create);
    });
    expect(await within(panel).findByRole("button", { name: "Creating account..." })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    answer.release(jsonResponse({ message: "Account created.", email: "jane@example.com" }, { status: 201 }));
  });

  it("shows the destructive toast 'Registration failed' with the message and stays", async () => {
    mockFetch({
      "POST /api/register": () => errorResponse(409, "An account with this email address already exists."),
    });
    const { user, currentPath } = renderAuth();
    const panel = await openRegisterTab(user);
    await user.type(within(panel).getByLabelText("Full name"), "Jane Mechanic");
    await user.type(within(panel).getByLabelText("Email"), "jane@example.com");
    await user.type(within(panel).getByLabelText("Password"), "long-enough-1");
    await user.type(within(panel).getByLabelText("Confirm password"), "long-enough-1");
    await user.click(within(panel).getByRole("button", { name: "Create account" }));

    const title = await within(toastRegion()).findByText("Registration failed");
    const shown = title.closest("[data-slot=toast]");
    expect(shown).toHaveAttribute("data-variant", "destructive");
    expect(shown).toHaveTextContent("An account with this email address already exists.");
    expect(currentPath()).toBe("/auth");
    expect(localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY)).toBeNull();
  });
});
