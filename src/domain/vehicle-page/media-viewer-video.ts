/**
 * Gallery and walkaround video playback (spec 002 §9 "Video: embed only from the video host's embed path, else
 * native video (muted, loop, autoplay)").
 *
 * The embed allow-list is strict: https only, no user name, password or port, and exactly
 * - https://www.youtube.com/embed/{id}, https://youtube.com/embed/{id} or
 *   https://www.youtube-nocookie.com/embed/{id} ({id}: letters, digits, - and _), or
 * - https://player.vimeo.com/video/{digits},
 * with any query string kept. Anything else plays as a native video, but only from an https URL or a path on
 * this site (/...); any other URL (javascript:, data:, http:, //host) plays nothing.
 */

/** Embed paths by host name (a Map: a URL's host name may be "constructor" or "__proto__"). */
export const EMBED_HOSTS: ReadonlyMap<string, RegExp> = new Map([
  ["www.youtube.com", /^\/embed\/[A-Za-z0-9_-]+$/],
  ["youtube.com", /^\/embed\/[A-Za-z0-9_-]+$/],
  ["www.youtube-nocookie.com", /^\/embed\/[A-Za-z0-9_-]+$/],
  ["player.vimeo.com", /^\/video\/\d+$/],
]);

export type VideoPlayback =
  | { kind: "embed"; src: string }
  | { kind: "native"; src: string; muted: true; loop: true; autoPlay: true };

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Whether the URL is a video host's embed path on the allow-list. */
export function isAllowedVideoEmbed(url: string): boolean {
  const parsed = parseUrl(url.trim());
  if (!parsed || parsed.protocol !== "https:" || parsed.username !== "" || parsed.password !== "" || parsed.port !== "") return false;
  const path = EMBED_HOSTS.get(parsed.hostname);
  return path !== undefined && path.test(parsed.pathname);
}

/** Whether a native <video> may load the URL: https, or a path on this site. */
export function isPlayableNativeVideo(url: string): boolean {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return !/[\s\\]/.test(trimmed);
  const parsed = parseUrl(trimmed);
  return parsed !== null && parsed.protocol === "https:" && parsed.username === "" && parsed.password === "";
}

/** How a video plays: an iframe embed, a native muted looping autoplaying video, or nothing (null). */
export function videoPlayback(url: string | null | undefined): VideoPlayback | null {
  const trimmed = url?.trim() ?? "";
  if (trimmed === "") return null;
  if (isAllowedVideoEmbed(trimmed)) return { kind: "embed", src: trimmed };
  if (isPlayableNativeVideo(trimmed)) return { kind: "native", src: trimmed, muted: true, loop: true, autoPlay: true };
  return null;
}
