import type { DisciplineKey } from "./catalog";

/** A student's question with the subject it is about and a teacher's answer to it. */
export type StudentQa = { s: string; q: string; a: string };

/** What students ask, per discipline (subjects as in the catalog). */
export const STUDENT_QUESTIONS: Record<DisciplineKey, StudentQa[]> = {
  mat: [
    {
      s: "Álgebra",
      q: "Não entendi como resolver a equação 2x² − 5x + 2 = 0. Quando uso Bhaskara e quando dá para fatorar?",
      a: "Identifique a, b e c e calcule Δ = b² − 4ac = 9. Pela fórmula, x = (5 ± 3)/4, então x = 2 ou x = 1/2. Fatorar é mais rápido quando você enxerga as raízes pela soma e pelo produto.",
    },
    {
      s: "Geometria",
      q: "Na lista de Geometria, questão 7: por que o gabarito dá 45° se eu encontrei 135°?",
      a: "O ângulo pedido é o suplementar do que você encontrou: 180° − 135° = 45°. Sempre confira qual ângulo a figura marca.",
    },
    {
      s: "Funções",
      q: "Como descubro o domínio da função f(x) = √(x − 3) / (x − 5)?",
      a: "A raiz exige x − 3 ≥ 0 e o denominador exige x ≠ 5. Logo D = {x ∈ ℝ | x ≥ 3 e x ≠ 5}.",
    },
    {
      s: "Estatística",
      q: "Qual a diferença entre média, moda e mediana? Errei a mediana na questão da tabela de notas.",
      a: "Para a mediana, ordene os valores primeiro. Com quantidade par de dados, ela é a média dos dois valores centrais; a moda é o valor mais frequente.",
    },
    {
      s: "Probabilidade",
      q: "Como calculo a probabilidade de sair exatamente duas caras em três lançamentos de uma moeda?",
      a: "Há 8 resultados possíveis e 3 com exatamente duas caras (CCK, CKC, KCC). A probabilidade é 3/8.",
    },
    {
      s: "Matemática Financeira",
      q: "Não consegui montar o juro composto: R$ 2.000,00 a 1% ao mês durante 12 meses.",
      a: "Use M = C·(1 + i)ⁿ = 2000 · 1,01¹² ≈ R$ 2.253,65. No juro simples seriam R$ 2.240,00.",
    },
    {
      s: "Trigonometria",
      q: "Por que sen(30°) = 1/2? Tem algum jeito de decorar a tabela dos ângulos notáveis?",
      a: "Num triângulo equilátero de lado 2 cortado ao meio, o cateto oposto a 30° mede 1 e a hipotenusa 2. Para decorar: senos de 30°, 45° e 60° são √1/2, √2/2 e √3/2.",
    },
  ],
  fis: [
    {
      s: "Cinemática",
      q: "Um carro sai do repouso com aceleração de 2 m/s². Qual a distância em 10 s? Deu 100 m, está certo?",
      a: "Está certo! S = a·t²/2 = 2·10²/2 = 100 m, porque v₀ = 0.",
    },
    {
      s: "Dinâmica",
      q: "Por que no plano inclinado a normal é m·g·cos θ e não m·g?",
      a: "Decomponha o peso: m·g·sen θ paralelo ao plano e m·g·cos θ perpendicular. A normal equilibra só a componente perpendicular.",
    },
    {
      s: "Energia e Trabalho",
      q: "Como aplico a conservação da energia mecânica no exercício da montanha-russa?",
      a: "Sem atrito, m·g·h no ponto alto vira m·v²/2 embaixo. A massa se cancela: v = √(2·g·h).",
    },
    {
      s: "Eletricidade",
      q: "Como sei o sentido da corrente no circuito da figura?",
      a: "Pelo sentido convencional, a corrente sai do polo positivo da bateria e volta pelo negativo, percorrendo o circuito por fora.",
    },
    {
      s: "Óptica",
      q: "A imagem de um espelho côncavo é sempre invertida? Fiquei com dúvida no exercício 4.",
      a: "Não: com o objeto entre o foco e o espelho a imagem é virtual, direita e maior. Nas outras posições ela é real e invertida.",
    },
    {
      s: "Cinemática",
      q: "Como converto 36 km/h para m/s e por que divide por 3,6?",
      a: "1 km/h = 1000 m / 3600 s = 1/3,6 m/s. Por isso 36 km/h = 10 m/s.",
    },
  ],
  qui: [
    {
      s: "Estequiometria",
      q: "Como faço o balanceamento da combustão do etanol? Sempre erro o oxigênio.",
      a: "Balanceie carbono, depois hidrogênio e por último oxigênio: C₂H₆O + 3 O₂ → 2 CO₂ + 3 H₂O.",
    },
    {
      s: "Soluções",
      q: "Não entendi o cálculo de concentração em mol/L da lista de Soluções.",
      a: "C = n/V: calcule os mols (massa ÷ massa molar) e divida pelo volume em litros.",
    },
    {
      s: "Ligações Químicas",
      q: "Qual a diferença entre ligação iônica e covalente? Como identifico pela tabela periódica?",
      a: "Metal com ametal costuma formar ligação iônica (transferência de elétrons); ametal com ametal, covalente (compartilhamento).",
    },
    {
      s: "Estequiometria",
      q: "Quando tenho reagente em excesso, como descubro o limitante?",
      a: "Calcule quanto produto cada reagente formaria sozinho; o que formar menos é o limitante.",
    },
    {
      s: "Química Orgânica",
      q: "Como dou nome a um composto com ramificação no carbono 3?",
      a: "Escolha a cadeia principal mais longa, numere pela ponta mais próxima da ramificação e cite a ramificação com sua posição: 3-metil…",
    },
    {
      s: "Termoquímica",
      q: "Por que a reação é exotérmica se o ΔH é negativo? Achei que fosse o contrário.",
      a: "ΔH negativo significa que os produtos têm menos entalpia: o sistema liberou calor, então é exotérmica.",
    },
  ],
  bio: [
    {
      s: "Citologia",
      q: "Qual a diferença entre mitose e meiose? Confundo as fases.",
      a: "A mitose gera duas células iguais à original (2n → 2n); a meiose gera quatro células com metade dos cromossomos (2n → n).",
    },
    {
      s: "Genética",
      q: "No cruzamento Aa × Aa, por que a proporção fenotípica é 3:1?",
      a: "Saem AA, Aa, Aa e aa. Como A é dominante, três genótipos mostram o mesmo fenótipo: 3:1.",
    },
    {
      s: "Ecologia",
      q: "Qual a diferença entre cadeia alimentar e teia alimentar?",
      a: "A cadeia é uma sequência linear de quem come quem; a teia junta várias cadeias que se cruzam no ecossistema.",
    },
    {
      s: "Evolução",
      q: "A seleção natural e a teoria de Lamarck dizem a mesma coisa? Fiquei confuso.",
      a: "Não. Lamarck defendia a herança de caracteres adquiridos; Darwin, a seleção das variações que já existem na população.",
    },
    {
      s: "Fisiologia Humana",
      q: "Qual o papel dos rins na regulação da pressão arterial?",
      a: "Os rins controlam o volume de sangue pela eliminação de água e sódio e liberam renina, que ativa o sistema que eleva a pressão.",
    },
  ],
  por: [
    {
      s: "Sintaxe",
      q: "Qual a diferença entre oração subordinada adjetiva restritiva e explicativa?",
      a: "A restritiva não tem vírgulas e limita o sentido do antecedente; a explicativa vem entre vírgulas e acrescenta uma informação.",
    },
    {
      s: "Interpretação de Texto",
      q: "No texto da questão 3, qual é a ideia principal do segundo parágrafo? Fiquei entre a B e a D.",
      a: "Releia a frase que abre o parágrafo: ela traz a ideia central. A D só repete um exemplo, por isso a resposta é a B.",
    },
    {
      s: "Figuras de Linguagem",
      q: "Como identifico se é metáfora ou comparação? Em 'ela é uma flor' é metáfora?",
      a: "É metáfora: a comparação é implícita. Na comparação aparece um conectivo, como em 'ela é bela como uma flor'.",
    },
    {
      s: "Literatura Brasileira",
      q: "Quais as principais características do Modernismo brasileiro?",
      a: "Ruptura com a tradição, linguagem coloquial, verso livre, humor e valorização da cultura brasileira, a partir da Semana de 1922.",
    },
    {
      s: "Gramática",
      q: "Quando usar 'porque', 'por que', 'porquê' e 'por quê'?",
      a: "'Por que' nas perguntas; 'porque' nas respostas; 'porquê' é substantivo; 'por quê' vem no fim da frase.",
    },
    {
      s: "Gramática",
      q: "O sujeito da frase 'Choveu muito ontem' é oculto ou inexistente?",
      a: "Inexistente: verbos que indicam fenômenos da natureza são impessoais.",
    },
  ],
  red: [
    {
      s: "Proposta de Intervenção",
      q: "Segue a foto da minha redação sobre mobilidade urbana. A proposta de intervenção está completa?",
      a: "Tem agente e ação, mas faltam meio/modo e detalhamento. Diga como e por quem a medida será feita.",
    },
    {
      s: "Repertório Sociocultural",
      q: "Como faço para usar repertório sociocultural sem fugir do tema?",
      a: "Use o repertório para sustentar o argumento e explique a relação com o tema logo em seguida; não deixe a citação solta.",
    },
    {
      s: "Coesão e Coerência",
      q: "Meu segundo parágrafo está repetindo a mesma ideia do primeiro? Anexei o PDF.",
      a: "Sim, os dois defendem a mesma ideia. Leve o segundo para outra causa do problema.",
    },
    {
      s: "Coesão e Coerência",
      q: "Quais conectivos posso usar para ligar os parágrafos de desenvolvimento?",
      a: "'Além disso', 'nesse sentido', 'por outro lado' e 'dessa forma', variando ao longo do texto.",
    },
    {
      s: "Texto Dissertativo-Argumentativo",
      q: "A minha tese está clara na introdução? Mandei a foto da folha de redação.",
      a: "Está no fim da introdução, mas vaga. Diga explicitamente qual é a causa do problema que você vai defender.",
    },
  ],
  his: [
    {
      s: "Brasil Império",
      q: "Quais foram as principais causas da Independência do Brasil?",
      a: "A crise do sistema colonial, a vinda da família real em 1808 e a pressão das Cortes portuguesas pela recolonização.",
    },
    {
      s: "Brasil Colônia",
      q: "Por que o ciclo do ouro mudou a capital do Brasil para o Rio de Janeiro?",
      a: "O eixo econômico foi para o Sudeste, e o porto do Rio ficava mais próximo das minas, facilitando o controle do ouro.",
    },
    {
      s: "Brasil República",
      q: "Não entendi o que foi a política do café com leite.",
      a: "Era a alternância de presidentes de São Paulo (café) e Minas Gerais (leite), sustentada pela política dos governadores.",
    },
    {
      s: "Revolução Industrial",
      q: "Qual a relação entre a Revolução Industrial e o êxodo rural na Inglaterra?",
      a: "Os cercamentos expulsaram camponeses, que migraram para as cidades e viraram mão de obra das fábricas.",
    },
    {
      s: "Guerra Fria",
      q: "O que foi a Guerra Fria se não houve guerra direta entre EUA e URSS?",
      a: "Um conflito indireto: disputa ideológica, corrida armamentista e espacial e guerras em outros países, como Coreia e Vietnã.",
    },
    {
      s: "Idade Média",
      q: "Como funcionava o sistema feudal? Quem eram os vassalos?",
      a: "O suserano cedia terras (feudo) ao vassalo em troca de fidelidade e serviço militar; os servos trabalhavam a terra.",
    },
  ],
  geo: [
    {
      s: "Cartografia",
      q: "Como calculo a distância real com escala 1:50.000 se no mapa deu 4 cm?",
      a: "1 cm no mapa vale 50.000 cm = 500 m. Logo 4 cm correspondem a 2 km.",
    },
    {
      s: "Clima e Vegetação",
      q: "Qual a diferença entre clima tropical e clima equatorial?",
      a: "O equatorial é quente e úmido o ano todo; o tropical tem duas estações bem definidas, uma chuvosa e outra seca.",
    },
    {
      s: "Urbanização",
      q: "O que é gentrificação e como ela aparece nas grandes cidades brasileiras?",
      a: "É a valorização de um bairro que expulsa os moradores mais pobres pelo aumento do custo de vida e dos aluguéis.",
    },
    {
      s: "Agropecuária e Agronegócio",
      q: "Por que o agronegócio é importante para a balança comercial do Brasil?",
      a: "Soja, carnes, açúcar e café estão entre os principais produtos exportados e garantem superávits à balança.",
    },
    {
      s: "Cartografia",
      q: "Se em Brasília são 10h, que horas são em Londres?",
      a: "Cada fuso corresponde a 15° de longitude. Brasília está 3 horas atrás de Londres: lá são 13h.",
    },
  ],
};

