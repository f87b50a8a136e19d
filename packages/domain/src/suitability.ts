/**
 * The first-login investor-suitability questionnaire (/questions/one…six): goal, horizon, risk
 * tolerance, experience, income and wealth. Each answer scores 1 (prudent) to 4 (bold); the total of
 * the six (6–24) classifies the investor. The thresholds split the range into thirds: 6–11
 * CONSERVADOR, 12–17 MODERADO, 18–24 ARRIESGADO.
 */
export interface SuitabilityOption {
  key: string;
  text: string;
  score: 1 | 2 | 3 | 4;
}
export interface SuitabilityQuestion {
  key: string;
  step: 'one' | 'two' | 'three' | 'four' | 'five' | 'six';
  title: string;
  options: SuitabilityOption[];
}

export const suitabilityQuestions: SuitabilityQuestion[] = [
  {
    key: 'goal',
    step: 'one',
    title: '¿Cuál es tu principal objetivo al invertir?',
    options: [
      { key: 'preserve', text: 'Proteger mi dinero de la inflación', score: 1 },
      { key: 'income', text: 'Recibir ingresos periódicos', score: 2 },
      { key: 'grow', text: 'Hacer crecer mi patrimonio a mediano plazo', score: 3 },
      { key: 'maximize', text: 'Obtener la mayor rentabilidad posible', score: 4 },
    ],
  },
  {
    key: 'horizon',
    step: 'two',
    title: '¿Por cuánto tiempo piensas mantener tu inversión?',
    options: [
      { key: 'lt6m', text: 'Menos de 6 meses', score: 1 },
      { key: '6to12m', text: 'Entre 6 y 12 meses', score: 2 },
      { key: '1to3y', text: 'Entre 1 y 3 años', score: 3 },
      { key: 'gt3y', text: 'Más de 3 años', score: 4 },
    ],
  },
  {
    key: 'risk',
    step: 'three',
    title: 'Si el valor de tu inversión bajara 10 % en un mes, ¿qué harías?',
    options: [
      { key: 'sell-all', text: 'Rescataría toda mi inversión', score: 1 },
      { key: 'sell-part', text: 'Rescataría una parte', score: 2 },
      { key: 'hold', text: 'Esperaría a que se recupere', score: 3 },
      { key: 'buy-more', text: 'Invertiría más aprovechando el precio', score: 4 },
    ],
  },
  {
    key: 'experience',
    step: 'four',
    title: '¿Qué experiencia tienes invirtiendo?',
    options: [
      { key: 'none', text: 'Ninguna, solo he usado cuentas de ahorro', score: 1 },
      { key: 'deposits', text: 'He tenido depósitos a plazo', score: 2 },
      { key: 'funds', text: 'He invertido en fondos mutuos o de inversión', score: 3 },
      { key: 'markets', text: 'He invertido en acciones, bonos u otros instrumentos', score: 4 },
    ],
  },
  {
    key: 'income',
    step: 'five',
    title: '¿Cuál es tu ingreso mensual aproximado?',
    options: [
      { key: 'lt3k', text: 'Menos de S/ 3,000', score: 1 },
      { key: '3to8k', text: 'Entre S/ 3,000 y S/ 8,000', score: 2 },
      { key: '8to20k', text: 'Entre S/ 8,000 y S/ 20,000', score: 3 },
      { key: 'gt20k', text: 'Más de S/ 20,000', score: 4 },
    ],
  },
  {
    key: 'wealth',
    step: 'six',
    title: '¿Qué parte de tu patrimonio representa esta inversión?',
    options: [
      { key: 'gt50', text: 'Más del 50 %', score: 1 },
      { key: '25to50', text: 'Entre 25 % y 50 %', score: 2 },
      { key: '10to25', text: 'Entre 10 % y 25 %', score: 3 },
      { key: 'lt10', text: 'Menos del 10 %', score: 4 },
    ],
  },
];

export const investorProfiles = ['CONSERVADOR', 'MODERADO', 'ARRIESGADO'] as const;
export type InvestorProfile = (typeof investorProfiles)[number];

export const investorProfileLabels: Record<InvestorProfile, string> = {
  CONSERVADOR: 'Conservador',
  MODERADO: 'Moderado',
  ARRIESGADO: 'Arriesgado',
};

export function findSuitabilityOption(questionKey: string, answerKey: string): SuitabilityOption | undefined {
  return suitabilityQuestions.find((q) => q.key === questionKey)?.options.find((o) => o.key === answerKey);
}

/** Classifies a complete set of answers; null while any question is unanswered or an answer is unknown. */
export function classifyInvestor(answers: Record<string, string>): InvestorProfile | null {
  let total = 0;
  for (const q of suitabilityQuestions) {
    const option = findSuitabilityOption(q.key, answers[q.key] ?? '');
    if (!option) return null;
    total += option.score;
  }
  if (total <= 11) return 'CONSERVADOR';
  if (total <= 17) return 'MODERADO';
  return 'ARRIESGADO';
}
