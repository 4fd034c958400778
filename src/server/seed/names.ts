import type { Rng } from "./random";

/** Common Brazilian first names (IBGE lists of frequent names). */
export const FIRST_NAMES = [
  "Miguel",
  "Arthur",
  "Gael",
  "Heitor",
  "Theo",
  "Davi",
  "Gabriel",
  "Bernardo",
  "Samuel",
  "João Miguel",
  "Pedro",
  "Lucas",
  "Matheus",
  "Rafael",
  "Gustavo",
  "Felipe",
  "Enzo",
  "Lorenzo",
  "Guilherme",
  "Nicolas",
  "Leonardo",
  "Eduardo",
  "Vinícius",
  "Henrique",
  "Caio",
  "Murilo",
  "Daniel",
  "Vitor",
  "Otávio",
  "Benício",
  "Helena",
  "Alice",
  "Laura",
  "Maria Alice",
  "Valentina",
  "Heloísa",
  "Maria Clara",
  "Maria Cecília",
  "Cecília",
  "Manuela",
  "Júlia",
  "Isabela",
  "Lívia",
  "Beatriz",
  "Mariana",
  "Larissa",
  "Letícia",
  "Giovanna",
  "Yasmin",
  "Lara",
  "Luana",
  "Camila",
  "Rebeca",
  "Clara",
  "Lorena",
  "Eduarda",
  "Isadora",
  "Antonella",
  "Melissa",
  "Nicole",
  "Ana Luiza",
  "Maria Eduarda",
  "Lavínia",
  "Emanuelly",
  "Bianca",
  "Vitória",
  "Raquel",
  "Carolina",
  "Natália",
  "Fernanda",
] as const;

/** Common Brazilian surnames. */
export const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gonçalves",
  "Santana",
  "Teixeira",
  "Araújo",
  "Monteiro",
  "Batista",
  "Correia",
  "Pinto",
  "Cavalcanti",
  "Moura",
  "Campos",
  "Barros",
  "Farias",
  "Siqueira",
  "Azevedo",
  "Macedo",
  "Brandão",
  "Figueiredo",
] as const;

export type PersonName = { firstName: string; lastName: string };

/** A first name and a one- or two-word surname ("Oliveira", "Costa Ribeiro"). */
export function randomName(rng: Rng): PersonName {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  if (rng.chance(0.45)) {
    const second = rng.pick(LAST_NAMES);
    if (second !== last) return { firstName: first, lastName: `${last} ${second}` };
  }
  return { firstName: first, lastName: last };
}

/** ASCII, lowercase, dots between words: "João Miguel" → "joao.miguel". */
export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
}

/** Hands out e-mail addresses, adding a number when a name repeats. */
export class EmailBook {
  private readonly used = new Set<string>();

  reserve(email: string): string {
    if (this.used.has(email)) throw new Error(`duplicate demo e-mail ${email}`);
    this.used.add(email);
    return email;
  }

  make(localPart: string, domain: string): string {
    const base = slug(localPart);
    let candidate = `${base}@${domain}`;
    for (let n = 2; this.used.has(candidate); n++) candidate = `${base}${n}@${domain}`;
    this.used.add(candidate);
    return candidate;
  }
}
