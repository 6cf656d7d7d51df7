import { SignInForm } from "./sign-in-form";

/** The signed-out console: who it is for, and the sign-in form. */
export function SignInPage({ next }: { next: string }) {
  return (
    <section aria-labelledby="console-sign-in" className="mx-4 mt-10 max-w-md rounded-lg border bg-background p-6 shadow-sm sm:mx-auto">
      <h1 id="console-sign-in" className="text-xl font-semibold">
        Sign in to the console
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        The Forecourt Console is where a dealership&apos;s staff answer their leads. Staff accounts are made by invitation from a
        dealer group&apos;s owner.
      </p>
      <SignInForm next={next} />
      <p className="mt-6 text-sm">
        <a href="/" className="text-primary underline underline-offset-4">
          See the dealer sites this platform serves
        </a>
      </p>
    </section>
  );
}
