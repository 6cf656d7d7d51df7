import type { Page } from "playwright-core";

/**
 * When a page has settled: React has hydrated it and run its effects, and nothing the page started is still under way
 * (a fetch and the reading of its body, a script or style sheet it added, a render or commit React has scheduled).
 * This is what a test needs before its next click or check, known from the page itself: Playwright's "networkidle"
 * waited for the same things by watching for 500 ms of network quiet, half a second or more on every page.
 *
 * The probe (below, run in the page before its own scripts) knows React's work through the hook React DevTools uses:
 * React calls it, in production builds too, on every commit and after the commit's effects have run.
 */

interface SettleProbe {
  /** Why the page has not settled, or null when it has. */
  busy(): string | null;
  /** True once the page has been settled at two checks in a row with nothing started in between. */
  quiet(): boolean;
}

declare global {
  interface Window {
    __forecourtSettle?: SettleProbe;
  }
}

/** Runs in the page before any of its scripts (an init script), once per document. */
function installSettleProbe(): void {
  if (window.__forecourtSettle) return;
  // React's own test for a commit whose useEffect callbacks are still to run (Passive | ChildDeletion | ...: the mask
  // its commit checks before it calls onPostCommitFiberRoot).
  const PASSIVE_MASK = 10256;
  // SuspenseComponent and ActivityComponent: the fibers whose server HTML can wait, dehydrated, for hydration.
  const SUSPENSE = 13;
  const ACTIVITY = 31;

  type Fiber = { tag: number; memoizedState: { dehydrated?: unknown; isDehydrated?: boolean } | null; child: Fiber | null; sibling: Fiber | null; flags: number; subtreeFlags: number };
  type Root = { current: Fiber; callbackNode: unknown; cancelPendingCommit: unknown; timeoutHandle: unknown };

  const roots = new Set<Root>();
  const effectsPending = new Set<Root>();
  let renderers = 0;
  let inflight = 0;
  let hydrated = false;
  // Counts everything the page starts (a request, a commit with effects): two quiet checks with the same count in
  // between saw nothing start and finish between them.
  let started = 0;
  let lastQuiet = false;
  let lastStarted = -1;

  /** After the tasks already queued: what a finished request hands on (json(), a state update) has been scheduled. */
  const afterQueuedTasks = (run: () => void) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  };
  const begin = () => {
    inflight += 1;
    started += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      afterQueuedTasks(() => (inflight -= 1));
    };
  };

  const hook = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map<number, unknown>(),
    inject(internals: unknown) {
      renderers += 1;
      hook.renderers.set(renderers, internals);
      return renderers;
    },
    onCommitFiberRoot(_id: number, root: Root) {
      roots.add(root);
      if (((root.current.flags | root.current.subtreeFlags) & PASSIVE_MASK) !== 0) {
        effectsPending.add(root);
        started += 1;
      } else effectsPending.delete(root);
    },
    onPostCommitFiberRoot(_id: number, root: Root) {
      effectsPending.delete(root);
    },
    onCommitFiberUnmount() {},
  };
  Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", { value: hook, configurable: true, writable: true });

  const fullyHydrated = (root: Root) => {
    if (root.current.memoizedState?.isDehydrated) return false;
    const stack: Fiber[] = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if ((fiber.tag === SUSPENSE || fiber.tag === ACTIVITY) && fiber.memoizedState?.dehydrated) return false;
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    return true;
  };

  // Requests: a fetch until its body has arrived (read from a copy, whoever reads the original, and even if no one does).
  const realFetch = window.fetch;
  window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
    const end = begin();
    let answer: Promise<Response>;
    try {
      answer = realFetch.apply(this, args);
    } catch (error) {
      end();
      throw error;
    }
    answer
      .then(async (response) => {
        const body = response.clone().body;
        if (!body) return;
        const reader = body.getReader();
        while (!(await reader.read()).done) {
          // the copy's bytes are not needed
        }
      })
      .catch(() => {})
      .finally(end);
    return answer;
  } as typeof fetch;

  // Scripts and style sheets the page adds once its HTML has been read (chunks loaded on demand, a route's CSS); the
  // ones in the HTML itself have loaded by the load event, which navigation waits for.
  const watchElement = (node: Node) => {
    if (document.readyState === "loading") return;
    const element = node as HTMLScriptElement | HTMLLinkElement;
    const isScript = element instanceof HTMLScriptElement && element.src !== "" && !element.noModule;
    const isStyle = element instanceof HTMLLinkElement && element.rel === "stylesheet" && element.href !== "";
    if (!isScript && !isStyle) return;
    const end = begin();
    element.addEventListener("load", end, { once: true });
    element.addEventListener("error", end, { once: true });
  };
  new MutationObserver((records) => {
    for (const record of records) for (const node of Array.from(record.addedNodes)) watchElement(node);
  }).observe(document, { childList: true, subtree: true });

  const busy = (): string | null => {
    if (inflight > 0) return `${inflight} request(s) or added script(s) loading`;
    if (!hydrated) {
      // A page without React (no renderer once loaded) has nothing to hydrate.
      if (renderers === 0) {
        if (document.readyState !== "complete") return "not loaded";
      } else if (roots.size === 0 || ![...roots].every(fullyHydrated)) return "not hydrated";
      hydrated = true;
    }
    for (const root of roots) {
      if (effectsPending.has(root)) return "effects to run";
      if (root.callbackNode !== null || root.cancelPendingCommit !== null || root.timeoutHandle !== -1) return "render scheduled";
    }
    return null;
  };

  window.__forecourtSettle = {
    busy,
    quiet() {
      if (busy() !== null) {
        lastQuiet = false;
        return false;
      }
      const settled = lastQuiet && lastStarted === started;
      lastQuiet = true;
      lastStarted = started;
      return settled;
    },
  };
}

const probed = new WeakSet<Page>();

/** Puts the settle probe into every document the page loads from now on (before the page's own scripts run). */
export async function probeSettling(page: Page): Promise<void> {
  if (probed.has(page)) return;
  probed.add(page);
  await page.addInitScript(installSettleProbe);
}

/**
 * Waits until the page has settled (see above): checked every 25 ms, settled at two checks in a row. The checks are
 * asked from here rather than polled by the page, whose timers may be a test's fake clock or not run at all (a page
 * without JavaScript: the probe is there, and nothing of the page's runs to make it busy). A document loaded before
 * `probeSettling` has no probe: it waits for the network to go quiet instead.
 */
export async function pageSettled(page: Page, timeout = 30_000): Promise<void> {
  if (!probed.has(page)) {
    await page.waitForLoadState("networkidle", { timeout });
    return;
  }
  const deadline = Date.now() + timeout;
  for (;;) {
    // A check can meet a document that is being replaced (a navigation the page started): the next one asks the new one.
    const check = await page.evaluate(() => window.__forecourtSettle?.quiet() ?? true).catch((error: unknown) => {
      if (page.isClosed()) throw error;
      return false;
    });
    if (check) return;
    if (Date.now() > deadline) {
      const why = await page.evaluate(() => window.__forecourtSettle?.busy() ?? null).catch((error: unknown) => String(error));
      throw new Error(`${page.url()} did not settle in ${timeout} ms: ${why ?? "quiet at the last check"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
