/** A true/false question as the bank holds it: a multiple choice with these two options. */
export const trueFalseAnswers = (isTrue: boolean) => [
  { description: "Verdadeiro", is_correct_answer: isTrue },
  { description: "Falso", is_correct_answer: !isTrue },
];
