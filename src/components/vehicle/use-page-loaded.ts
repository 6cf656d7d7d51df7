"use client";
import { useEffect, useState } from "react";

/**
 * True once the window's load event has fired (at once if it already has): for work that should wait until
 * the page's own pictures and scripts are in, such as preloading pictures the shopper has not asked for yet.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}
