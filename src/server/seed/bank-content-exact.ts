import type { Rng } from "./random";

/** One question of the question bank before it gets a type: options list the correct one first. */
export type BankItem = {
  subject: string;
  stem: string;
  options: string[];
  /** The expected answer when the item is used as a discursive question. */
  expected: string;
  solution?: string;
  hint?: string;
  /** File name of a figure under https://example.com/figuras/. */
  figure?: string;
};
export type ItemMaker = (rng: Rng) => BankItem;

/** Numbers written the Brazilian way: decimal comma, dot for thousands. */
export function br(value: number, decimals = 0): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = (whole ?? "0").replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "−" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}
/** Up to three decimals, without trailing zeros: 2,5 and 0,025 and 10. */
export const brShort = (value: number) => br(value, 3).replace(/,?0+$/, "");
const money = (value: number) => `R$ ${br(value, 2)}`;
const around = (value: number, deltas: number[], fmt: (n: number) => string) =>
  [value, ...deltas.map((d) => value + d)].map(fmt);

export const MATH: ItemMaker[] = [
  (rng) => {
    const a = rng.int(2, 6),
      b = rng.int(-5, 8);
    return {
      subject: "Funções",
      stem: `Seja f uma função afim com f(1) = ${br(a + b)} e f(3) = ${br(3 * a + b)}. O valor de f(5) é:`,
      options: around(5 * a + b, [a, -a, 2, -1], (n) => br(n)),
      expected: `f(5) = ${br(5 * a + b)}, pois a = ${a} e b = ${br(b)}.`,
      solution: `A taxa de variação é a = (f(3) − f(1)) / 2 = ${a}. Então b = f(1) − a = ${br(b)} e **f(5) = 5·${a} + (${br(b)}) = ${br(5 * a + b)}**.`,
      hint: "Calcule primeiro a taxa de variação da função.",
    };
  },
  (rng) => {
    const r1 = rng.int(1, 6),
      r2 = r1 + rng.int(1, 5);
    return {
      subject: "Álgebra",
      stem: `As raízes da equação x² − ${r1 + r2}x + ${r1 * r2} = 0 são:`,
      options: [`${r1} e ${r2}`, `−${r1} e −${r2}`, `${r1} e −${r2}`, `${r1 + 1} e ${r2 - 1}`, `${r1 * r2} e 1`],
      expected: `x = ${r1} ou x = ${r2} (soma ${r1 + r2} e produto ${r1 * r2}).`,
      solution: `Pela soma e produto: x₁ + x₂ = ${r1 + r2} e x₁ · x₂ = ${r1 * r2}, logo x₁ = ${r1} e x₂ = ${r2}.`,
    };
  },
  (rng) => {
    const [p, q, h] = rng.pick([
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
      [6, 8, 10],
    ] as const);
    const k = rng.int(1, 3);
    return {
      subject: "Geometria",
      stem: `Um triângulo retângulo tem catetos medindo ${p * k} cm e ${q * k} cm, como na figura. A hipotenusa mede:`,
      options: around(h * k, [k, -k, 2 * k, p * k], (n) => `${n} cm`),
      expected: `${h * k} cm, pelo teorema de Pitágoras.`,
      solution: `a² = ${p * k}² + ${q * k}² = ${(h * k) ** 2}, então a = ${h * k} cm.`,
      figure: "triangulo-retangulo.png",
    };
  },
  (rng) => {
    const notes = Array.from({ length: 5 }, () => rng.int(4, 10));
    const mean = notes.reduce((s, n) => s + n, 0) / notes.length;
    return {
      subject: "Estatística",
      stem: `As notas de um aluno em cinco avaliações foram ${notes.join(", ")}. A média aritmética das notas é:`,
      options: around(mean, [0.5, -0.4, 1, -1.2], (n) => br(n, 1)),
      expected: `A média é ${br(mean, 1)}.`,
      solution: `Some as notas (${notes.reduce((s, n) => s + n, 0)}) e divida por 5.`,
    };
  },
  (rng) => {
    const k = rng.int(1, 4);
    return {
      subject: "Probabilidade",
      stem: `Um dado honesto é lançado uma vez. A probabilidade de sair um número maior que ${k} é:`,
      options: [`${6 - k}/6`, `${k}/6`, `1/${6 - k}`, `${6 - k}/${k}`],
      expected: `${6 - k}/6, pois há ${6 - k} casos favoráveis em 6.`,
      hint: "Conte os casos favoráveis e divida pelos casos possíveis.",
    };
  },
  (rng) => {
    const c = rng.int(2, 20) * 500,
      i = rng.int(1, 4),
      n = rng.int(3, 12);
    const m = c * (1 + (i * n) / 100);
    return {
      subject: "Matemática Financeira",
      stem: `Um capital de ${money(c)} é aplicado a juros simples de ${i}% ao mês durante ${n} meses. O montante será:`,
      options: around(m, [(c * i) / 100, (-c * i) / 100, c * 0.1], money),
      expected: `M = C(1 + i·t) = ${money(m)}.`,
      solution: `J = ${money(c)} · ${i / 100} · ${n} = ${money(m - c)}; M = C + J = **${money(m)}**.`,
    };
  },
  (rng) => {
    const l = rng.int(2, 9) * 2;
    return {
      subject: "Trigonometria",
      stem: `Uma escada de ${l} m está apoiada em uma parede e forma um ângulo de 30° com o chão. A que altura ela toca a parede?`,
      options: around(l / 2, [l / 4, -1, l / 2, 2], (n) => `${br(n, 1)} m`),
      expected: `h = ${l} · sen 30° = ${br(l / 2, 1)} m.`,
      figure: "escada-parede.png",
      hint: "Use o seno do ângulo com o chão.",
    };
  },
];

