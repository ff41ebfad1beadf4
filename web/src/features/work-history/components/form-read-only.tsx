import { createContext, useContext } from "react";

/**
 * True while the form is submitted for review or approved (docs/product.md §14.2): every section's
 * inputs and buttons are disabled, while the sections still open and close.
 */
export const FormReadOnlyContext = createContext(false);

export function useFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}
