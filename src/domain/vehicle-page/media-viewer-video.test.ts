import { describe, expect, it } from "vitest";
import { isAllowedVideoEmbed, isPlayableNativeVideo, videoPlayback } from "./media-viewer-video";

describe("isAllowedVideoEmbed: only the hosts' embed paths over https", () => {
  it.each([
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1",
    "https://www.youtube-nocookie.com/embed/abc_DEF-123",
    "https://player.vimeo.com/video/76979871",
    "https://player.vimeo.com/video/76979871?h=8272103f6e",
  ])("allowed: %s", (url) => expect(isAllowedVideoEmbed(url)).toBe(true));
  it.each([
    "http://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/",
    "https://www.youtube.com/embed/abc/../../evil",
    "https://www.youtube.com.evil.com/embed/abc",
    "https://evil.com/www.youtube.com/embed/abc",
    "https://user:pw@www.youtube.com/embed/abc",
    "https://www.youtube.com:8443/embed/abc",
    "https://vimeo.com/76979871",
    "https://player.vimeo.com/video/abc",
    "javascript:alert(1)//www.youtube.com/embed/abc",
    "not a url",
  ])("refused: %s", (url) => expect(isAllowedVideoEmbed(url)).toBe(false));
});

describe("native video", () => {
  it.each([
    ["/media/walkaround/123.mp4", true],
    ["https://cdn.example.com/v.mp4", true],
    ["//evil.com/v.mp4", false],
    ["http://cdn.example.com/v.mp4", false],
    ["javascript:alert(1)", false],
    ["data:video/mp4;base64,AAAA", false],
    ["/\\evil.com/v.mp4", false],
  ])("%s playable %s", (url, ok) => expect(isPlayableNativeVideo(url)).toBe(ok));
});

describe("videoPlayback", () => {
  it("embeds allowed hosts, plays others natively (muted, loop, autoplay), refuses unsafe URLs", () => {
    expect(videoPlayback(" https://player.vimeo.com/video/1 ")).toEqual({ kind: "embed", src: "https://player.vimeo.com/video/1" });
    expect(videoPlayback("https://www.youtube.com/watch?v=abc")).toEqual({ kind: "native", src: "https://www.youtube.com/watch?v=abc", muted: true, loop: true, autoPlay: true });
    expect(videoPlayback("/media/v.mp4")).toMatchObject({ kind: "native" });
    expect(videoPlayback("javascript:alert(1)")).toBeNull();
    expect(videoPlayback("")).toBeNull();
    expect(videoPlayback(null)).toBeNull();
  });
});
