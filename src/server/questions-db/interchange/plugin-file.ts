/** Moodle's link to a file embedded in the same question: `@@PLUGINFILE@@/` and the file's name, URL-encoded. */
const pluginFileLinks = /@@PLUGINFILE@@\/([^\s)"'<>]+)/g;

export const pluginFileLink = (name: string) => `@@PLUGINFILE@@/${encodeURIComponent(name)}`;

/** Each embedded file's link in a text replaced by what `replace` gives its decoded name. */
export const replacePluginFiles = (text: string, replace: (name: string) => string) =>
  text.replace(pluginFileLinks, (_whole, name: string) => replace(safeDecode(name)));

/** The names of the embedded files a text links, in the order it first links them. */
export function pluginFileNames(text: string): string[] {
  const names = new Set<string>();
  replacePluginFiles(text, (name) => (names.add(name), name));
  return [...names];
}

const safeDecode = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};
