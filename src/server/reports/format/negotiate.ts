import { DomainError } from "@/server/errors/domain-error";

type Range = { type: string; subtype: string; q: number; specificity: number };

function parseAccept(header: string): Range[] {
  return header
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [media = "", ...params] = part.split(";").map((p) => p.trim());
      const [type = "*", subtype = "*"] = media.toLowerCase().split("/");
      const qParam = params.find((p) => /^q\s*=/i.test(p));
      const q = qParam ? Number(qParam.split("=")[1]) : 1;
      return {
        type,
        subtype,
        q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0,
        specificity: (type === "*" ? 0 : 1) + (subtype === "*" ? 0 : 1),
      };
    });
}

/**
 * HTTP content negotiation (RFC 9110 §12.5.1): the offered type with the highest q-value,
 * taking for each offer the most specific range that matches it; ties go to the offer order
 * (JSON first). No Accept header means anything; nothing acceptable is 406.
 */
export function negotiate<T extends string>(acceptHeader: string | null, offers: readonly T[]): T {
  if (!acceptHeader || !acceptHeader.trim()) return offers[0]!;
  const ranges = parseAccept(acceptHeader);
  let best: { offer: T; q: number } | undefined;
  for (const offer of offers) {
    const [type, subtype] = offer.split("/");
    const matching = ranges.filter(
      (r) => (r.type === "*" || r.type === type) && (r.subtype === "*" || r.subtype === subtype),
    );
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
