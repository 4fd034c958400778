/**
 * Whether the bytes really are the type declared, by their leading signature, so a renamed text
 * or HTML file is refused. Covers the raster images and the question media kinds.
 */
export function looksLike(contentType: string, bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  switch (contentType) {
    case "image/png":
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case "image/jpeg":
      return starts(0xff, 0xd8, 0xff);
    case "image/gif":
      return ascii(0, "GIF87a") || ascii(0, "GIF89a");
    case "image/webp":
      return ascii(0, "RIFF") && ascii(8, "WEBP");
    case "application/pdf":
      return ascii(0, "%PDF-");
    case "audio/mpeg":
      // An ID3 tag, or straight into an MPEG frame (11 sync bits set).
      return ascii(0, "ID3") || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    case "audio/ogg":
      return ascii(0, "OggS");
    case "audio/wav":
      return ascii(0, "RIFF") && ascii(8, "WAVE");
    case "audio/mp4":
    case "video/mp4":
      return ascii(4, "ftyp");
    case "video/webm":
      return starts(0x1a, 0x45, 0xdf, 0xa3);
    default:
      return false;
  }
}
