/** The message under a field; its id goes into the input's aria-describedby. */
export function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

/** The input props that tie a field to its message. */
export function problemProps(id: string, message: string | undefined) {
  return message ? { "aria-invalid": true as const, "aria-describedby": id } : {};
}
