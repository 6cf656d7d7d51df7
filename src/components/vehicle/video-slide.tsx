import { videoPlayback } from "@/domain/vehicle-page/media-viewer-video";

/** A video in the gallery: an allow-listed host's embed player, otherwise the file itself, muted and looping. */
export function VideoSlide({ url, title }: { url: string; title: string }) {
  const playback = videoPlayback(url);
  if (!playback) return null;
  if (playback.kind === "embed") {
    return <iframe src={playback.src} title={`${title} video`} className="h-full w-full" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />;
  }
  return <video src={playback.src} muted loop autoPlay playsInline className="h-full w-full object-cover" aria-label={`${title} video`} />;
}
