import {
  calculatorRecordFor,
  filterNumericInput,
  simulate,
  simulatorDefaultsFor,
  simulatorProductsFor,
  simulatorSliderFor,
  type CalculatorRegisterRequest,
  type CurrencyCode,
  type PaymentFrequency,
  type SimulationInput,
  type SimulationOutcome,
  type SimulatorProductValue,
} from '@invierte/domain';
import { useMemo, useState } from 'react';

export interface SimulatorValues {
  product: SimulatorProductValue;
  currency: CurrencyCode;
  /** Digits only (requirements R5: the simulator's amount takes no decimal point). */
  amount: string;
  /** Position on the duration slider: an index into the product's terms. */
  termIndex: number;
  frequency: PaymentFrequency;
}

/** Longest amount the field takes; the domain accepts up to 15 integer digits. */
export const AMOUNT_MAX_DIGITS = 12;

/** requirements R9: default amount = the product's minimum, default slider position per product. */
function defaultsFor(product: SimulatorProductValue, currency: CurrencyCode): SimulatorValues {
  const defaults = simulatorDefaultsFor(product, currency);
  return {
    product: defaults.product,
    currency: defaults.currency,
    amount: defaults.amount,
    termIndex: defaults.termIndex,
    frequency: defaults.frequency,
  };
}

export interface SimulatorOptions {
  affluent: boolean;
  /** false: the Dólares/Soles toggle instead of the product select (requirements R2). */
  productSelect: boolean;
  /** Each successful calculation's record (POST /api/calculator/register…). */
  onCalculated: (record: CalculatorRegisterRequest) => void;
}

/** The state of "Simula tu inversión": the form (step 0), the minimum check and the result (step 1). */
export function useSimulator({ affluent, productSelect, onCalculated }: SimulatorOptions) {
  const choice = useMemo(() => simulatorProductsFor({ affluent, productSelect }), [affluent, productSelect]);
  const [values, setValues] = useState(() => defaultsFor(choice.defaultProduct, 'PEN'));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [result, setResult] = useState<SimulationOutcome | null>(null);
  const marks = useMemo(() => simulatorSliderFor(values.product), [values.product]);

  const calculate = () => {
    const term = marks[values.termIndex]?.term;
    if (!term) return;
    const input: SimulationInput = {
      product: values.product,
      currency: values.currency,
      // An empty field is an amount of zero, which the minimum check answers.
      amount: values.amount || '0',
      term,
      frequency: values.frequency,
    };
    const outcome = simulate(input);
    if (outcome.status === 'below-minimum') {
      setAmountError(outcome.message);
      return;
    }
    setAmountError(null);
    setResult(outcome);
    onCalculated(calculatorRecordFor(input));
  };

  return {
    choice,
    values,
    marks,
    amountError,
    result,
    /** A new product starts from its own defaults, in the currency already chosen. */
    selectProduct: (product: SimulatorProductValue) => {
      setValues((current) => defaultsFor(product, current.currency));
      setAmountError(null);
    },
    /** The amount follows the currency's minimum; term and frequency stay. */
    selectCurrency: (currency: CurrencyCode) => {
      setValues((current) => ({
        ...current,
        currency,
        amount: defaultsFor(current.product, currency).amount,
      }));
      setAmountError(null);
    },
    setAmount: (raw: string) =>
      setValues((current) => ({ ...current, amount: filterNumericInput(raw).slice(0, AMOUNT_MAX_DIGITS) })),
    setTermIndex: (termIndex: number) => setValues((current) => ({ ...current, termIndex })),
    setFrequency: (frequency: PaymentFrequency) => setValues((current) => ({ ...current, frequency })),
    /** requirements R5: the amount's error clears when the field is clicked. */
    clearAmountError: () => setAmountError(null),
    calculate,
    /** "Volver a calcular": back to the form with the same values. */
    recalculate: () => setResult(null),
  };
}

export type SimulatorState = ReturnType<typeof useSimulator>;
