/** Text a client reads as a string: CSV, GIFT, XML (a charset or profile parameter aside). */
const isText = (mediaType: string) => /^(text\/[\w.+-]+|application\/([\w.+-]+\+)?xml)\s*(;|$)/.test(mediaType);

/**
 * The content of a file answer or body, a schema per media type, so that a generated client types each as what it
 * is: text as a string, bytes (XLSX) as `format: binary`, which openapi-typescript's documented Blob transform makes
 * a `Blob` (docs/api.md, "Files in a generated client").
 */
export const fileContent = (mediaTypes: readonly string[]) =>
  Object.fromEntries(
    mediaTypes.map((type) => [
      type,
      { schema: isText(type) ? { type: "string" } : { type: "string", format: "binary" } },
    ]),
  );
