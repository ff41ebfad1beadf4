import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { type DurationChoice, DurationEditor, type EmployerOption } from "./duration-editor";

const TODAY = "2026-03-10";
const employers: EmployerOption[] = [
  { id: "a", name: "Acme Aviation", startDate: "2020-01-15", endDate: "2022-06-20" },
  { id: "b", name: "Blue Sky MRO", startDate: "2022-01-01", endDate: "2023-01-01" },
  { id: "c", name: "Employer 3", startDate: null, endDate: null },
];

function Harness({
  initial,
  dateOfHire = null,
  onChange = () => {},
}: {
  initial: Partial<DurationChoice>;
  dateOfHire?: string | null;
  onChange?: (changes: Partial<DurationChoice>) => void;
}) {
  const [value, setValue] = useState<DurationChoice>({
    selectedEmploymentIds: [],
    includeCurrentEmployment: false,
    useManualDuration: false,
    manualYears: 0,
    manualMonths: 0,
    ...initial,
  });
  return (
    <DurationEditor
      idPrefix="test"
      value={value}
      employers={employers}
      dateOfHire={dateOfHire}
      today={TODAY}
      onChange={(changes) => {
        onChange(changes);
        setValue((current) => ({ ...current, ...changes }));
      }}
    />
  );
}

const duration = () => screen.getByRole("status");

describe("DurationEditor", () => {
  it("lists the form's employers by company name and counts the selected ones by the domain rule", async () => {
    const user = userEvent.setup();
    render(<Harness initial={{}} />);
    expect(duration()).toHaveTextContent("0 months");
    expect(screen.getByLabelText(/Acme Aviation/)).toHaveAccessibleName(
      "Acme Aviation (Jan 15, 2020 – Jun 20, 2022)",
    );
    expect(screen.getByLabelText(/Employer 3/)).toHaveAccessibleName("Employer 3 (no dates yet)");

    await user.click(screen.getByLabelText(/Acme Aviation/));
    // Jan 15, 2020 to Jun 20, 2022: 29 whole months.
    expect(duration()).toHaveTextContent("2 years 5 months");
    // Blue Sky overlaps Acme from Jan to Jun 2022: merged, Jan 15, 2020 to Jan 1, 2023 is 35 months.
    await user.click(screen.getByLabelText(/Blue Sky MRO/));
    expect(duration()).toHaveTextContent("2 years 11 months");
  });

  it("counts the current employment from the date of hire to today", async () => {
    const user = userEvent.setup();
    render(<Harness initial={{}} dateOfHire="2025-03-10" />);
    expect(screen.getByLabelText(/Include current employment/)).toHaveAccessibleName(
      "Include current employment (since the Date of Hire, Mar 10, 2025)",
    );
    await user.click(screen.getByLabelText(/Include current employment/));
    expect(duration()).toHaveTextContent("1 year");
  });

  it("clears the selected employers and the current employment when manual mode is turned on", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        initial={{ selectedEmploymentIds: ["a"], includeCurrentEmployment: true }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByLabelText("Enter the duration manually"));
    expect(onChange).toHaveBeenLastCalledWith({
      useManualDuration: true,
      selectedEmploymentIds: [],
      includeCurrentEmployment: false,
    });
    expect(screen.queryByLabelText(/Acme Aviation/)).not.toBeInTheDocument();
    expect(duration()).toHaveTextContent("0 months");

    await user.click(screen.getByLabelText("Enter the duration manually"));
    expect(screen.getByLabelText(/Acme Aviation/)).not.toBeChecked();
    expect(screen.getByLabelText(/Include current employment/)).not.toBeChecked();
  });

  it("refuses manual months over 11, negative, fractional or '1e3' years with a message, never clamping", () => {
    const onChange = vi.fn();
    render(<Harness initial={{ useManualDuration: true }} onChange={onChange} />);
    const years = screen.getByLabelText("Years");
    const months = screen.getByLabelText("Months");

    fireEvent.change(years, { target: { value: "2" } });
    fireEvent.change(months, { target: { value: "5" } });
    expect(duration()).toHaveTextContent("2 years 5 months");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fireEvent.change(months, { target: { value: "14" } });
    expect(onChange).toHaveBeenLastCalledWith({ manualMonths: 14 });
    expect(months).toHaveValue(14);
    expect(screen.getByRole("alert")).toHaveTextContent("Months must be between 0 and 11");
    expect(months).toHaveAttribute("aria-invalid", "true");
    expect(months).toHaveAccessibleDescription("Months must be between 0 and 11");
    expect(duration()).toHaveTextContent("not counted until corrected");
    fireEvent.change(months, { target: { value: "11" } });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fireEvent.change(years, { target: { value: "1e3" } });
    expect(onChange).toHaveBeenLastCalledWith({ manualYears: "1e3" });
    expect(screen.getByRole("alert")).toHaveTextContent("Years must be a whole number");
    fireEvent.change(years, { target: { value: "101" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Years must be at most 100");
    fireEvent.change(years, { target: { value: "1.7" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Years must be a whole number");
    fireEvent.change(years, { target: { value: "-1" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Years must be 0 or more");

    // An emptied box counts as 0 while the user is in it.
    fireEvent.change(years, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith({ manualYears: 0 });
    expect(years).toHaveValue(null);
    fireEvent.blur(years);
    expect(years).toHaveValue(0);
    expect(duration()).toHaveTextContent("11 months");
  });
});
