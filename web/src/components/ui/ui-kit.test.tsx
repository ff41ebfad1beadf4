import { zodResolver } from "@hookform/resolvers/zod";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { Input } from "./input";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

const schema = z.object({ email: z.email("Valid email is required") });

function LoginEmail({ onValid }: { onValid: (values: z.infer<typeof schema>) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)}>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Sign in</Button>
      </form>
    </Form>
  );
}

describe("Form fields", () => {
  it("tie the label to the input and the message to it when invalid", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<LoginEmail onValid={onValid} />);
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("aria-invalid", "false");

    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Valid email is required");
    expect(onValid).not.toHaveBeenCalled();

    await user.type(input, "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onValid).toHaveBeenCalledWith({ email: "jane@example.com" }, expect.anything());
  });
});

describe("Button", () => {
  it("does not submit forms unless asked to", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("Dialog", () => {
  it("traps focus inside, closes with Escape and gives focus back to the trigger", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Add User</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Add User</DialogTitle>
            <DialogDescription>Create an account.</DialogDescription>
            <Input aria-label="Full name" />
          </DialogContent>
        </Dialog>
      </>,
    );
    const trigger = screen.getByRole("button", { name: "Add User" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe("Tooltip", () => {
  it("opens after 700 ms of hovering", () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button>Error</Button>
          </TooltipTrigger>
          <TooltipContent>Unsupported file</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Error" });
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Unsupported file");
  });
});
