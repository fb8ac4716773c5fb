/**
 * Helpers shared by the account form machines: the first rule message per field from a contract
 * schema (the same schema the server checks), and a failure's readable message.
 */
interface Issue {
  path: PropertyKey[];
  message: string;
}
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function fieldErrors<F extends string>(schema: Checkable, form: Record<F, string>, fields: readonly F[]): FieldErrors<F> {
  const parsed = schema.safeParse(form);
  const errors: FieldErrors<F> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** A rejected actor's message (the server's translated `msg`, or a message key). */
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'error.requestFailed');

export function withoutField<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<F>;
}
