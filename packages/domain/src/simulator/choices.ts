import { currencyCodes, type CurrencyCode } from '../contracts/products.ts';
import { currencyNames } from '../currency.ts';
import {
  FACTORING,
  calculatorDefaults,
  listedSimulatorProductValues,
  mutuoFrequencyCodes,
  paymentFrequencyLabels,
  type MutuoFrequencyCode,
  type PaymentFrequency,
  type SimulatorProductValue,
  type SimulatorTerm,
} from './constants.ts';
import { simulatorProduct, simulatorTermKey, simulatorTermLabel } from './simulate.ts';

/** What the form step of "Simula tu inversión" offers (requirements R2, R5, R6). */

export interface SimulatorProductOption {
  value: SimulatorProductValue;
  label: string;
}

export interface SimulatorCurrencyOption {
  value: CurrencyCode;
  /** "Soles", "Dólares" (the toggle's labels). */
  label: string;
}

export interface SimulatorChoiceInput {
  /** The customer's affluent flag (R3 Customer). */
  affluent: boolean;
  /**
   * Whether the caller shows a product select at all (default true). Callers without one (R2:
   * "non-product-select users") show the Dólares/Soles toggle and simulate Factoring.
   */
  productSelect?: boolean;
}

export interface SimulatorChoice {
  /** 'select': the product select; 'currency-toggle': the Dólares/Soles toggle instead of it. */
  control: 'select' | 'currency-toggle';
  /** The products the customer may simulate, in display order. */
  products: SimulatorProductOption[];
  /** True when the select is shown but cannot be changed (non-affluent customers). */
  selectDisabled: boolean;
  defaultProduct: SimulatorProductValue;
  /** Options of the currency selector or toggle, soles first (the default currency). */
  currencies: SimulatorCurrencyOption[];
}

const currencyOptions = (): SimulatorCurrencyOption[] =>
  [...currencyCodes]
    .sort((a, b) => (a === 'PEN' ? -1 : b === 'PEN' ? 1 : 0))
    .map((value) => ({ value, label: currencyNames[value] }));

const productOption = (value: SimulatorProductValue): SimulatorProductOption => ({
  value,
  label: simulatorProduct(value).name,
});

/**
 * The products a customer may choose. Non-affluent customers see only Factoring, with the select
 * disabled (R5, R6); affluent customers see every listed product (1, 3, 4). Without a product select
 * the choice is Factoring and the Dólares/Soles toggle picks the currency.
 */
export function simulatorProductsFor(input: SimulatorChoiceInput): SimulatorChoice {
  const currencies = currencyOptions();
  if (input.productSelect === false) {
    return {
      control: 'currency-toggle',
      products: [productOption(FACTORING)],
      selectDisabled: true,
      defaultProduct: FACTORING,
      currencies,
    };
  }
  if (!input.affluent) {
    return {
      control: 'select',
      products: [productOption(FACTORING)],
      selectDisabled: true,
      defaultProduct: FACTORING,
      currencies,
    };
  }
  return {
    control: 'select',
    products: listedSimulatorProductValues.map(productOption),
    selectDisabled: false,
    defaultProduct: FACTORING,
    currencies,
  };
}

export interface SimulatorSliderMark {
  index: number;
  term: SimulatorTerm;
  key: string;
  /** "3 meses", "180 días". */
  label: string;
}

export interface SimulatorFrequencyOption {
  value: PaymentFrequency;
  /** "Trimestral", "Mensual", "Al vencimiento". */
  label: string;
  /** Mutuo Acreencias' code (R4: 1 quarterly, 2 at maturity); absent for the other products. */
  code?: MutuoFrequencyCode;
}

export interface SimulatorFormDefaults {
  product: SimulatorProductValue;
  currency: CurrencyCode;
  /** The minimum for the product and currency (R9), or the calculator's 10000 for product 2. */
  amount: string;
  termIndex: number;
  term: SimulatorTerm;
  frequency: PaymentFrequency;
}

/** The duration slider: one mark per term the product offers (Factoring: 3, 6, 12, 24, 36 months). */
export function simulatorSliderFor(product: SimulatorProductValue): SimulatorSliderMark[] {
  return simulatorProduct(product).terms.map((t, index) => ({
    index,
    term: { ...t.term },
    key: simulatorTermKey(t.term),
    label: simulatorTermLabel(t.term),
  }));
}

const mutuoCodeOf = (frequency: PaymentFrequency): MutuoFrequencyCode | undefined =>
  frequency === mutuoFrequencyCodes[1] ? 1 : frequency === mutuoFrequencyCodes[2] ? 2 : undefined;

/** The payment-frequency select's options (R2: shown for products other than 1). */
export function simulatorFrequencyOptions(product: SimulatorProductValue): SimulatorFrequencyOption[] {
  const rule = simulatorProduct(product);
  return rule.frequencies.map((value) => {
    const option: SimulatorFrequencyOption = { value, label: paymentFrequencyLabels[value] };
    const code = rule.value === 4 ? mutuoCodeOf(value) : undefined;
    if (code !== undefined) option.code = code;
    return option;
  });
}

/** Whether the form shows the payment-frequency select (R2: products other than 1). */
export function simulatorShowsFrequency(product: SimulatorProductValue): boolean {
  return simulatorProduct(product).value !== FACTORING;
}

/** The form's starting values for a product: R9 default slider position, amount = the minimum. */
export function simulatorDefaultsFor(
  product: SimulatorProductValue,
  currency: CurrencyCode = 'PEN',
): SimulatorFormDefaults {
  const rule = simulatorProduct(product);
  if (!(currencyCodes as readonly string[]).includes(currency)) {
    throw new RangeError(`Unknown currency: ${String(currency)}`);
  }
  const termRule = rule.terms[rule.defaultTermIndex];
  const frequency = rule.frequencies[0];
  if (!termRule || !frequency) throw new RangeError(`${rule.name} has no default term or frequency`);
  return {
    product: rule.value,
    currency,
    amount: rule.minimum ? rule.minimum[currency] : calculatorDefaults.amount,
    termIndex: rule.defaultTermIndex,
    term: { ...termRule.term },
    frequency,
  };
}