export const PHYSICS: ItemMaker[] = [
  (rng) => {
    const a = rng.int(1, 5),
      t = rng.int(2, 10);
    return {
      subject: "Cinemática",
      stem: `Um carro parte do repouso com aceleração constante de ${a} m/s². Qual a distância percorrida em ${t} s?`,
      options: around((a * t * t) / 2, [(a * t * t) / 2, a * t, -a, 5], (n) => `${br(n, 1)} m`),
      expected: `S = a·t²/2 = ${br((a * t * t) / 2, 1)} m.`,
      solution: "Use S = S₀ + v₀t + at²/2 com v₀ = 0.",
    };
  },
  (rng) => {
    const m = rng.int(2, 50),
      a = rng.int(1, 6);
    return {
      subject: "Dinâmica",
      stem: `Qual a força resultante sobre um corpo de ${m} kg que sofre aceleração de ${a} m/s²?`,
      options: around(m * a, [m, -a, m * a, 10], (n) => `${br(n)} N`),
      expected: `F = m·a = ${m * a} N (2ª lei de Newton).`,
    };
  },
  (rng) => {
    const m = rng.int(1, 20),
      h = rng.int(2, 30);
    return {
      subject: "Energia e Trabalho",
      stem: `Um objeto de ${m} kg está a ${h} m do solo. Considerando g = 10 m/s², sua energia potencial gravitacional é:`,
      options: around(m * h * 10, [m * h, -m * 10, m * h * 10, 100], (n) => `${br(n)} J`),
      expected: `Ep = m·g·h = ${m * h * 10} J.`,
    };
  },
  (rng) => {
    const r = rng.int(2, 20) * 5,
      i = rng.int(1, 4);
    return {
      subject: "Eletricidade",
      stem: `Um resistor de ${r} Ω é percorrido por uma corrente de ${i} A. A tensão nos seus terminais é:`,
      options: around(r * i, [r, -i, 10, r * i], (n) => `${br(n)} V`),
      expected: `U = R·i = ${r * i} V (lei de Ohm).`,
      figure: "circuito-simples.png",
    };
  },
  (rng) => {
    const m = rng.int(1, 10) * 100,
      dt = rng.int(5, 60);
    return {
      subject: "Termologia",
      stem: `Quanto calor é necessário para aquecer ${m} g de água em ${dt} °C? (c = 1 cal/g·°C)`,
      options: around(m * dt, [m, -dt, m * dt, 1000], (n) => `${br(n)} cal`),
      expected: `Q = m·c·ΔT = ${br(m * dt)} cal.`,
    };
  },
  () => ({
    subject: "Óptica",
    stem: "A imagem de um objeto real formada por um espelho plano é:",
    options: [
      "virtual, direita e do mesmo tamanho",
      "real, invertida e menor",
      "virtual, invertida e maior",
      "real, direita e do mesmo tamanho",
    ],
    expected: "Virtual, direita, do mesmo tamanho e simétrica ao objeto em relação ao espelho.",
    figure: "espelho-plano.png",
  }),
  (rng) => {
    const l = rng.int(1, 10) / 2,
      f = rng.int(2, 20) * 10;
    return {
      subject: "Ondulatória",
      stem: `Uma onda tem comprimento de ${br(l, 1)} m e frequência de ${f} Hz. Sua velocidade de propagação é:`,
      options: around(l * f, [f, -l, l * f, 10], (n) => `${br(n, 1)} m/s`),
      expected: `v = λ·f = ${br(l * f, 1)} m/s.`,
    };
  },
];

