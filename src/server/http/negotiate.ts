import { DomainError } from "@/server/errors/domain-error";

type Media = { type: string; subtype: string; params: Map<string, string> };
type Range = Media & { q: number; specificity: number };

/**
 * A media type or range: type, subtype and parameters, names and values lower-cased. `q` is the
 * range's weight, and `charset` says nothing here: every text format is UTF-8.
 */
function parseMedia(text: string): Media & { q: number } {
  const [media = "", ...parts] = text.split(";").map((p) => p.trim());
  const [type = "*", subtype = "*"] = media.toLowerCase().split("/");
  const params = new Map<string, string>();
  let q = 1;
  for (const part of parts) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim().toLowerCase();
    const value = part
      .slice(at + 1)
      .trim()
      .replace(/^"|"$/g, "")
      .toLowerCase();
    if (name === "q") q = Number(value);
    else if (name !== "charset") params.set(name, value);
  }
  return { type, subtype, params, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 };
}

function parseAccept(header: string): Range[] {
  return header
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const media = parseMedia(part);
      const specificity = (media.type === "*" ? 0 : 1) + (media.subtype === "*" ? 0 : 1) + media.params.size;
      return { ...media, specificity };
    });
}

/** A range matches an offer when its type, subtype and every parameter it names agree. */
const matches = (range: Range, offer: Media) =>
  (range.type === "*" || range.type === offer.type) &&
  (range.subtype === "*" || range.subtype === offer.subtype) &&
  [...range.params].every(([name, value]) => offer.params.get(name) === value);

/**
 * HTTP content negotiation (RFC 9110 §12.5.1): the offered type with the highest q-value,
 * taking for each offer the most specific range that matches it; ties go to the offer order
 * (JSON first). A range's parameters must be the offer's (`text/csv; profile=excel`), while a
 * range without them matches every variant. No Accept header means anything; nothing acceptable is 406.
 */
export function negotiate<T extends string>(acceptHeader: string | null, offers: readonly T[]): T {
  if (!acceptHeader || !acceptHeader.trim()) return offers[0]!;
  const ranges = parseAccept(acceptHeader);
  let best: { offer: T; q: number } | undefined;
  for (const offer of offers) {
    const media = parseMedia(offer);
    const matching = ranges.filter((r) => matches(r, media));
    if (!matching.length) continue;
    const q = matching.sort((a, b) => b.specificity - a.specificity)[0]!.q;
    if (q > 0 && (!best || q > best.q)) best = { offer, q };
  }
  if (!best)
    throw new DomainError("NOT_ACCEPTABLE", "format_not_acceptable", `Acceptable formats: ${offers.join(", ")}`, {
      params: { formats: offers.join(", ") },
    });
  return best.offer;
}
