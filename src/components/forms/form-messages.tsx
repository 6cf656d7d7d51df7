import type { ReactNode } from "react";

/**
 * Every form's 'Please fix the following errors:' summary (spec 002 §5 forms): one link per error to its field, in
 * the page's order. Nothing when there is no error.
 */
export function ErrorSummary({ errors }: { errors: ReadonlyArray<{ href: string; message: string }> }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/60 bg-destructive/5 px-4 py-3 text-sm text-destructive" data-testid="error-summary">
      <p className="font-semibold">Please fix the following errors:</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((e) => (
          <li key={e.href}>
            <a href={e.href} className="underline underline-offset-2">{e.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every form's destructive form-level alert (the server's message, or the spec's 'An unexpected error occured'). */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === "" || children === false) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive bg-destructive px-3 py-2 text-sm font-medium text-destructive-foreground" data-testid="form-alert">
      {children}
    </p>
  );
}
