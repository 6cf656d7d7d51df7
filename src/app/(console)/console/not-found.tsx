/** The console's 404, inside its own layout. */
export default function ConsoleNotFound() {
  return (
    <section aria-labelledby="console-not-found" className="mx-4 mt-10 max-w-md rounded-lg border bg-background p-6 shadow-sm sm:mx-auto">
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 id="console-not-found" className="mt-1 text-xl font-semibold">
        There is no console page at this address
      </h1>
      <p className="mt-4 text-sm">
        <a href="/console" className="text-primary underline underline-offset-4">
          Go to the console
        </a>
      </p>
    </section>
  );
}
