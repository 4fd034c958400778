import { tinyPng } from "./images";

const ascii = (text: string) => Buffer.from(text, "latin1");

/**
 * The leading bytes of each question media type the upload check knows, one file name per type;
 * enough for its signature test. `size` is what the editor would declare.
 */
export const mediaSamples = {
  png: { name: "figura.png", type: "image/png", bytes: tinyPng },
  pdf: { name: "Lista de exercícios.pdf", type: "application/pdf", bytes: ascii("%PDF-1.4\n%âãÏÓ\n1 0 obj\n") },
  mp3: { name: "ditado.mp3", type: "audio/mpeg", bytes: Buffer.concat([ascii("ID3"), Buffer.from([4, 0, 0, 0])]) },
  ogg: { name: "ditado.ogg", type: "audio/ogg", bytes: ascii("OggS\x00\x02\x00\x00") },
  wav: { name: "ditado.wav", type: "audio/wav", bytes: ascii("RIFF\x24\x00\x00\x00WAVEfmt ") },
  m4a: { name: "ditado.m4a", type: "audio/mp4", bytes: ascii("\x00\x00\x00\x20ftypM4A ") },
  mp4: { name: "experimento.mp4", type: "video/mp4", bytes: ascii("\x00\x00\x00\x18ftypmp42") },
  webm: { name: "experimento.webm", type: "video/webm", bytes: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]) },
} as const;
