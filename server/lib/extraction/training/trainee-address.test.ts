import { describe, expect, it } from "vitest";
import { traineeAddressIn } from "./trainee-address";

describe("the trainee's address on a certificate", () => {
  it("is one that spells the trainee's name", () => {
    const text = "Questions: training@aerotech.example.com\nJane Q. Doe — jane.doe@example.com";
    expect(traineeAddressIn(text, "Jane Q. Doe")).toBe("jane.doe@example.com");
    expect(traineeAddressIn("Contact jdoe@example.com", "Jane Doe")).toBe("jdoe@example.com");
  });

  it("is one the certificate labels as the trainee's, whatever its domain", () => {
    expect(traineeAddressIn("Trainee e-mail: rq-71@crew.e2e.test", "Rosa Delgado")).toBe(
      "rq-71@crew.e2e.test",
    );
    expect(traineeAddressIn("Participant email rq-71@example.com", "Rosa Delgado")).toBe("rq-71@example.com");
    expect(traineeAddressIn("Instructor e-mail: rq-71@example.com", "Rosa Delgado")).toBeNull();
  });

  it("is never the provider's, the instructor's, a role mailbox or a cut address", () => {
    expect(traineeAddressIn("Instructor: mark.hill@aerotech.example.com", "Jane Doe")).toBeNull();
    expect(traineeAddressIn("service@doe-aviation.example.com", "Jane Doe")).toBeNull();
    expect(traineeAddressIn("Trainee e-mail: jane.doe@example.co\nmm\n", "Jane Doe")).toBeNull();
  });

  it("is none when two addresses could be hers or the name is unknown", () => {
    expect(traineeAddressIn("jane.doe@a.example.com\nj.doe@b.example.com", "Jane Doe")).toBeNull();
    expect(traineeAddressIn("jane.doe@example.com", null)).toBeNull();
    expect(traineeAddressIn("jane.doe@example.com", "Doe")).toBeNull();
  });
});