export const ANSWER_OPENINGS = [
  "Ótima pergunta! Vamos por partes.",
  "Boa dúvida, muita gente erra nesse ponto.",
  "Olá! Vou te mostrar o passo a passo.",
  "Entendi sua dúvida. Veja só:",
  "Vamos lá!",
];

export const ANSWER_CLOSINGS = [
  "Qualquer dúvida, pode mandar!",
  "Tente refazer o exercício e me conte.",
  "Bons estudos!",
  "",
];

export const REPLIES = [
  "Entendi a primeira parte, mas por que o sinal muda no final?",
  "Obrigado! Posso usar o mesmo método na questão 8?",
  "Ainda não ficou claro. Pode explicar com outro exemplo?",
  "Fiz de novo e deu certo! Só confirma se a resposta final está certa?",
  "E se o valor fosse negativo, mudaria alguma coisa?",
];

export const REPLY_ANSWERS = [
  "Pode sim, o raciocínio é o mesmo.",
  "Isso mesmo, agora está correto!",
  "Mudaria: nesse caso você precisa inverter o sinal da desigualdade.",
  "Claro! Veja este outro exemplo com números menores e compare com o seu.",
];

export const COMMENTS_BY_RATING: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    "Explicação muito clara, obrigado!",
    "Salvou minha prova!",
    "Perfeito, entendi tudo.",
    "Resposta rápida e completa.",
  ],
  4: ["Ajudou bastante.", "Boa explicação, mas demorou um pouco.", "Entendi, obrigado."],
  3: ["Entendi mais ou menos.", "Poderia ter mais detalhes.", "Ok."],
  2: ["Não ficou claro.", "Demorou muito para responder.", "A resposta não era bem o que eu perguntei."],
  1: ["Não ajudou.", "Resposta incompleta.", "Continuo sem entender."],
};

export const NPS_COMMENTS: Record<"high" | "mid" | "low", string[]> = {
  high: [
    "Os professores respondem rápido e explicam muito bem.",
    "A plataforma me ajudou a passar em Matemática.",
    "Uso toda semana, recomendo.",
    "As monitorias online são ótimas.",
  ],
  mid: [
    "Gosto, mas às vezes demora para responderem.",
    "Poderia ter mais horários de monitoria.",
    "O aplicativo trava um pouco às vezes.",
  ],
  low: [
    "Minhas dúvidas ficam muito tempo sem resposta.",
    "Difícil conseguir horário com os professores.",
    "Não consegui enviar fotos das questões.",
  ],
};
