import type { Element, ElementContent, Properties, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";
import { mediaKindOf, ownUploadPath, type MediaKind } from "./media";

/**
 * Turns images and links (including GFM bare autolinks, which arrive here as
 * ordinary `a` elements) whose URL ends in a known media extension into
 * <img>/<video>/<audio>/PDF <iframe>. Runs before rehype-sanitize, which keeps
 * the final say over every tag and attribute produced here.
 */

const linkHardening: Properties = { target: "_blank", rel: ["noopener", "noreferrer"] };

function element(tagName: string, properties: Properties, children: ElementContent[] = []): Element {
  return { type: "element", tagName, properties, children };
}

// Plain-text label of a node: used as alt/title when a link becomes a medium.
function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element") return "";
  if (node.tagName === "img") return String(node.properties.alt ?? "");
  return node.children.map(textOf).join("");
}

// Visible fallback so the file stays reachable when the browser cannot embed it.
function fallbackLink(url: string, text: string): Element {
  return element("a", { href: url, ...linkHardening }, [{ type: "text", value: text }]);
}

function mediaFor(kind: MediaKind, url: string, label: string, title: unknown): ElementContent[] | undefined {
  const titleProp = typeof title === "string" ? { title } : {};
  switch (kind) {
    case "image":
      return [element("img", { src: url, alt: label, ...titleProp, loading: "lazy" })];
    case "video":
    case "audio":
      return [
        element(kind, { src: url, controls: true, preload: "metadata", ...titleProp }, [
          fallbackLink(url, label || url),
        ]),
      ];
    case "pdf": {
      // Only our own uploads are framed, by path, so the frame loads from the page's own origin whatever
      // host the link names; a frame of any other site could run that site's script or navigate the page.
      // The file is sandboxed by its own `CSP: sandbox` header; a `sandbox` attribute would make Chromium
      // refuse to show the PDF at all (docs/markdown.md).
      const path = ownUploadPath(url);
      if (!path) return undefined;
      return [
        element("iframe", {
          src: path,
          title: label || "PDF",
          loading: "lazy",
          className: ["markdown-pdf"],
        }),
        fallbackLink(url, `PDF: ${label || url}`),
      ];
    }
  }
}

export default function rehypeMedia() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (!parent || index === undefined) return;
      const isImage = node.tagName === "img";
      if (!isImage && node.tagName !== "a") return;
      const url = isImage ? node.properties.src : node.properties.href;
      if (typeof url !== "string") return;

      const kind = mediaKindOf(url);
      const label = isImage ? String(node.properties.alt ?? "") : node.children.map(textOf).join("");
      const replacement =
        kind && !(isImage && kind === "image") ? mediaFor(kind, url, label, node.properties.title) : undefined;

      if (!replacement) {
        if (isImage) node.properties.loading = "lazy";
        // In-page anchors (footnotes) must keep opening in the same tab.
        else if (!url.startsWith("#")) Object.assign(node.properties, linkHardening);
        return;
      }
      (parent.children as ElementContent[]).splice(index, 1, ...replacement);
      // The new nodes are ours and final: do not descend into them.
      return [SKIP, index + replacement.length];
    });
  };
}