export const CHEMISTRY: ItemMaker[] = [
  (rng) => {
    const n = rng.int(1, 6);
    return {
      subject: "Estequiometria",
      stem: `Na combustão completa de ${n} mol de metano (CH₄ + 2 O₂ → CO₂ + 2 H₂O), quantos mols de água são formados?`,
      options: around(2 * n, [-n, 1, 2 * n, n + 3], (x) => `${x} mol`),
      expected: `${2 * n} mol de H₂O, pela proporção 1 : 2.`,
    };
  },
  (rng) => {
    const mass = rng.int(1, 10) * 8,
      v = rng.pick([0.5, 1, 2]);
    const c = mass / 40 / v;
    return {
      subject: "Soluções",
      stem: `Dissolvem-se ${mass} g de NaOH (M = 40 g/mol) em água até ${br(v, 1)} L de solução. A concentração em mol/L é:`,
      options: around(c, [c, -c / 2, 1, 0.3], (x) => `${br(x, 2)} mol/L`),
      expected: `C = n/V = ${br(c, 2)} mol/L.`,
    };
  },
  () => ({
    subject: "Ligações Químicas",
    stem: "O cloreto de sódio (NaCl) é formado por que tipo de ligação química?",
    options: ["Iônica", "Covalente apolar", "Metálica", "Covalente polar", "Ligação de hidrogênio"],
    expected: "Ligação iônica: o sódio cede um elétron ao cloro, formando Na⁺ e Cl⁻.",
  }),
  () => ({
    subject: "Química Orgânica",
    stem: "O etanol (CH₃CH₂OH), usado como combustível no Brasil, pertence a qual função orgânica?",
    options: ["Álcool", "Aldeído", "Ácido carboxílico", "Éter", "Cetona"],
    expected: "Álcool: possui hidroxila ligada a carbono saturado.",
  }),
  () => ({
    subject: "Termoquímica",
    stem: "Uma reação com ΔH = −890 kJ/mol é classificada como:",
    options: [
      "exotérmica, pois libera calor",
      "endotérmica, pois absorve calor",
      "exotérmica, pois absorve calor",
      "isotérmica",
    ],
    expected: "Exotérmica: a entalpia dos produtos é menor que a dos reagentes.",
  }),
  () => ({
    subject: "Eletroquímica",
    stem: "Na pilha de Daniell (Zn/Zn²⁺ // Cu²⁺/Cu), o eletrodo que sofre oxidação é:",
    options: ["o zinco, que é o ânodo", "o cobre, que é o ânodo", "o zinco, que é o cátodo", "o cobre, que é o cátodo"],
    expected: "O zinco: ele perde elétrons (oxidação) e é o ânodo da pilha.",
    figure: "pilha-daniell.png",
  }),
];

export const BIOLOGY: ItemMaker[] = [
  () => ({
    subject: "Citologia",
    stem: "Qual organela é responsável pela respiração celular?",
    options: ["Mitocôndria", "Ribossomo", "Complexo golgiense", "Lisossomo", "Cloroplasto"],
    expected: "A mitocôndria, onde ocorrem o ciclo de Krebs e a cadeia respiratória.",
  }),
  () => ({
    subject: "Genética",
    stem: "Do cruzamento entre dois heterozigotos (Aa × Aa), qual a probabilidade de nascer um indivíduo aa?",
    options: ["1/4", "1/2", "3/4", "1/3", "0"],
    expected: "1/4, pelo quadro de Punnett (AA, Aa, Aa, aa).",
    figure: "quadro-punnett.png",
  }),
  () => ({
    subject: "Ecologia",
    stem: "Em uma cadeia alimentar, os organismos fotossintetizantes ocupam o nível trófico dos:",
    options: ["produtores", "consumidores primários", "consumidores secundários", "decompositores"],
    expected: "Produtores: transformam energia luminosa em energia química.",
  }),
  () => ({
    subject: "Evolução",
    stem: "A ideia de que os indivíduos mais adaptados ao ambiente deixam mais descendentes é central na teoria de:",
    options: ["Darwin", "Lamarck", "Mendel", "Pasteur"],
    expected: "Darwin, com a seleção natural.",
  }),
  () => ({
    subject: "Fisiologia Humana",
    stem: "O hormônio que reduz a taxa de glicose no sangue, produzido pelo pâncreas, é:",
    options: ["a insulina", "o glucagon", "a adrenalina", "a tiroxina"],
    expected: "A insulina, produzida pelas células beta das ilhotas pancreáticas.",
  }),
  () => ({
    subject: "Botânica",
    stem: "Em que organela das células vegetais ocorre a fotossíntese?",
    options: ["Cloroplasto", "Vacúolo", "Mitocôndria", "Parede celular"],
    expected: "No cloroplasto, que contém clorofila.",
  }),
];
