/**
 * A GIFT file of `count` questions of every kind the importer maps, in ten categories, with maths and feedback.
 * Files of two `variant`s share no question: the import creates the second's too rather than finding duplicates.
 */
export function giftOfSize(count: number, variant = ""): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 1000 === 0) parts.push(`$CATEGORY: $course$/top/Bench ${i / 1000}\n`);
    const title = `::Q${i}::[markdown]${variant && `(${variant}) `}`;
    switch (i % 4) {
      case 0:
        parts.push(`${title}Quanto é $${i} + 1$?{\n=${i + 1} # certo\n~${i}\n~${i + 2}\n#### Some 1.\n}\n`);
        break;
      case 1:
        parts.push(`${title}Quais são pares em **${i}**?{\n~%50%2\n~%50%4\n~%-100%3\n}\n`);
        break;
      case 2:
        parts.push(`${title}Verdadeiro ou falso: ${i} é inteiro.{T}\n`);
        break;
      default:
        parts.push(`${title}Explique o passo ${i}.{}\n`);
    }
  }
  return parts.join("\n");
}
