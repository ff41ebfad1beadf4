import { describe, expect, it } from "vitest";
import { inferredField } from "./inferred-labels";
import { labelOf } from "./labels";
import { readTrainingDocument } from "./reader";

describe("a label the lists do not know, read by its words", () => {
  it("decides the field by the label's words", () => {
    expect(inferredField("Recipient Name")).toBe("traineeName");
    expect(inferredField("Holder's Name")).toBe("traineeName");
    expect(inferredField("Program Title")).toBe("courseTitle");
    expect(inferredField("Name of Program")).toBe("courseTitle");
    expect(inferredField("Certificate Title")).toBe("courseTitle");
    expect(inferredField("Completion Dt")).toBe("completionDate");
    expect(inferredField("Graduation Date")).toBe("completionDate");
    expect(inferredField("Next Training Date")).toBe("expiryDate");
    expect(inferredField("Verification Number")).toBe("certificateNumber");
    expect(inferredField("Certificate ID")).toBe("certificateNumber");
    expect(inferredField("Training Time")).toBe("hours");
  });

  it("keeps what names someone else, a code or a kind as a label of nothing kept", () => {
    expect(inferredField("Instructor Name")).toBe("other");
    expect(inferredField("Type of Training")).toBe("other");
    expect(inferredField("Program Code")).toBe("other");
    expect(inferredField("Print Date")).toBe("other");
    // A bare 'ID' beside a name is the person's.
    expect(inferredField("ID")).toBe("other");
    expect(inferredField("Trainee Number")).toBe("other");
  });

  it("is never a title with a colon or a sentence", () => {
    expect(inferredField("Fuel Tank Safety Training Program")).toBeNull();
    expect(inferredField("Human Factors")).toBeNull();
    expect(inferredField("Regulations")).toBeNull();
    expect(inferredField("The following course")).toBeNull();
    expect(labelOf("Human Factors: The Dirty Dozen")).toBeNull();
    expect(labelOf("Annual Recurrent Training: Regulatory Review")).toBeNull();
  });

  it("reads a certificate written with such labels", () => {
    const data = readTrainingDocument(
      [
        "Acme Aero Academy",
        "Recipient Name: Jane Doe",
        "Program Title: Human Factors Basics",
        "Instructor Name: Bob Smith",
        "Completion Dt: 14 March 2025",
        "Verification Number: AB-12345",
        "Training Time: 6",
      ].join("\n"),
    );
    expect(data).toMatchObject({
      traineeName: "Jane Doe",
      courseTitle: "Human Factors Basics",
      completionDate: "2025-03-14",
      certificateNumber: "AB-12345",
      hours: 6,
    });
  });
});
