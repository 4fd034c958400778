import { br, brShort, type ItemMaker } from "./bank-content-exact";

export const PORTUGUESE: ItemMaker[] = [
  () => ({
    subject: "Gramática",
    stem: 'Na oração "Choveu muito durante a madrugada", o sujeito é classificado como:',
    options: ["inexistente", "oculto", "indeterminado", "simples", "composto"],
    expected: "Inexistente: verbos que indicam fenômenos da natureza são impessoais.",
  }),
  () => ({
    subject: "Interpretação de Texto",
    stem: '> "A cidade acordava devagar, como quem ainda negocia com o sono."\n\nNo trecho, o autor pretende principalmente:',
    options: [
      "sugerir a lentidão do amanhecer por meio de uma comparação",
      "criticar a falta de trabalho na cidade",
      "descrever tecnicamente o trânsito urbano",
      "narrar um acontecimento histórico",
    ],
    expected:
      "Sugerir o ritmo lento do amanhecer, atribuindo à cidade um comportamento humano por meio de uma comparação.",
  }),
  () => ({
    subject: "Literatura Brasileira",
    stem: "*Dom Casmurro*, de Machado de Assis, é uma obra representativa de qual escola literária?",
    options: ["Realismo", "Romantismo", "Modernismo", "Arcadismo", "Parnasianismo"],
    expected: "Realismo, pela análise psicológica e pela ironia do narrador.",
  }),
  () => ({
    subject: "Figuras de Linguagem",
    stem: 'Em "Já te disse isso um milhão de vezes", a figura de linguagem é:',
    options: ["hipérbole", "metáfora", "eufemismo", "antítese", "metonímia"],
    expected: "Hipérbole: um exagero intencional para dar ênfase.",
  }),
  () => ({
    subject: "Sintaxe",
    stem: 'Em "Os alunos que estudaram passaram", a oração destacada "que estudaram" é:',
    options: [
      "subordinada adjetiva restritiva",
      "subordinada adjetiva explicativa",
      "coordenada sindética aditiva",
      "subordinada substantiva objetiva direta",
    ],
    expected: 'Subordinada adjetiva restritiva: restringe o sentido de "alunos" e não vem entre vírgulas.',
  }),
];

export const ESSAY: ItemMaker[] = [
  () => ({
    subject: "Texto Dissertativo-Argumentativo",
    stem: "Quantas competências são avaliadas na redação do ENEM?",
    options: ["Cinco", "Quatro", "Três", "Seis"],
    expected: "Cinco competências, cada uma valendo até 200 pontos.",
  }),
  () => ({
    subject: "Coesão e Coerência",
    stem: "Qual conectivo estabelece relação de oposição entre duas ideias?",
    options: ["entretanto", "além disso", "portanto", "por exemplo", "assim como"],
    expected: '"Entretanto" (também: contudo, no entanto, todavia).',
  }),
  () => ({
    subject: "Proposta de Intervenção",
    stem: "Além da ação e do agente, quais elementos uma proposta de intervenção completa deve ter?",
    options: [
      "meio/modo, finalidade e detalhamento",
      "título e epígrafe",
      "citação direta e bibliografia",
      "resumo e conclusão",
    ],
    expected: "Meio ou modo, finalidade (efeito) e detalhamento de um dos elementos.",
  }),
  () => ({
    subject: "Repertório Sociocultural",
    stem: "Como o repertório sociocultural deve ser usado no texto dissertativo-argumentativo?",
    options: [
      "de forma pertinente ao tema e articulada ao argumento",
      "apenas na conclusão",
      "como epígrafe antes do título",
      "copiando trechos dos textos motivadores",
    ],
    expected: "Legitimado, pertinente ao tema e produtivo, isto é, ligado à argumentação.",
  }),
];

export const HISTORY: ItemMaker[] = [
  () => ({
    subject: "Brasil Colônia",
    stem: "O sistema de capitanias hereditárias foi implantado no Brasil a partir de:",
    options: ["1534", "1500", "1549", "1808", "1822"],
    expected: "1534, por D. João III, dividindo o território em faixas doadas a donatários.",
    figure: "mapa-capitanias.png",
  }),
  () => ({
    subject: "Brasil Império",
    stem: "A Lei Áurea, que aboliu a escravidão no Brasil, foi assinada em:",
    options: ["1888", "1850", "1871", "1889", "1822"],
    expected: "13 de maio de 1888, pela princesa Isabel.",
  }),
  () => ({
    subject: "Brasil República",
    stem: "A Consolidação das Leis do Trabalho (CLT) foi criada durante o governo de:",
    options: ["Getúlio Vargas", "Juscelino Kubitschek", "Deodoro da Fonseca", "João Goulart"],
    expected: "Getúlio Vargas, em 1943, no Estado Novo.",
  }),
  () => ({
    subject: "Idade Média",
    stem: "No feudalismo, a relação em que um senhor concedia terras em troca de fidelidade e serviço militar era a de:",
    options: ["suserania e vassalagem", "servidão e escravidão", "mercantilismo", "colonato"],
    expected: "Suserania e vassalagem.",
  }),
  () => ({
    subject: "Revolução Industrial",
    stem: "A Primeira Revolução Industrial começou no século XVIII em qual país?",
    options: ["Inglaterra", "França", "Alemanha", "Estados Unidos"],
    expected: "Na Inglaterra, que reunia capital, carvão, ferro e mão de obra disponível.",
  }),
  () => ({
    subject: "Guerra Fria",
    stem: "A queda do Muro de Berlim, símbolo do fim da Guerra Fria, ocorreu em:",
    options: ["1989", "1961", "1945", "1991"],
    expected: "Em 1989; o muro havia sido construído em 1961.",
    figure: "muro-de-berlim.png",
  }),
];

export const GEOGRAPHY: ItemMaker[] = [
  (rng) => {
    const cm = rng.int(2, 12),
      scale = rng.pick([25_000, 50_000, 100_000]);
    const km = (cm * scale) / 100_000;
    return {
      subject: "Cartografia",
      stem: `Em um mapa na escala 1:${br(scale)}, duas cidades estão a ${cm} cm uma da outra. A distância real é:`,
      options: [km, km * 10, km / 10, cm * 10].map((n) => `${brShort(n)} km`),
      expected: `${brShort(km)} km, pois 1 cm no mapa equivale a ${brShort(scale / 100_000)} km.`,
      figure: "mapa-escala.png",
    };
  },
  () => ({
    subject: "Clima e Vegetação",
    stem: "A Caatinga, bioma exclusivamente brasileiro, está associada a qual tipo de clima?",
    options: ["semiárido", "equatorial", "subtropical", "tropical de altitude"],
    expected: "Semiárido, com chuvas escassas e irregulares.",
  }),
  () => ({
    subject: "Geopolítica",
    stem: "O grupo de economias emergentes formado inicialmente por Brasil, Rússia, Índia, China e África do Sul é o:",
    options: ["BRICS", "Mercosul", "G7", "OTAN", "Nafta"],
    expected: "BRICS.",
  }),
  () => ({
    subject: "Urbanização",
    stem: "O encontro físico de duas ou mais cidades pelo crescimento de suas malhas urbanas chama-se:",
    options: ["conurbação", "gentrificação", "metropolização", "êxodo rural"],
    expected: "Conurbação.",
  }),
  () => ({
    subject: "Agropecuária e Agronegócio",
    stem: "Qual produto agrícola lidera as exportações do agronegócio brasileiro?",
    options: ["Soja", "Café", "Trigo", "Arroz"],
    expected: "A soja, em grão, farelo e óleo.",
  }),
];
