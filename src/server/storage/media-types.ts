import { imageContentTypes, maxImageBytes } from "./object-storage";

export type MediaKind = "image" | "pdf" | "audio" | "video";

const mebibytes = (n: number) => n * 1024 * 1024;

/** The most a file of each kind may weigh: pictures stay small, recordings need room. */
export const maxMediaBytes: Record<MediaKind, number> = {
  image: maxImageBytes,
  pdf: mebibytes(20),
  audio: mebibytes(50),
  video: mebibytes(50),
};

/** The largest limit of any kind: what a local upload's body may reach before its policy is read. */
export const maxAnyMediaBytes = Math.max(...Object.values(maxMediaBytes));

/**
 * Files a question's markdown may link, by extension: raster images, PDF, audio and video that
 * browsers play. Never SVG or HTML, documents that could carry script (see docs/uploads.md).
 */
export const mediaTypes: Record<string, { contentType: string; kind: MediaKind }> = {
  ...Object.fromEntries(
    Object.entries(imageContentTypes).map(([ext, contentType]) => [ext, { contentType, kind: "image" as const }]),
  ),
  pdf: { contentType: "application/pdf", kind: "pdf" },
  mp3: { contentType: "audio/mpeg", kind: "audio" },
  ogg: { contentType: "audio/ogg", kind: "audio" },
  wav: { contentType: "audio/wav", kind: "audio" },
  m4a: { contentType: "audio/mp4", kind: "audio" },
  mp4: { contentType: "video/mp4", kind: "video" },
  webm: { contentType: "video/webm", kind: "video" },
};

export function mediaTypeFor(fileName: string): { contentType: string; kind: MediaKind } | undefined {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? undefined : mediaTypes[fileName.slice(dot + 1).toLowerCase()];
}
