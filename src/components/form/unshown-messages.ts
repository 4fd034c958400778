/**
 * The messages a person does not see in `form`: those no text on screen holds, outside `skip` (the form's own
 * alert, which lists them). A field shows its message below itself; one that is not rendered, hidden or folded
 * away shows nothing, and only the alert can say it.
 */
export function unshownMessages(form: HTMLElement, skip: Element, messages: readonly string[]): string[] {
  if (messages.length === 0) return [];
  let text = "";
  const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skip.contains(parent) || !parent.checkVisibility()) continue;
    text += `${node.nodeValue ?? ""}\n`;
  }
  return messages.filter((message) => !text.includes(message));
}
