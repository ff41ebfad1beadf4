// Certifications, education and skills: each group read from its own column, one file per group
// (certifications.ts, education.ts, skills.ts) over the list reading of qualification-lines.ts.

export { extractCertifications, parseCertification } from "./certifications";
export { extractEducation } from "./education";
export { extractSkills } from "./skills";
