/** Every way of cutting the text in one, two or three chunks (the second cut every third byte), as a socket may deliver it. */
export function chunkings(text: string): Buffer[][] {
  const bytes = Buffer.from(text);
  const out: Buffer[][] = [[bytes]];
  for (let i = 0; i <= bytes.length; i++) {
    for (let j = i; j <= bytes.length; j += 3)
      out.push([bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)]);
  }
  return out;
}
